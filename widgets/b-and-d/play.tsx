import { adoptStyles } from '../runtime';
import { tone } from '../tool-kit';
import { CandyBar, Doughnut } from './art';
import { bands, type Letter, type Point } from './logic';
import { paintTrail, placeCar } from './paper';
import { LETTER_LEFT, LETTER_WIDTH, TONE_MS, carAt, route, toneStops, trail, type Stop } from './route';
import css from './play.css?inline';

// What b and d needs once a child taps or types: the car's route for each letter, its drive over
// the paper (smooth, or stop by stop under reduced motion) with its trail and tones, and the
// alert's pictures. Loaded with the first tap, key or focus in the tool, so the first screen
// carries none of it; a choice or Drive made before it arrives waits for it.

export { driveCheck } from './route';

/** This part's rules on top of the element's: the chosen letter, the letters while the car drives, the alert. */
export function adoptPlayStyles(root: Node): void {
  if (root instanceof ShadowRoot) adoptStyles(root, css, { more: true });
}

/** How fast the car drives, in paper pixels a second, and how long it waits at each stop under reduced motion (and at the end). */
const SPEED = 64;
const STEP_MS = 700;
/** Where the car pulls aside to once the letter is written, so it shows whole. */
const AFTER = { x: LETTER_LEFT + LETTER_WIDTH + 44, y: bands()[0]!.baseline, heading: 0 };

/** The trail driven so far: the route and how far along it the car has come. */
export type Trip = { stops: Stop[]; drawn: number; ink(): Point[][] };

/** What the drive reaches of the view: the trip it keeps, the lines' canvas, the car, and a repaint of the paper. */
export type Paper = {
  trip: { current: Trip | null };
  lines: { current: CanvasRenderingContext2D | null };
  car: { current: HTMLElement | null };
  repaint(): void;
};

/** The alert's 🍩 and 🍫 shown as the buttons' pictures (no emoji font needed); the text stays the same. */
export function withPictures(text: string) {
  return text.split(/(🍩|🍫)/u).map((part, i) => {
    const Picture = part === '🍩' ? Doughnut : part === '🍫' ? CandyBar : null;
    if (!Picture) return part;
    return (
      <span key={i} className="bd-emoji">
        <Picture />
        <span className="visually-hidden">{part}</span>
      </span>
    );
  });
}

/** A letter chosen: the trail wiped, the car at the letter's start, facing its first stroke. */
export function park(paper: Paper, letter: Letter): void {
  paper.trip.current = null;
  const stops = route(letter);
  placeCar(paper.car.current, { ...stops[0]!, heading: carAt(stops, 0).heading });
  paper.repaint();
}

/**
 * The car drives `letter`'s strokes in writing order, leaving its trail and sounding a tone where
 * each stroke begins and where the letter ends; then `done`, and a moment later the car pulls
 * aside. Gives what stops it (the drive, or the pulling aside).
 */
export function drive(paper: Paper, letter: Letter, reduced: boolean, done: () => void): () => void {
  const stops = route(letter);
  const total = stops.at(-1)!.at;
  let stop = () => {};
  /** Moves the car `drawn` paper pixels along the route, adding to its trail; returns the stops passed. */
  const travel = (drawn: number) => {
    if (paper.trip.current?.stops !== stops) {
      const trip: Trip = { stops, drawn: 0, ink: () => trail(stops, 0, trip.drawn) };
      paper.trip.current = trip;
      paper.repaint();
    }
    const trip = paper.trip.current!;
    const from = trip.drawn;
    trip.drawn = drawn;
    if (paper.lines.current) paintTrail(paper.lines.current, trail(stops, from, drawn));
    const at = carAt(stops, drawn);
    placeCar(paper.car.current, at);
    return at.passed;
  };
  let played = -1;
  const step = (drawn: number) => {
    const passed = travel(drawn);
    for (let i = played + 1; i <= passed; i++) if (stops[i]!.tone) tone(stops[i]!.tone!, TONE_MS);
    played = Math.max(played, passed);
  };
  const finish = () => {
    // A moment at the end of the letter, then the car pulls aside so the letter shows whole.
    const aside = setTimeout(() => placeCar(paper.car.current, AFTER), STEP_MS);
    stop = () => clearTimeout(aside);
    done();
  };
  if (reduced) {
    // No continuous movement: the car jumps from stop to stop, each stroke drawn at once.
    const jumps = toneStops(stops);
    let wait: ReturnType<typeof setTimeout>;
    const jump = (k: number) => {
      step(jumps[k]!.at);
      if (k === jumps.length - 1) return finish();
      wait = setTimeout(() => jump(k + 1), STEP_MS);
    };
    stop = () => clearTimeout(wait);
    jump(0);
    return () => stop();
  }
  let frame = 0;
  const began = performance.now();
  const tick = (now: number) => {
    const drawn = Math.min(total, (Math.max(0, now - began) / 1000) * SPEED);
    step(drawn);
    if (drawn >= total) return finish();
    frame = requestAnimationFrame(tick);
  };
  stop = () => cancelAnimationFrame(frame);
  step(0);
  frame = requestAnimationFrame(tick);
  return () => stop();
}
