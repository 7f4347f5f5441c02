import { useEffect, useId, useRef, type JSX } from 'react';
import { LineIcon, ToolShell, useAnnounce, useResults, useToolSettings, type ToolCommonProps } from '../tool-kit';

import { fitCanvas, paintStrokes } from '../tool-kit/ink/draw';
import { attachPen } from '../tool-kit/ink/pen';
import { PENS, penFor, visibleStrokes, type Pen, type Stroke, type Tool } from '../tool-kit/ink/logic';
import { useStepReducer } from '../tool-kit/reducer';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import { drawLines } from './draw';
import { SHORT_SCREEN, pageReducer, paperHeight, startPage, type PageAction } from './logic';
import { ToolStep } from '../tool-kit/step';
import { settings as declared, tool as writingPaper } from './tool';

export type WritingPaperProps = ToolCommonProps & {
  /** 5 or 10 handwriting lines. */
  lines?: number;
  /** The pen colour to start with: black, blue, red, green, purple or orange. */
  color?: string;
};

const TITLE = 'Writing Paper';

const icons = {
  pencil: 'M4 20l1.2-4.6L15.8 4.8a2 2 0 0 1 2.8 0l.6.6a2 2 0 0 1 0 2.8L8.6 18.8zM13.5 7l3.5 3.5',
  eraser: 'M8.5 20 3.7 15.2a2 2 0 0 1 0-2.8l8.7-8.7a2 2 0 0 1 2.8 0l4.3 4.3a2 2 0 0 1 0 2.8L11 20zM8 9.5l6.5 6.5M11 20h9',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  clear: 'M4 7h16M9 7V4h6v3M6.5 7l1 13h9l1-13M10 11v5M14 11v5',
  save: 'M7 9V3h10v6M7 17H4.5A1.5 1.5 0 0 1 3 15.5v-5A1.5 1.5 0 0 1 4.5 9h15a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-1.5 1.5H17M7 14h10v7H7z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
};

/** The page's actions; each returns what the live region should say about it (Save, once the printing part is there). */
type Actions = {
  undo(): string;
  redo(): string;
  clear(): string;
  save(): string | Promise<string>;
};

/** The saved image and its printing: loaded with the first tap, key or focus in the tool. */
const printPart = lazyPart(() => import('./play'));

/**
 * Ruled handwriting paper to write on with a pen, a finger or the mouse. Strokes are kept as
 * data, so undo, redo and clear work and the page is painted again, sharp, at any size and
 * screen density. The ruled lines live on their own canvas under the ink.
 */
