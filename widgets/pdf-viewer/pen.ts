// The pen over a PDF page: the writing paper's strokes, smoothing and palm rule, with points kept
// in page units (100 %), so the marks stay on the same words at every zoom.
import { drawSegment, fitCanvas, paintStrokes } from '../tool-kit/ink/draw';
import { listenPen } from '../tool-kit/ink/listen';
import { isPalm, pressureOf, segment, type Stroke, type Tool } from '../tool-kit/ink/logic';

/** Paints a page's marks on the ink canvas (sized to the page at `scale`); points are in page units. */
export function paintInk(canvas: HTMLCanvasElement, width: number, height: number, scale: number, strokes: Stroke[]): CanvasRenderingContext2D | null {
  const ctx = fitCanvas(canvas, width, height, (window.devicePixelRatio || 1) * scale);
  if (ctx) paintStrokes(ctx, strokes);
  return ctx;
}

export type PenOptions = {
  /** The pen now: null while reading (the page is not drawn on). */
  pen(): { tool: Tool; color: string } | null;
  scale(): number;
  ctx(): CanvasRenderingContext2D | null;
  /** A stroke was finished. */
  stroke(stroke: Stroke): void;
  /** The marks to paint again (a resting palm's stroke was taken away). */
  repaint(): void;
};

/**
 * The pen on the ink canvas, as on the writing paper: every coalesced sample inked in its own event,
 * touches ignored while a pen is near (a resting palm). Returns what removes it.
 */
export function attachPen(canvas: HTMLCanvasElement, options: PenOptions): () => void {
  let active: { id: number; type: string; left: number; top: number; scale: number } | null = null;
  let drawing: Stroke | null = null;
  let penSeenAt = -Infinity;
  const add = (event: PointerEvent) => {
    const stroke = drawing!;
    const a = active!;
    stroke.points.push({ x: (event.clientX - a.left) / a.scale, y: (event.clientY - a.top) / a.scale, pressure: pressureOf(event.pointerType, event.pressure) });
    const n = stroke.points.length;
    const ctx = options.ctx();
    if (ctx) drawSegment(ctx, stroke, n === 1 ? segment(stroke, 0) : segment(stroke, n - 2, false));
  };
  const seen = (event: PointerEvent) => {
    if (event.pointerType === 'pen') penSeenAt = event.timeStamp;
  };
  const down = (event: PointerEvent) => {
    seen(event);
    const pen = options.pen();
    if (!pen || event.button !== 0 || isPalm(event.pointerType, event.timeStamp, penSeenAt)) return;
    if (active) {
      if (!(event.pointerType === 'pen' && active.type === 'touch')) return;
      drawing = null;
      options.repaint();
    }
    event.preventDefault();
    canvas.setPointerCapture?.(event.pointerId);
    const rect = canvas.getBoundingClientRect();
    active = { id: event.pointerId, type: event.pointerType, left: rect.left, top: rect.top, scale: options.scale() };
    drawing = { tool: pen.tool, color: pen.color, points: [] };
    add(event);
  };
  const move = (event: PointerEvent) => {
    seen(event);
    if (!active || event.pointerId !== active.id || !drawing) return;
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length ? samples : [event]) add(sample);
  };
  const up = (event: PointerEvent) => {
    seen(event);
    if (!active || event.pointerId !== active.id) return;
    active = null;
    const stroke = drawing;
    drawing = null;
    if (!stroke) return;
    const ctx = options.ctx();
    if (stroke.points.length > 1 && ctx) drawSegment(ctx, stroke, segment(stroke, stroke.points.length - 1));
    if (ctx) ctx.globalCompositeOperation = 'source-over';
    options.stroke(stroke);
  };
  return listenPen(canvas, down, move, up);
}

