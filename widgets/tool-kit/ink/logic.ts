// The pen of the tools that are written on (Writing Paper, b and d, the PDF viewer), free of the
// DOM: the pens, the stroke model with undo and redo, the smoothed segments a stroke is drawn with,
// and which pointers may draw.

/** Six pens that read well on white paper and on the usual lesson slides. */
export const PENS = [
  { name: 'Black', color: '#1f2328' },
  { name: 'Blue', color: '#1d4ed8' },
  { name: 'Red', color: '#c81e1e' },
  { name: 'Green', color: '#15803d' },
  { name: 'Purple', color: '#7e22ce' },
  { name: 'Orange', color: '#c2410c' },
] as const;
export type Pen = (typeof PENS)[number];

/** The pen a `color` setting names (`blue`, `Blue` or its hex value); black otherwise. */
export function penFor(setting: unknown): Pen {
  const wanted = String(setting ?? '').trim().toLowerCase();
  return PENS.find((pen) => pen.name.toLowerCase() === wanted || pen.color === wanted) ?? PENS[0];
}

export type Tool = 'pencil' | 'eraser';
type Point = { x: number; y: number; pressure: number };
export type Stroke = { tool: Tool; color: string; points: Point[] };

export const ERASER_WIDTH = 16;
const MIN_PEN_WIDTH = 1.5;
/** What a mouse, or any device that measures no pressure, draws with. */
export const DEFAULT_PRESSURE = 0.5;

/** The pressure of a pointer sample: a mouse, or a reading of 0 or none, counts as 0.5. */
export function pressureOf(pointerType: string, pressure: number | undefined): number {
  return pointerType === 'mouse' || !(Number(pressure) > 0) ? DEFAULT_PRESSURE : Math.min(1, Number(pressure));
}

/** Line width at a point: the pencil follows the pressure, `max(1.5, 3 × pressure)`; the eraser is 16 wide. */
export function strokeWidth(tool: Tool, pressure: number): number {
  return tool === 'eraser' ? ERASER_WIDTH : Math.max(MIN_PEN_WIDTH, 3 * pressure);
}

/** One piece of a smoothed stroke: a quadratic curve from (x0, y0) through control (cx, cy) to (x1, y1). */
export type Segment = { x0: number; y0: number; cx: number; cy: number; x1: number; y1: number; width: number };

/**
 * Segment `i` of a stroke (0 ≤ i < points.length), smoothed through the midpoints: each curve runs
 * from the midpoint before a point to the midpoint after it, with the point as control, so
 * segment `i` needs only points up to `i + 1` and can be drawn as soon as that point arrives. The
 * first starts at the first point, the last ends at the last; a single point is a dot
 * (zero length, drawn as a disc).
 */
export function segment(stroke: Stroke, i: number, last = i === stroke.points.length - 1): Segment {
  const points = stroke.points;
  const p = points[i]!;
  const before = i === 0 ? p : mid(points[i - 1]!, p);
  const after = last ? p : mid(p, points[i + 1]!);
  return { x0: before.x, y0: before.y, cx: p.x, cy: p.y, x1: after.x, y1: after.y, width: strokeWidth(stroke.tool, p.pressure) };
}

/** Every segment of a finished stroke. */
export function segments(stroke: Stroke): Segment[] {
  return stroke.points.map((_, i) => segment(stroke, i));
}

const mid = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** What the page holds: strokes and clears done, and those undone (redo brings them back). */
type Entry = Stroke | 'clear';
export type History = { done: readonly Entry[]; undone: readonly Entry[] };
export const emptyHistory: History = { done: [], undone: [] };

/** A new stroke; anything undone can no longer be redone. */
export function addStroke(history: History, stroke: Stroke): History {
  return { done: [...history.done, stroke], undone: [] };
}

/** Wipes the page as one step that undo takes back; an empty page stays as it is. */
export function clearPaper(history: History): History {
  return visibleStrokes(history).length ? { done: [...history.done, 'clear'], undone: [] } : history;
}

export function undo(history: History): History {
  const entry = history.done.at(-1);
  return entry === undefined ? history : { done: history.done.slice(0, -1), undone: [...history.undone, entry] };
}

export function redo(history: History): History {
  const entry = history.undone.at(-1);
  return entry === undefined ? history : { done: [...history.done, entry], undone: history.undone.slice(0, -1) };
}

/** The strokes on the page now: those since the last clear, oldest first. */
export function visibleStrokes(history: History): Stroke[] {
  const cleared = history.done.lastIndexOf('clear');
  return history.done.slice(cleared + 1) as Stroke[];
}

/** How long after the last sign of a pen (drawing or hovering) touches still count as a resting palm. */
const PEN_GRACE_MS = 1000;

/** Whether a pointer must not draw: a touch while a pen is in use is the hand resting on the screen. */
export function isPalm(pointerType: string, now: number, penSeenAt: number): boolean {
  return pointerType === 'touch' && now - penSeenAt < PEN_GRACE_MS;
}
