import { useEffect, useId, useRef, useState, type JSX, type KeyboardEvent, type ReactNode } from 'react';
import { ToolShell, useAnnounce, useResults, type ToolCommonProps } from '../tool-kit';
import { PENS, addStroke, clearPaper, emptyHistory, penFor, redo, undo, visibleStrokes, type History, type Pen, type Tool } from '../writing-paper/logic';
import type { OpenedDocument, ShownPage, Source } from './engine';
import { MAX_FILE_BYTES, MESSAGES, NOTES_KEY, SAMPLE, clampPage, fitWidthScale, keyAction, notesFor, openError, resolveSource, withNotes, zoomIn, zoomLabel, zoomOut } from './logic';
import sampleUrl from './sample-reader.pdf?url';

export type PdfViewerProps = ToolCommonProps & {
  /** The PDF to open: a web address (this site, or a server allowing CORS), or `sample`. */
  src?: string;
  /** The page to open at. */
  page?: number;
};

const TITLE = 'PDF Viewer';
type Engine = typeof import('./engine');
type Mode = 'read' | Tool;
type Zoom = 'fit' | number;
type Opened = OpenedDocument & { name: string; src?: string };

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);
const icons = {
  open: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM12 11v5M9.5 13.5 12 11l2.5 2.5',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5M8 7h7',
  print: 'M7 9V3h10v6M7 17H4.5A1.5 1.5 0 0 1 3 15.5v-5A1.5 1.5 0 0 1 4.5 9h15a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-1.5 1.5H17M7 14h10v7H7z',
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

/**
 * A PDF reader for lessons: opens a document from a web address or from the device (the file
 * stays in the browser), one page at a time with its text laid over it for screen readers, zoom
 * and fit-to-width, and a pen to mark pages (kept on the device per document, printable).
 * pdf.js loads only when a document is opened.
 */
export function PdfViewer(props: PdfViewerProps): JSX.Element {
  const announce = useAnnounce();
  const results = useResults('pdf-viewer', props);
  const id = useId();
  const [doc, setDoc] = useState<Opened | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [size, setSize] = useState<{ page: number; width: number; height: number } | null>(null);
  const [stageWidth, setStageWidth] = useState(0);
  const [mode, setMode] = useState<Mode>('read');
  const [pen, setPen] = useState<Pen>(PENS[1]);
  const [notes, setNotes] = useState<Record<number, History>>({});

  const engine = useRef<Engine | null>(null);
  const opening = useRef<AbortController | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const ink = useRef<HTMLCanvasElement>(null);
  const inkCtx = useRef<CanvasRenderingContext2D | null>(null);
  const finished = useRef('');

  const scale = zoom === 'fit' ? fitWidthScale(stageWidth, size?.width ?? 0) : zoom;
  const pages = doc?.pages ?? 0;
  const strokes = (n: number, all = notes) => visibleStrokes(all[n] ?? emptyHistory);
  const latest = useRef({ mode, pen, scale, page, notes, doc });
  latest.current = { mode, pen, scale, page, notes, doc };

  async function open(source: Source, name: string, src?: string) {
    opening.current?.abort();
    const controller = (opening.current = new AbortController());
    setBusy(true);
    setError('');
    announce(`Opening ${name}…`);
    try {
      engine.current ??= await import('./engine');
      const opened = await engine.current.openDocument(source, controller.signal);
      if (controller.signal.aborted) return void opened.pdf.destroy();
      void latest.current.doc?.pdf.destroy();
      const kept = notesFor(readNotes(), opened.id);
      setNotes(Object.fromEntries(Object.entries(kept).map(([n, s]) => [n, { done: s, undone: [] }])));
      setDoc({ ...opened, name, src });
      setSize(null);
      setPage(clampPage(props.page ?? 1, opened.pages));
      finished.current = '';
      announce(`${name}: ${opened.pages} ${opened.pages === 1 ? 'page' : 'pages'}.`);
    } catch (cause) {
      if (controller.signal.aborted) return;
      const message = openError(cause);
      setError(message);
      announce(message);
    } finally {
      if (opening.current === controller) setBusy(false);
    }
  }

  const openAddress = (src: string) => {
    const url = resolveSource(src, document.baseURI, new URL(sampleUrl, import.meta.url).href);
    if (!url) return setError(MESSAGES.badAddress);
    void open({ url }, src.trim() === SAMPLE ? 'Sam and the Big Red Bus' : decodeURIComponent(url.split('/').pop()!.split('?')[0] || 'PDF'), src.trim());
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError(MESSAGES.tooBig);
    void open({ data: new Uint8Array(await file.arrayBuffer()) }, file.name);
  };

  useEffect(() => {
    if (props.src) openAddress(props.src);
  }, [props.src]);
  useEffect(() => () => {
    opening.current?.abort();
    void latest.current.doc?.pdf.destroy();
  }, []);

  // The stage's width, for fit-to-width.
  useEffect(() => {
    const box = stage.current;
    if (!box) return;
    const measure = () => setStageWidth(box.clientWidth);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [doc !== null]);

  // The page's size at 100 %, then the page drawn at the current scale.
  useEffect(() => {
    if (!doc || !engine.current) return;
    let stop = false;
    void engine.current.pageSize(doc.pdf, page).then((s) => !stop && setSize({ page, ...s }));
    return () => {
      stop = true;
    };
  }, [doc, page]);

  useEffect(() => {
    if (!doc || !engine.current || size?.page !== page || !(scale > 0)) return;
    const shown: ShownPage = engine.current.showPage(doc.pdf, page, scale, picture.current!, text.current!);
    shown.done.catch(() => undefined);
    if (page === doc.pages && finished.current !== doc.id) {
      finished.current = doc.id;
      results.complete();
    }
    return () => shown.cancel();
  }, [doc, page, scale, size]);

  // The marks of this page, painted again whenever they or the scale change.
  useEffect(() => {
    if (!engine.current || !size || !ink.current) return;
    inkCtx.current = engine.current.paintInk(ink.current, size.width, size.height, scale, strokes(page));
  }, [notes, page, scale, size]);

  useEffect(() => {
    if (!engine.current || !ink.current) return;
    return engine.current.attachPen(ink.current, {
      pen: () => (latest.current.mode === 'read' ? null : { tool: latest.current.mode as Tool, color: latest.current.pen.color }),
      scale: () => latest.current.scale,
      ctx: () => inkCtx.current,
      stroke: (stroke) => change(addStroke(latest.current.notes[latest.current.page] ?? emptyHistory, stroke)),
      repaint: () => inkCtx.current && engine.current!.paintInk(ink.current!, size!.width, size!.height, latest.current.scale, strokes(latest.current.page)),
    });
  }, [doc]);

  /** The current page's marks changed: shown, and kept on the device. */
  function change(history: History) {
    const { page, notes, doc } = latest.current;
    const next = { ...notes, [page]: history };
    latest.current.notes = next;
    setNotes(next);
    if (!doc) return;
    const visible = Object.fromEntries(Object.keys(next).map((n) => [n, strokes(Number(n), next)]));
    try {
      localStorage.setItem(NOTES_KEY, withNotes(readNotes(), doc.id, visible, Date.now()));
    } catch {
      announce('Your marks could not be kept on this device.');
    }
  }

  // Keys may come faster than renders: each step starts from the latest page and scale, not this render's.
  const go = (to: (page: number) => number) => {
    const now = latest.current.page;
    const next = clampPage(to(now), pages);
    if (next === now) return;
    latest.current.page = next;
    setPage(next);
    announce(`Page ${next} of ${pages}.`);
  };
  const zoomTo = (to: (scale: number) => Zoom) => {
    const next = to(latest.current.scale);
    if (next !== 'fit') latest.current.scale = next;
    setZoom(next);
    announce(next === 'fit' ? 'Fit to width.' : `Zoom ${zoomLabel(next)}.`);
  };
  const act = (action: ReturnType<typeof keyAction>) => {
    if (action === 'next') go((n) => n + 1);
    else if (action === 'previous') go((n) => n - 1);
    else if (action === 'first') go(() => 1);
    else if (action === 'last') go(() => pages);
    else if (action) zoomTo(action === 'zoomIn' ? zoomIn : action === 'zoomOut' ? zoomOut : () => 'fit');
  };
  const onKey = (event: KeyboardEvent) => {
    if (!doc || (event.target as HTMLElement).closest('input, select, textarea')) return;
    const action = keyAction(event.key, { ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey });
    if (!action) return;
    event.preventDefault();
    act(action);
  };

  const history = notes[page] ?? emptyHistory;
  const pageChange = (to: () => History, said: string, nothing: string) => {
    const next = to();
    if (next === history) return announce(nothing);
    change(next);
    announce(said);
  };
  const print = async () => {
    if (!doc || !engine.current) return;
    announce('Getting the pages ready to print…');
    const place = await engine.current.printDocument(doc.pdf, (n) => strokes(n), doc.name);
    announce(place === 'window' ? 'The print view opened in a new window.' : 'Printing the pages from this page.');
  };

  const button = (name: string, icon: string, onClick: () => void, extra: { pressed?: boolean; off?: boolean; wide?: boolean } = {}) => (
    <button type="button" className={`tool-button${extra.wide ? '' : ' icon'}`} aria-pressed={extra.pressed} disabled={extra.off} title={name} aria-label={extra.wide ? undefined : name} onClick={onClick}>
      <Icon d={icon} />
      {extra.wide && <span className="label-wide">{name}</span>}
    </button>
  );

  const shareParams: Record<string, string> = {};
  if (doc?.src) shareParams.src = doc.src;
  if (doc?.src && page > 1) shareParams.page = String(page);

  const toolbar: ReactNode = (
    <>
      <label className="tool-button file-button">
        <Icon d={icons.open} />
        <span className="label-wide">Open a PDF</span>
        <input type="file" accept="application/pdf,.pdf" aria-label="Open a PDF from this device" onChange={(e) => void openFile(e.currentTarget.files?.[0]).then(() => (e.target.value = ''))} />
      </label>
      {button('Sample reader', icons.book, () => openAddress(SAMPLE), { wide: true })}
      {button('Print', icons.print, () => void print(), { off: !doc, wide: true })}
    </>
  );

  const settings = (
    <form
      className="address-row"
      onSubmit={(e) => {
        e.preventDefault();
        openAddress(String(new FormData(e.currentTarget).get('address') ?? ''));
      }}
    >
      <label>
        PDF web address
        <input type="text" name="address" inputMode="url" placeholder="https://…/reader.pdf" />
      </label>
      <button type="submit" className="tool-button">
        Open
      </button>
    </form>
  );

  return (
    <ToolShell tool="pdf-viewer" title={TITLE} common={props} shareParams={shareParams} toolbar={toolbar} settings={settings}>
      <div className="pdf-viewer" onKeyDown={onKey} aria-busy={busy}>
        {error && (
          <p className="pdf-message" role="alert">
            {error}
          </p>
        )}
        {!doc ? (
          <div className="pdf-empty">
            <p>{busy ? 'Opening the PDF…' : 'Open a PDF from this device, or the sample reader.'}</p>
          </div>
        ) : (
          <>
            <div className="pdf-bars">
              <div className="pdf-group" role="group" aria-label="Pages">
                {button('Previous page', icons.previous, () => act('previous'), { off: page <= 1 })}
                <PageNumber page={page} pages={pages} go={(n) => go(() => n)} />
                {button('Next page', icons.next, () => act('next'), { off: page >= pages })}
              </div>
              <div className="pdf-group" role="group" aria-label="Zoom">
                {button('Zoom out', icons.zoomOut, () => act('zoomOut'))}
                <output className="pdf-zoom" aria-live="off">
                  {zoomLabel(scale)}
                </output>
                {button('Zoom in', icons.zoomIn, () => act('zoomIn'))}
                {button('Fit to width', icons.fit, () => act('fit'), { pressed: zoom === 'fit' })}
              </div>
              <div className="pdf-group" role="group" aria-label="Marks">
                {button('Read', icons.read, () => (setMode('read'), announce('Reading: the pen is off.')), { pressed: mode === 'read' })}
                {button('Pen', icons.pencil, () => (setMode('pencil'), announce(`Pen, ${pen.name.toLowerCase()}.`)), { pressed: mode === 'pencil' })}
                {button('Eraser', icons.eraser, () => (setMode('eraser'), announce('Eraser.')), { pressed: mode === 'eraser' })}
                {PENS.map((p) => (
                  <button
                    key={p.name}
                    type="button"
                    className="pen-swatch"
                    data-pen={p.name}
                    aria-label={`${p.name} pen`}
                    title={p.name}
                    aria-pressed={mode === 'pencil' && p === pen}
                    onClick={() => {
                      setPen(penFor(p.name));
                      setMode('pencil');
                      announce(`Pen, ${p.name.toLowerCase()}.`);
                    }}
                  />
                ))}
                {button('Undo', icons.undo, () => pageChange(() => undo(history), 'Undone.', 'Nothing to undo.'), { off: !history.done.length })}
                {button('Redo', icons.redo, () => pageChange(() => redo(history), 'Redone.', 'Nothing to redo.'), { off: !history.undone.length })}
                {button('Clear page', icons.clear, () => pageChange(() => clearPaper(history), 'Page cleared. Undo brings the marks back.', 'No marks on this page.'), { off: !strokes(page).length })}
              </div>
            </div>
            <div ref={stage} className="pdf-stage" tabIndex={0} role="region" aria-label={`${doc.name}, page ${page} of ${pages}`} aria-describedby={`${id}-keys`}>
              <div
                className="pdf-page"
                part="page"
                style={size ? { width: `${Math.floor(size.width * scale)}px`, height: `${Math.floor(size.height * scale)}px` } : undefined}
              >
                <div ref={picture} className="pdf-picture" />
                <div ref={text} className="textLayer" />
                <canvas ref={ink} className="pdf-ink" data-mode={mode} aria-hidden="true" />
              </div>
            </div>
            <p id={`${id}-keys`} className="visually-hidden">
              Page Down or right arrow: next page. Page Up or left arrow: previous page. Home and End: first and last page. Plus and minus: zoom. Zero: fit to
              width. The pen draws with a mouse, a finger or a stylus.
            </p>
          </>
        )}
      </div>
    </ToolShell>
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
