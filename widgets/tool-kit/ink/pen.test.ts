// @vitest-environment happy-dom
// The kit's pen on a canvas, as Writing Paper, b and d and the PDF Viewer use it: samples inked as
// they come, the stroke handed on when lifted (or cancelled), a resting palm ignored or replaced
// by the pen, the long-press menu held back only while a pen is out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stroke } from './logic';
import { attachPen, type PenOptions } from './pen';
import { drawn, fakeCanvas, pointer, scribble } from './testing';

let canvas: HTMLCanvasElement;
let strokes: Stroke[];
let repaints: number;
let pen: { tool: 'pencil' | 'eraser'; color: string } | null;
let detach: () => void;

function attach(more: Partial<PenOptions> = {}) {
  detach = attachPen(canvas, {
    pen: () => pen,
    ink: { current: canvas.getContext('2d') },
    stroke: (stroke) => strokes.push(stroke),
    repaint: () => repaints++,
    ...more,
  });
}

beforeEach(() => {
  fakeCanvas();
  canvas = document.createElement('canvas');
  document.body.append(canvas);
  // The canvas's box starts at (10, 20) on the page.
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 20, 400, 300));
  strokes = [];
  repaints = 0;
  pen = { tool: 'pencil', color: '#1d4ed8' };
});
afterEach(() => {
  detach();
  canvas.remove();
  vi.restoreAllMocks();
});

describe('attachPen', () => {
  it('inks each sample in its own event and hands the stroke on when lifted, in canvas units', () => {
    attach();
    pointer(canvas, 'pointerdown', 20, 30);
    // The first sample is a dot, drawn before any render.
    expect(drawn(canvas).map((d) => d.op)).toEqual(['arc', 'fill']);
    pointer(canvas, 'pointermove', 40, 60, { button: -1 });
    expect(drawn(canvas).some((d) => d.op === 'quadraticCurveTo')).toBe(true);
    expect(strokes).toEqual([]);
    pointer(canvas, 'pointerup', 40, 60);
    expect(strokes).toHaveLength(1);
    expect(strokes[0]).toMatchObject({ tool: 'pencil', color: '#1d4ed8' });
    expect(strokes[0]!.points.map(({ x, y }) => [x, y])).toEqual([
      [10, 10],
      [30, 40],
    ]);
    expect(drawn(canvas).at(-1)!.strokeStyle).toBe('#1d4ed8');
  });

  it('keeps points in the units its scale gives (a zoomed PDF page, the b and d paper)', () => {
    attach({ scale: (rect) => rect.width / 200 });
    scribble(canvas, [
      [30, 40],
      [50, 80],
    ]);
    expect(strokes[0]!.points.map(({ x, y }) => [x, y])).toEqual([
      [10, 10],
      [20, 30],
    ]);
  });

  it('keeps the stroke in flight where the caller can repaint it, and clears it when lifted', () => {
    const drawing: { current: Stroke | null } = { current: null };
    attach({ drawing });
    pointer(canvas, 'pointerdown', 20, 30);
    pointer(canvas, 'pointermove', 25, 35, { button: -1 });
    expect(drawing.current?.points).toHaveLength(2);
    pointer(canvas, 'pointerup', 25, 35);
    expect(drawing.current).toBeNull();
    expect(strokes[0]!.points).toHaveLength(2);
  });

  it('ends a cancelled pointer’s stroke as a lifted one, and follows only the pointer that began it', () => {
    attach();
    pointer(canvas, 'pointerdown', 20, 30);
    pointer(canvas, 'pointermove', 90, 90, { button: -1, pointerId: 7 });
    pointer(canvas, 'pointerup', 90, 90, { pointerId: 7 });
    expect(strokes).toEqual([]);
    pointer(canvas, 'pointercancel', 20, 30);
    expect(strokes).toHaveLength(1);
    expect(strokes[0]!.points).toHaveLength(1);
  });

  it('draws nothing while no pen is out, and with the eraser cuts ink away', () => {
    pen = null;
    attach();
    scribble(canvas, [
      [20, 30],
      [40, 60],
    ]);
    expect(strokes).toEqual([]);
    expect(drawn(canvas)).toEqual([]);
    pen = { tool: 'eraser', color: '#000000' };
    scribble(canvas, [
      [20, 30],
      [40, 60],
    ]);
    expect(strokes[0]!.tool).toBe('eraser');
    expect(drawn(canvas).every((d) => d.composite === 'destination-out')).toBe(true);
  });

  it('ignores a touch while a pen is near (a resting palm), and lets the pen replace a palm that landed first', () => {
    attach();
    // The pen hovers, then a palm lands: ignored.
    pointer(canvas, 'pointermove', 50, 50, { pointerType: 'pen', pointerId: 2, button: -1 });
    scribble(canvas, [[60, 60]], { pointerType: 'touch', pointerId: 3 });
    expect(strokes).toEqual([]);
    detach();

    // Long after any pen: a palm's touch begins a stroke, then the pen lands and takes over.
    attach();
    pointer(canvas, 'pointerdown', 60, 60, { pointerType: 'touch', pointerId: 3 });
    pointer(canvas, 'pointerdown', 30, 40, { pointerType: 'pen', pointerId: 2 });
    expect(repaints).toBe(1);
    pointer(canvas, 'pointerup', 60, 60, { pointerType: 'touch', pointerId: 3 });
    pointer(canvas, 'pointerup', 30, 40, { pointerType: 'pen', pointerId: 2 });
    expect(strokes).toHaveLength(1);
    expect(strokes[0]!.points.map(({ x, y }) => [x, y])).toEqual([[20, 20]]);
  });

  it('holds back the long-press menu only while a pen is out, and stops listening when removed', () => {
    attach();
    const menu = () => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      canvas.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(menu()).toBe(true);
    pen = null;
    expect(menu()).toBe(false);
    pen = { tool: 'pencil', color: '#1d4ed8' };
    detach();
    expect(menu()).toBe(false);
    scribble(canvas, [[20, 30]]);
    expect(strokes).toEqual([]);
  });
});
