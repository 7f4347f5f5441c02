// Test helpers: happy-dom has no canvas, so a recording 2D context stands in for one. Each drawing
// call is kept with the line width, colour and compositing it was drawn with.
import { vi } from 'vitest';

export type Drawn = { op: string; args: unknown[]; lineWidth: number; strokeStyle: string; composite: string };

class RecordingContext {
  calls: Drawn[] = [];
  lineWidth = 1;
  strokeStyle = '#000000';
  fillStyle = '#000000';
  globalCompositeOperation = 'source-over';
  lineCap = 'butt';
  lineJoin = 'miter';
  constructor(readonly canvas: HTMLCanvasElement) {}
  private record(op: string, args: unknown[]) {
    this.calls.push({ op, args, lineWidth: this.lineWidth, strokeStyle: this.strokeStyle, composite: this.globalCompositeOperation });
  }
  setTransform = (...args: unknown[]) => this.record('setTransform', args);
  save = () => undefined;
  restore = () => undefined;
  clearRect = (...args: unknown[]) => this.record('clearRect', args);
  fillRect = (...args: unknown[]) => this.record('fillRect', args);
  beginPath = () => undefined;
  moveTo = (...args: unknown[]) => this.record('moveTo', args);
  lineTo = (...args: unknown[]) => this.record('lineTo', args);
  quadraticCurveTo = (...args: unknown[]) => this.record('quadraticCurveTo', args);
  arc = (...args: unknown[]) => this.record('arc', args);
  setLineDash = (...args: unknown[]) => this.record('setLineDash', args);
  stroke = () => this.record('stroke', []);
  fill = () => this.record('fill', []);
  drawImage = (...args: unknown[]) => this.record('drawImage', args);
}

const contexts = new WeakMap<HTMLCanvasElement, RecordingContext>();

/** Gives every canvas a recording context, and `toDataURL` a small PNG data URL. */
export function fakeCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    let ctx = contexts.get(this);
    if (!ctx) contexts.set(this, (ctx = new RecordingContext(this)));
    return ctx as unknown as CanvasRenderingContext2D;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
}

/** What was drawn on a canvas, from `from` on. */
export function drawn(canvas: HTMLCanvasElement, from = 0): Drawn[] {
  return contexts.get(canvas)?.calls.slice(from) ?? [];
}

/** A pointer event as a browser sends it to the canvas. */
export function pointer(target: Element, type: string, x: number, y: number, init: PointerEventInit = {}): void {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, pressure: 0.5, ...init }),
  );
}

/** A stroke through the given points: down, moves, up. */
export function scribble(target: Element, points: [number, number][], init: PointerEventInit = {}): void {
  const [first, ...rest] = points;
  pointer(target, 'pointerdown', first![0], first![1], init);
  for (const [x, y] of rest) pointer(target, 'pointermove', x, y, { ...init, button: -1 });
  const last = points.at(-1)!;
  pointer(target, 'pointerup', last[0], last[1], init);
}
