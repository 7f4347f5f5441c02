import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MutableRefObject } from 'react';
import { PENS, emptyHistory, visibleStrokes, type History, type Tool } from '../tool-kit/ink/logic';
import { useStepReducer, type Step } from '../tool-kit/reducer';
import { ToolStep } from '../tool-kit/step';
import { attachPen } from '../tool-kit/ink/pen';
import { paintInk, pageSize, printDocument, showPage, type OpenedDocument, type ShownPage } from './engine';

// What the viewer needs once it loads this module: opening documents, and what a failed opening says.
export { openDocument } from './engine';
export { openError } from './logic';
import { NOTES_KEY, clampPage, fitWidthScale, keyAction, newReader, notesFor, readerReducer, withNotes, zoomIn, zoomLabel, zoomOut, type ReaderAction, type ReaderState, type Zoom } from './logic';
import { adoptStyles } from '../runtime';
import { ToolButton } from './parts';
import readerStyles from './play.css?inline';

const icons = {
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  zoomIn: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5M8 11h6',
  fit: 'M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4',
  read: 'M9 11V5.5a1.5 1.5 0 0 1 3 0V10m0-1.5a1.5 1.5 0 0 1 3 0V11m0-1a1.5 1.5 0 0 1 3 0v4.5a6.5 6.5 0 0 1-6.5 6.5h-.5a6 6 0 0 1-5-2.7L3.7 14a1.5 1.5 0 0 1 2.4-1.8L9 15',
  pencil: 'M4 20l1.2-4.6L15.8 4.8a2 2 0 0 1 2.8 0l.6.6a2 2 0 0 1 0 2.8L8.6 18.8zM13.5 7l3.5 3.5',
  eraser: 'M8.5 20 3.7 15.2a2 2 0 0 1 0-2.8l8.7-8.7a2 2 0 0 1 2.8 0l4.3 4.3a2 2 0 0 1 0 2.8L11 20zM8 9.5l6.5 6.5M11 20h9',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  clear: 'M4 7h16M9 7V4h6v3M6.5 7l1 13h9l1-13M10 11v5M14 11v5',
};

const readNotes = () => {
  try {
    return localStorage.getItem(NOTES_KEY);
  } catch {
    return null;
  }
};

export type ReaderProps = {
  doc: OpenedDocument & { name: string };
  /** The page to open at. */
  startPage: number;
  announce(text: string): void;
  /** The page shown changed (the share link names it). */
  onPage(page: number): void;
  /** The last page was shown, once per opening. */
  onFinished(): void;
  /** Set to this document's printing while it is open (the Print button is the viewer's). */
  printer: MutableRefObject<(() => Promise<void>) | null>;
};


/** What to do now, by the hand the reader holds, in words a child reads. */
const STEPS: Record<ReaderState['mode'], string> = {
  read: 'Read the page. Tap Pen to write on it.',
  pencil: 'Write on the page with your finger or the mouse.',
  eraser: 'Rub out a mark with your finger or the mouse.',
};
/**
 * An opened document: one page at a time with its text laid over it for screen readers, page and
 * zoom bars with their keys, and the pen, whose marks are kept on the device per document. Loaded
 * with pdf.js when a document opens, so the viewer before that stays small.
 */
