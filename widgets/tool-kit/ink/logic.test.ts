import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRESSURE,
  ERASER_WIDTH,
  PENS,
  addStroke,
  clearPaper,
  emptyHistory,
  isPalm,
  penFor,
  pressureOf,
  redo,
  segment,
  segments,
  strokeWidth,
  undo,
  visibleStrokes,
  type Stroke,
} from './logic';

const stroke = (color: string, ...xy: [number, number][]): Stroke => ({
  tool: 'pencil',
  color,
  points: xy.map(([x, y]) => ({ x, y, pressure: 0.5 })),
});

describe('pens and widths', () => {
  it('offers six named pens with distinct colours, black first', () => {
    expect(PENS.map((p) => p.name)).toEqual(['Black', 'Blue', 'Red', 'Green', 'Purple', 'Orange']);
    expect(new Set(PENS.map((p) => p.color)).size).toBe(6);
  });

  it('reads the color setting by name or hex, black otherwise', () => {
    expect(penFor('blue').name).toBe('Blue');
    expect(penFor(' Orange ').name).toBe('Orange');
    expect(penFor(PENS[4].color).name).toBe('Purple');
    expect(penFor('pink')).toBe(PENS[0]);
    expect(penFor(undefined)).toBe(PENS[0]);
  });

  it('draws max(1.5, 3 × pressure) wide with the pencil and 16 wide with the eraser', () => {
    expect(strokeWidth('pencil', 0.5)).toBe(1.5);
    expect(strokeWidth('pencil', 0.2)).toBe(1.5);
    expect(strokeWidth('pencil', 0)).toBe(1.5);
    expect(strokeWidth('pencil', 0.8)).toBeCloseTo(2.4);
    expect(strokeWidth('pencil', 1)).toBe(3);
    expect(strokeWidth('eraser', 0.5)).toBe(ERASER_WIDTH);
    expect(strokeWidth('eraser', 1)).toBe(16);
  });

  it('takes pressure 0.5 from a mouse or a device that gives none', () => {
    expect(DEFAULT_PRESSURE).toBe(0.5);
    expect(pressureOf('mouse', 0.5)).toBe(0.5);
    expect(pressureOf('mouse', 0)).toBe(0.5);
    expect(pressureOf('touch', 0)).toBe(0.5);
    expect(pressureOf('pen', undefined)).toBe(0.5);
    expect(pressureOf('pen', 0.9)).toBe(0.9);
    expect(pressureOf('pen', 0.1)).toBe(0.1);
  });
});

describe('smoothed segments', () => {
  it('curves through the midpoints with each point as control, from the first point to the last', () => {
    const s = stroke('#000', [0, 0], [10, 0], [10, 10], [20, 10]);
    expect(segments(s)).toEqual([
      { x0: 0, y0: 0, cx: 0, cy: 0, x1: 5, y1: 0, width: 1.5 },
      { x0: 5, y0: 0, cx: 10, cy: 0, x1: 10, y1: 5, width: 1.5 },
      { x0: 10, y0: 5, cx: 10, cy: 10, x1: 15, y1: 10, width: 1.5 },
      { x0: 15, y0: 10, cx: 20, cy: 10, x1: 20, y1: 10, width: 1.5 },
    ]);
  });

  it('draws a single point as a dot, and a segment as soon as the next point is known', () => {
    const s = stroke('#000', [4, 4]);
    expect(segment(s, 0)).toEqual({ x0: 4, y0: 4, cx: 4, cy: 4, x1: 4, y1: 4, width: 1.5 });
    s.points.push({ x: 8, y: 4, pressure: 1 });
    expect(segment(s, 0, false)).toEqual({ x0: 4, y0: 4, cx: 4, cy: 4, x1: 6, y1: 4, width: 1.5 });
    expect(segment(s, 1)).toEqual({ x0: 6, y0: 4, cx: 8, cy: 4, x1: 8, y1: 4, width: 3 });
  });

  it('gives every segment of an eraser stroke the eraser width', () => {
    const s: Stroke = { ...stroke('#000', [0, 0], [5, 5]), tool: 'eraser' };
    expect(segments(s).map((x) => x.width)).toEqual([16, 16]);
  });
});

describe('undo, redo and clear', () => {
  const a = stroke('red', [1, 1]);
  const b = stroke('blue', [2, 2]);
  const c = stroke('green', [3, 3]);

  it('undoes the last stroke and redoes it; a new stroke drops what could be redone', () => {
    let h = addStroke(addStroke(emptyHistory, a), b);
    expect(visibleStrokes(h)).toEqual([a, b]);
    h = undo(h);
    expect(visibleStrokes(h)).toEqual([a]);
    expect(h.undone).toEqual([b]);
    h = redo(h);
    expect(visibleStrokes(h)).toEqual([a, b]);
    h = undo(undo(h));
    expect(visibleStrokes(h)).toEqual([]);
    expect(h.undone).toEqual([b, a]);
    h = redo(h);
    expect(visibleStrokes(h)).toEqual([a]);
    h = addStroke(h, c);
    expect(visibleStrokes(h)).toEqual([a, c]);
    expect(h.undone).toEqual([]);
  });

  it('leaves the history as it is when there is nothing to undo or redo', () => {
    expect(undo(emptyHistory)).toBe(emptyHistory);
    expect(redo(emptyHistory)).toBe(emptyHistory);
    const h = addStroke(emptyHistory, a);
    expect(redo(h)).toBe(h);
  });

  it('clears as one undoable step, and redo clears again', () => {
    let h = addStroke(addStroke(emptyHistory, a), b);
    h = clearPaper(h);
    expect(visibleStrokes(h)).toEqual([]);
    h = addStroke(h, c);
    expect(visibleStrokes(h)).toEqual([c]);
    h = undo(undo(h));
    expect(visibleStrokes(h)).toEqual([a, b]);
    h = redo(h);
    expect(visibleStrokes(h)).toEqual([]);
  });

  it('does not record a clear of an empty page', () => {
    expect(clearPaper(emptyHistory)).toBe(emptyHistory);
    const cleared = clearPaper(addStroke(emptyHistory, a));
    expect(clearPaper(cleared)).toBe(cleared);
  });
});

describe('palm rejection', () => {
  it('ignores touches while a pen is in use and for a second after, never pens or mice', () => {
    expect(isPalm('touch', 5000, 4500)).toBe(true);
    expect(isPalm('touch', 5000, 3999)).toBe(false);
    expect(isPalm('touch', 5000, -Infinity)).toBe(false);
    expect(isPalm('pen', 5000, 4999)).toBe(false);
    expect(isPalm('mouse', 5000, 4999)).toBe(false);
  });
});