export function WritingPaper(props: WritingPaperProps): JSX.Element {
  const held = useToolSettings(writingPaper, declared, props);
  const [settings, set] = held;
  const count = settings.lines;
  const pen = penFor(settings.color);
  // `latest`: the page now, for the pen's own listeners and the repaints between renders.
  const [{ tool, history }, dispatch, latest] = useStepReducer(pageReducer, startPage);
  const results = useResults(writingPaper.id, props);
  const hint = useId();
  const banded = props.bg !== 'transparent';


  // The canvases are drawn outside React's renders: what their handlers need lives in refs.
  const paper = useRef<HTMLDivElement>(null);
  // The printing part loads with the first tap, key or focus anywhere in the tool.
  const [printer] = useFirstUse(printPart, paper);
  const linesCanvas = useRef<HTMLCanvasElement>(null);
  const inkCanvas = useRef<HTMLCanvasElement>(null);
  const ink = useRef<CanvasRenderingContext2D | null>(null);
  const size = useRef({ width: 0, dpr: 1, compact: false });
  // The pen's listeners are registered once, so that a stroke in flight outlives a render: they read the colour chosen last here.
  const penNow = useRef(pen);
  penNow.current = pen;
  const drawing = useRef<Stroke | null>(null);

  const repaint = () => {
    if (!ink.current) return;
    const strokes = visibleStrokes(latest.current.history);
    paintStrokes(ink.current, drawing.current ? [...strokes, drawing.current] : strokes);
  };

  // Sized to the paper's CSS box at the screen's density, painted again whenever that changes.
  useEffect(() => {
    const box = paper.current!;
    const fit = () => {
      const width = box.clientWidth;
      // The same rule as the paper's CSS height (styles.ts): smaller lines on a short screen.
      const compact = typeof matchMedia === 'function' && matchMedia(SHORT_SCREEN).matches;
      const height = paperHeight(count, compact);
      const dpr = window.devicePixelRatio || 1;
      size.current = { width, dpr, compact };
      const lines = fitCanvas(linesCanvas.current!, width, height, dpr);
      if (lines) drawLines(lines, width, count, banded, compact);
      // desynchronized: the browser may show ink without waiting for the page's next frame.
      ink.current = fitCanvas(inkCanvas.current!, width, height, dpr, { desynchronized: true });
      repaint();
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [count, banded]);

  // The pen, the finger or the mouse, with the colour and tool chosen last.
  useEffect(
    () =>
      attachPen(inkCanvas.current!, {
        pen: () => ({ tool: latest.current.tool, color: penNow.current.color }),
        ink,
        stroke: (stroke) => dispatch({ type: 'write', stroke }),
        repaint,
        drawing,
      }),
    [],
  );

  const change = (action: PageAction, said: string, nothing: string) => {
    const { before, after } = dispatch(action);
    if (after === before) return nothing;
    repaint();
    return said;
  };
  const actions: Actions = {
    undo: () => change({ type: 'undo' }, 'Undone.', 'Nothing to undo.'),
    redo: () => change({ type: 'redo' }, 'Redone.', 'Nothing to redo.'),
    clear: () => change({ type: 'clear' }, 'Paper cleared. Undo brings it back.', 'The paper is already empty.'),
    save: () => {
      const run = ({ paperImage, printImage }: typeof import('./play')) => {
        const url = inkCanvas.current && paperImage(inkCanvas.current, size.current.width, count, size.current.dpr, size.current.compact);
        if (!url) return 'This browser could not make an image of the paper.';
        const place = printImage(url, TITLE);
        results.complete();
        return place === 'window' ? 'The print view opened in a new window.' : 'Printing the paper from this page.';
      };
      return printer ? run(printer) : printPart.load().then(run);
    },
  };

  return (
    <ToolShell
      held={held}
      choices={['lines']}
      toolbar={
        <Toolbar
          tool={tool}
          pen={pen}
          canUndo={history.done.length > 0}
          canRedo={history.undone.length > 0}
          canClear={visibleStrokes(history).length > 0}
          choose={(nextTool, nextPen) => {
            dispatch({ type: 'choose', tool: nextTool });
            if (nextPen) set('color', nextPen.name.toLowerCase() as typeof settings.color);
          }}
          actions={actions}
        />
      }
    >
      <ToolStep text={stepText(tool, visibleStrokes(history).length > 0)} />
      <div ref={paper} className="paper" part="paper" data-lines={count}>
        <canvas ref={linesCanvas} className="paper-lines" aria-hidden="true" />
        <canvas
          ref={inkCanvas}
          className="paper-ink"
          data-tool={tool}
          role="img"
          tabIndex={-1}
          aria-label={`Writing paper, ${count} lines`}
          aria-describedby={hint}
        />
      </div>
      <p id={hint} className="visually-hidden">
        Write on the paper with a pen, a finger or the mouse. The paper can't be drawn on with the keyboard: use the buttons to choose the
        pencil, the eraser and a pen colour, to undo, redo or clear, and Save to print the page. Ctrl+Z undoes, Ctrl+Y redoes.
      </p>
    </ToolShell>
  );
}

/** What to do now: write, then keep going or Save; with the eraser, how to get back to writing. */
function stepText(tool: Tool, written: boolean): string {
  if (tool === 'eraser') return 'Rub out with the eraser. Tap Pencil to write again.';
  return written ? 'Good! Keep writing, or press Save to print your page.' : 'Write on the lines with your finger, a pen or the mouse.';
}

type ToolbarProps = {
  tool: Tool;
  pen: Pen;
  canUndo: boolean;
  canRedo: boolean;
  canClear: boolean;
  choose(tool: Tool, pen?: Pen): void;
  actions: Actions;
};

function Toolbar({ tool, pen, canUndo, canRedo, canClear, choose, actions }: ToolbarProps) {
  const announce = useAnnounce();
  const group = useRef<HTMLDivElement>(null);

  // Undo and redo keys anywhere in the tool (its buttons, its settings, the paper once drawn on).
  // Undo and redo read the page from the reducer's box, so the first render's actions serve for good.
  useEffect(() => {
    const shell = group.current!.closest('.tool-shell')!;
    const onKey = (event: Event) => {
      const e = event as KeyboardEvent;
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      const action = key === 'y' || (key === 'z' && e.shiftKey) ? 'redo' : key === 'z' ? 'undo' : null;
      if (!action) return;
      e.preventDefault();
      announce(actions[action]());
    };
    shell.addEventListener('keydown', onKey);
    return () => shell.removeEventListener('keydown', onKey);
  }, [announce]);

  const button = (name: string, icon: string, onClick: () => void, extra: { pressed?: boolean; off?: boolean } = {}) => (
    <button
      type="button"
      className="tool-button"
      aria-pressed={extra.pressed}
      aria-disabled={extra.off || undefined}
      title={name}
      onClick={onClick}
    >
      <LineIcon d={icon} />
      <span className="label-wide">{name}</span>
    </button>
  );
  return (
    <>
      <div ref={group} className="paper-tools" role="group" aria-label="Tool">
        {button('Pencil', icons.pencil, () => (choose('pencil'), announce(`Pencil, ${pen.name.toLowerCase()}.`)), { pressed: tool === 'pencil' })}
        {button('Eraser', icons.eraser, () => (choose('eraser'), announce('Eraser.')), { pressed: tool === 'eraser' })}
      </div>
      <div className="paper-tools" role="group" aria-label="Pen colour">
        {PENS.map((p) => (
          <button
            key={p.name}
            type="button"
            className="pen-swatch"
            data-pen={p.name}
            aria-label={p.name}
            title={p.name}
            aria-pressed={tool === 'pencil' && p === pen}
            onClick={() => {
              choose('pencil', p);
              announce(`Pencil, ${p.name.toLowerCase()}.`);
            }}
          >
            {p === pen && <LineIcon d={icons.check} />}
          </button>
        ))}
      </div>
      <div className="paper-tools" role="group" aria-label="Page">
        {button('Undo', icons.undo, () => announce(actions.undo()), { off: !canUndo })}
        {button('Redo', icons.redo, () => announce(actions.redo()), { off: !canRedo })}
        {button('Clear', icons.clear, () => announce(actions.clear()), { off: !canClear })}
        {button('Save', icons.save, () => void Promise.resolve(actions.save()).then(announce))}
      </div>
    </>
  );
}