export function Reader({ doc, startPage, announce, onPage, onFinished, printer }: ReaderProps) {
  const id = useId();
  const [state, dispatch, latest] = useStepReducer(readerReducer, () => newReader(doc.pages, startPage, notesFor(readNotes(), doc.id)));
  const { page, zoom, mode, pen, notes } = state;
  // What the page measures: its size at 100 % and the stage's width (for fit to width).
  const [size, setSize] = useState<{ page: number; width: number; height: number } | null>(null);
  const [stageWidth, setStageWidth] = useState(0);

  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const ink = useRef<HTMLCanvasElement>(null);
  const inkCtx = useRef<CanvasRenderingContext2D | null>(null);
  const finished = useRef(false);

  const scale = zoom === 'fit' ? fitWidthScale(stageWidth, size?.width ?? 0) : zoom;
  const pages = doc.pages;
  const strokes = (n: number, all = notes) => visibleStrokes(all[n] ?? emptyHistory);
  // The pen is attached once: the scale and size it paints at are read from here, never from the first render.
  const measured = useRef({ scale, size });
  measured.current = { scale, size };

  useLayoutEffect(() => {
    const root = stage.current!.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, readerStyles, { more: true });
  }, []);
  useEffect(() => {
    onPage(page);
  }, [page]);

  // The stage's width, for fit-to-width.
  useEffect(() => {
    const box = stage.current!;
    const measure = () => setStageWidth(box.clientWidth);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, []);

  // The page's size at 100 %, then the page drawn at the current scale.
  useEffect(() => {
    let stop = false;
    void pageSize(doc.pdf, page).then((s) => !stop && setSize({ page, ...s }));
    return () => {
      stop = true;
    };
  }, [page]);

  useEffect(() => {
    if (size?.page !== page || !(scale > 0)) return;
    const shown: ShownPage = showPage(doc.pdf, page, scale, picture.current!, text.current!);
    shown.done.catch(() => undefined);
    if (page === pages && !finished.current) {
      finished.current = true;
      onFinished();
    }
    return () => shown.cancel();
  }, [page, scale, size]);

  // The marks of this page, painted again whenever they or the scale change.
  useEffect(() => {
    if (!size || !ink.current) return;
    inkCtx.current = paintInk(ink.current, size.width, size.height, scale, strokes(page));
  }, [notes, page, scale, size]);

  useEffect(
    () =>
      attachPen(ink.current!, {
        pen: () => (latest.current.mode === 'read' ? null : { tool: latest.current.mode as Tool, color: latest.current.pen.color }),
        scale: () => measured.current.scale,
        ink: inkCtx,
        stroke: (stroke) => keep(dispatch({ type: 'stroke', stroke })),
        repaint: () => {
          const { size, scale } = measured.current;
          const { page, notes } = latest.current;
          if (inkCtx.current && size) inkCtx.current = paintInk(ink.current!, size.width, size.height, scale, strokes(page, notes));
        },
      }),
    [],
  );

  useEffect(() => {
    printer.current = async () => {
      announce('Getting the pages ready to print…');
      const place = await printDocument(doc.pdf, (n) => strokes(n, latest.current.notes), doc.name);
      announce(place === 'window' ? 'The print view opened in a new window.' : 'Printing the pages from this page.');
    };
    return () => {
      printer.current = null;
    };
  }, []);

  /** Marks that changed are kept on the device. */
  function keep({ before, after }: Step<ReaderState>) {
    if (after.notes === before.notes) return false;
    const visible = Object.fromEntries(Object.keys(after.notes).map((n) => [n, strokes(Number(n), after.notes)]));
    try {
      localStorage.setItem(NOTES_KEY, withNotes(readNotes(), doc.id, visible, Date.now()));
    } catch {
      announce('Your marks could not be kept on this device.');
    }
    return true;
  }

  const go = (to: number) => {
    const { before, after } = dispatch({ type: 'go', page: to });
    if (after !== before) announce(`Page ${after.page} of ${pages}.`);
  };
  const zoomTo = (to: (scale: number) => Zoom) => {
    // Keys may come faster than renders: each step starts from the scale the one before asked for.
    const next = to(measured.current.scale);
    if (next !== 'fit') measured.current.scale = next;
    dispatch({ type: 'zoom', zoom: next });
    announce(next === 'fit' ? 'Fit to width.' : `Zoom ${zoomLabel(next)}.`);
  };
  const act = (action: ReturnType<typeof keyAction>) => {
    const now = latest.current.page;
    if (action === 'next') go(now + 1);
    else if (action === 'previous') go(now - 1);
    else if (action === 'first') go(1);
    else if (action === 'last') go(pages);
    else if (action) zoomTo(action === 'zoomIn' ? zoomIn : action === 'zoomOut' ? zoomOut : () => 'fit');
  };
  const onKey = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    const action = keyAction(event.key, { ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey });
    if (!action) return;
    event.preventDefault();
    act(action);
  };

  const history: History = notes[page] ?? emptyHistory;
  const pageChange = (action: ReaderAction, said: string, nothing: string) => announce(keep(dispatch(action)) ? said : nothing);
  const hand = (action: ReaderAction, said: string) => {
    dispatch(action);
    announce(said);
  };

  return (
    <div className="pdf-reader" onKeyDown={onKey}>
      <div className="pdf-bars">
        <div className="pdf-group" role="group" aria-label="Pages">
          <ToolButton name="Previous page" icon={icons.previous} onClick={() => act('previous')} off={page <= 1} />
          <PageNumber page={page} pages={pages} go={go} />
          <ToolButton name="Next page" icon={icons.next} onClick={() => act('next')} off={page >= pages} />
        </div>
        <div className="pdf-group" role="group" aria-label="Zoom">
          <ToolButton name="Zoom out" icon={icons.zoomOut} onClick={() => act('zoomOut')} />
          <output className="pdf-zoom" aria-live="off">
            {zoomLabel(scale)}
          </output>
          <ToolButton name="Zoom in" icon={icons.zoomIn} onClick={() => act('zoomIn')} />
          <ToolButton name="Fit to width" icon={icons.fit} onClick={() => act('fit')} pressed={zoom === 'fit'} />
        </div>
        <div className="pdf-group" role="group" aria-label="Marks">
          <ToolButton name="Read" icon={icons.read} onClick={() => hand({ type: 'mode', mode: 'read' }, 'Reading: the pen is off.')} pressed={mode === 'read'} />
          <ToolButton name="Pen" icon={icons.pencil} onClick={() => hand({ type: 'mode', mode: 'pencil' }, `Pen, ${pen.name.toLowerCase()}.`)} pressed={mode === 'pencil'} />
          <ToolButton name="Eraser" icon={icons.eraser} onClick={() => hand({ type: 'mode', mode: 'eraser' }, 'Eraser.')} pressed={mode === 'eraser'} />
          {PENS.map((p) => (
            <button
              key={p.name}
              type="button"
              className="pen-swatch"
              style={{ '--_pen': p.color } as CSSProperties}
              aria-label={`${p.name} pen`}
              title={p.name}
              aria-pressed={mode === 'pencil' && p === pen}
              onClick={() => hand({ type: 'pen', name: p.name }, `Pen, ${p.name.toLowerCase()}.`)}
            />
          ))}
          <ToolButton name="Undo" icon={icons.undo} onClick={() => pageChange({ type: 'marks', change: 'undo' }, 'Undone.', 'Nothing to undo.')} off={!history.done.length} />
          <ToolButton name="Redo" icon={icons.redo} onClick={() => pageChange({ type: 'marks', change: 'redo' }, 'Redone.', 'Nothing to redo.')} off={!history.undone.length} />
          <ToolButton
            name="Clear page"
            icon={icons.clear}
            onClick={() => pageChange({ type: 'marks', change: 'clear' }, 'Page cleared. Undo brings the marks back.', 'No marks on this page.')}
            off={!strokes(page).length}
          />
        </div>
      </div>
      <ToolStep text={STEPS[mode]} />
      <div ref={stage} className="pdf-stage" tabIndex={0} role="region" aria-label={`${doc.name}, page ${page} of ${pages}`} aria-describedby={`${id}-keys`}>
        <div className="pdf-page" part="page" style={size ? { width: `${Math.floor(size.width * scale)}px`, height: `${Math.floor(size.height * scale)}px` } : undefined}>
          <div ref={picture} className="pdf-picture" />
          <div ref={text} className="textLayer" />
          <canvas ref={ink} className="pdf-ink" data-mode={mode} aria-hidden="true" />
        </div>
      </div>
      <p id={`${id}-keys`} className="visually-hidden">
        Page Down or right arrow: next page. Page Up or left arrow: previous page. Home and End: first and last page. Plus and minus: zoom. Zero: fit to width.
        The pen draws with a mouse, a finger or a stylus.
      </p>
    </div>
  );
}

/** "Page [n] of N": type a number and press Enter (or leave the field) to go there. */
function PageNumber({ page, pages, go }: { page: number; pages: number; go(n: number): void }) {
  const [value, setValue] = useState(String(page));
  useEffect(() => setValue(String(page)), [page]);
  const commit = (typed: string) => {
    const n = clampPage(Number(typed), pages);
    setValue(String(n));
    go(n);
  };
  return (
    <label className="pdf-page-number">
      Page
      <input
        type="text"
        inputMode="numeric"
        value={value}
        aria-label={`Page number, of ${pages}`}
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), commit(e.currentTarget.value))}
        onBlur={(e) => commit(e.currentTarget.value)}
      />
      of {pages}
    </label>
  );
}
