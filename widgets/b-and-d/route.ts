// The rules of the car, free of the DOM: the stroke order of each letter as points in band
// coordinates, the car's route over the paper with the places its tones play, and the rule that a
// letter is chosen before the car drives. Loaded with the first tap, key or focus (play.tsx).

import { BAND_HEIGHT, bands, type Band, type Letter, type Point } from './logic';

/** What driving without a chosen letter says. */
export const CHOOSE_FIRST = 'Choose a letter (🍩 or 🍫) first.';

/** Whether the car may set off: an alert without a letter, nothing while it already drives. */
export function driveCheck(letter: Letter | null, moving: boolean): { drive: true } | { drive: false; alert?: string } {
  if (moving) return { drive: false };
  return letter ? { drive: true } : { drive: false, alert: CHOOSE_FIRST };
}

/** The circle of b and d, between the midline and the baseline. */
const RADIUS = BAND_HEIGHT / 4;
const CENTER_Y = (BAND_HEIGHT * 3) / 4;
/** A letter is as wide as its circle. */
export const LETTER_WIDTH = 2 * RADIUS;
const CIRCLE_STEPS = 24;

const round = (n: number) => Math.round(n * 100) / 100 + 0;

/** The circle from `startDegrees` (0 is right, -90 is the top), one full turn; `clockwise` as the eye sees it on the page. */
function circle(cx: number, startDegrees: number, clockwise: boolean): Point[] {
  return Array.from({ length: CIRCLE_STEPS + 1 }, (_, i) => {
    const angle = ((startDegrees + (clockwise ? 1 : -1) * (360 * i) / CIRCLE_STEPS) * Math.PI) / 180;
    return { x: round(cx + RADIUS * Math.cos(angle)), y: round(CENTER_Y + RADIUS * Math.sin(angle)) };
  });
}

/**
 * Each letter's strokes in the order they are written. d: the doughnut circle first,
 * counter-clockwise from its top right, then the tall stick from the top line down to the
 * baseline, on the circle's right. b: the candy-bar stick first, from the top line down, then the
 * bump, clockwise from the midline, on the stick's right.
 */
export function strokes(letter: Letter): Point[][] {
  const stick = (x: number) => [
    { x, y: 0 },
    { x, y: BAND_HEIGHT },
  ];
  return letter === 'd' ? [circle(RADIUS, -45, false), stick(LETTER_WIDTH)] : [stick(0), circle(RADIUS, -90, true)];
}

/** Tones: one where each stroke begins (the car turns into it), a higher one where the letter ends. */
export const TURN_TONE = 660;
export const FINISH_TONE = 880;
export const TONE_MS = 160;

/** The places the car plays a tone, in band coordinates: each stroke's start, then the letter's end. */
export function turningPoints(letter: Letter): Point[] {
  const all = strokes(letter);
  return [...all.map((stroke) => stroke[0]!), all.at(-1)!.at(-1)!];
}

/** One stop of the car's route in paper pixels; `ink` when the way to it is part of the letter, `tone` where one plays. */
export type Stop = Point & { ink: boolean; tone?: number; at: number };

/** Where the car writes its letter: band 1, this far from the paper's left edge. */
export const LETTER_LEFT = 64;

/**
 * The car's route over the paper: every point of the letter's strokes in order, moving without
 * ink between strokes; `at` is the distance driven to each stop.
 */
export function route(letter: Letter, band: Band = bands()[0]!, left = LETTER_LEFT): Stop[] {
  const stops: Stop[] = [];
  const all = strokes(letter);
  all.forEach((stroke, s) =>
    stroke.forEach((p, i) => {
      const x = left + p.x;
      const y = band.topLine + p.y;
      const before = stops.at(-1);
      const at = before ? before.at + Math.hypot(x - before.x, y - before.y) : 0;
      const last = s === all.length - 1 && i === stroke.length - 1;
      stops.push({ x, y, at, ink: i > 0, ...(i === 0 ? { tone: TURN_TONE } : last ? { tone: FINISH_TONE } : {}) });
    }),
  );
  return stops;
}

/** The car on its route after `distance`: where it is, the way it faces (degrees, 0 is right), and the stops passed. */
export function carAt(stops: Stop[], distance: number): { x: number; y: number; heading: number; passed: number } {
  const total = stops.at(-1)!.at;
  const d = Math.min(Math.max(distance, 0), total);
  let i = 1;
  while (i < stops.length - 1 && stops[i]!.at <= d) i++;
  const from = stops[i - 1]!;
  const to = stops[i] ?? from;
  const length = to.at - from.at;
  const t = length > 0 ? (d - from.at) / length : 0;
  let passed = 0;
  while (passed + 1 < stops.length && stops[passed + 1]!.at <= d) passed++;
  return {
    x: from.x + (to.x - from.x) * t,
    y: from.y + (to.y - from.y) * t,
    heading: (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI,
    passed,
  };
}

/** The ink the car leaves between two distances of its route, as polylines in paper pixels. */
export function trail(stops: Stop[], from: number, to: number): Point[][] {
  const lines: Point[][] = [];
  let line: Point[] | null = null;
  for (let i = 1; i < stops.length; i++) {
    const a = stops[i - 1]!;
    const b = stops[i]!;
    if (!b.ink || b.at <= from || a.at >= to) {
      line = null;
      continue;
    }
    const along = (d: number) => {
      const t = b.at > a.at ? (Math.min(Math.max(d, a.at), b.at) - a.at) / (b.at - a.at) : 1;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    };
    if (!line) lines.push((line = [along(from)]));
    line.push(along(to));
  }
  return lines;
}

/** The route cut at its tones: under reduced motion the car jumps from one to the next. */
export function toneStops(stops: Stop[]): Stop[] {
  return stops.filter((stop) => stop.tone);
}
