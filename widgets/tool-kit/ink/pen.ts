// A pen, a finger or the mouse on an ink canvas, handled natively: each sample is inked in its own
// event, without waiting for a render. Writing Paper, b and d and the PDF Viewer's pen.
import { drawSegment } from './draw';
import { isPalm, pressureOf, segment, type Stroke, type Tool } from './logic';

type Ref<T> = { current: T };

export type PenOptions = {
  /** The pen now: null while the canvas is not written on (a PDF being read). */
  pen(): { tool: Tool; color: string } | null;
  /** The ink canvas's context, where each sample is drawn. */
  ink: Ref<CanvasRenderingContext2D | null>;
  /** A stroke was finished. */
  stroke(stroke: Stroke): void;
  /** The marks to paint again (a resting palm's stroke was taken away). */
  repaint(): void;
  /** CSS pixels per unit of a stroke's points, from the canvas's box: 1 unless given (a PDF page's zoom, its marks kept in page units). */
  scale?(rect: DOMRect): number;
  /** Where the stroke in flight is kept, for the caller's own repaints while it is drawn. */
  drawing?: Ref<Stroke | null>;
};

/**
 * The pen on an ink canvas: every coalesced sample inked in its own event (a cancelled pointer
 * ends its stroke as a lifted one does), touches ignored while a pen is near (a resting palm), no
 * long-press menu while a pen is out. Returns what removes it.
 */
export function attachPen(canvas: HTMLCanvasElement, options: PenOptions): () => void {
  const { ink, drawing = { current: null } } = options;
  let active: { id: number; type: string; left: number; top: number; scale: number } | null = null;
  let penSeenAt = -Infinity;
  const add = (event: PointerEvent) => {
    const stroke = drawing.current!;
    const { left, top, scale } = active!;
    const n = stroke.points.push({ x: (event.clientX - left) / scale, y: (event.clientY - top) / scale, pressure: pressureOf(event.pointerType, event.pressure) });
    // The curve up to the midpoint before this sample (a dot for the first): ink within the event.
    if (ink.current) drawSegment(ink.current, stroke, n === 1 ? segment(stroke, 0) : segment(stroke, n - 2, false));
  };
  // Each listener first notes a pen nearby, then answers its own pointer only.
  const mine = (event: PointerEvent) => {
    if (event.pointerType === 'pen') penSeenAt = event.timeStamp;
    return active?.id === event.pointerId;
  };
  const listeners: Record<string, (event: PointerEvent) => void> = {
    pointerdown(event) {
      mine(event);
      const pen = options.pen();
      if (!pen || event.button !== 0 || isPalm(event.pointerType, event.timeStamp, penSeenAt)) return;
      if (active) {
        // A palm that landed before the pen: its stroke goes, the pen's begins.
        if (!(event.pointerType === 'pen' && active.type === 'touch')) return;
        drawing.current = null;
        options.repaint();
      }
      event.preventDefault();
      canvas.focus({ preventScroll: true });
      canvas.setPointerCapture?.(event.pointerId);
      const rect = canvas.getBoundingClientRect();
      active = { id: event.pointerId, type: event.pointerType, left: rect.left, top: rect.top, scale: options.scale?.(rect) ?? 1 };
      drawing.current = { tool: pen.tool, color: pen.color, points: [] };
      add(event);
    },
    pointermove(event) {
      if (!mine(event) || !drawing.current) return;
      const samples = event.getCoalescedEvents?.() ?? [];
      for (const sample of samples.length ? samples : [event]) add(sample);
    },
    pointerup(event) {
      if (!mine(event)) return;
      active = null;
      const stroke = drawing.current;
      drawing.current = null;
      if (!stroke) return;
      const n = stroke.points.length;
      if (n > 1 && ink.current) drawSegment(ink.current, stroke, segment(stroke, n - 1));
      options.stroke(stroke);
    },
    contextmenu(event) {
      if (options.pen()) event.preventDefault();
    },
  };
  listeners.pointercancel = listeners.pointerup!;
  for (const type in listeners) canvas.addEventListener(type, listeners[type] as EventListener);
  return () => {
    for (const type in listeners) canvas.removeEventListener(type, listeners[type] as EventListener);
  };
}
