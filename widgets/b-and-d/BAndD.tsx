import { useEffect, useId, useRef, useState, type JSX } from 'react';
import { ToolShell, tone, useAnnounce, useGridKeys, useReducedMotion, useResults, type ToolCommonProps } from '../tool-kit';
import { ToolStep } from '../tool-kit/step';
import { drawSegment, fitCanvas, paintStrokes } from '../tool-kit/ink/draw';
import { PENS, addStroke, clearPaper, emptyHistory, isPalm, pressureOf, segment, visibleStrokes, type History, type Stroke } from '../tool-kit/ink/logic';
import {
  LETTERS,
  LETTER_LEFT,
  LETTER_NAMES,
  LETTER_WIDTH,
  PAPER_HEIGHT,
  PAPER_WIDTH,
  TONE_MS,
  bands,
  carAt,
  driveCheck,
  route,
  toneStops,
  trail,
  type Letter,
  type Point,
  type Stop,
} from './logic';
import { CandyBar, Car, Doughnut } from './art';
import { tool } from './tool';

export type BAndDProps = ToolCommonProps;

/** How fast the car drives, in paper pixels a second, and how long it waits at each stop under reduced motion (and at the end). */
const SPEED = 64;
const STEP_MS = 700;
const RULES = { top: '#3f6ea3', mid: '#6f93bd', base: '#2f5d8a' };
const TRAIL = { color: '#9cc1e6', width: 7 };
const PARKED = { x: 28, y: bands()[0]!.baseline, heading: 0 };
const AFTER = { x: LETTER_LEFT + LETTER_WIDTH + 44, y: bands()[0]!.baseline, heading: 0 };

type CarPlace = { x: number; y: number; heading: number };

/** The ruled bands, then the car's trail over them. */
function paintPaper(ctx: CanvasRenderingContext2D, lines: Point[][]) {
  ctx.clearRect(0, 0, PAPER_WIDTH, PAPER_HEIGHT);
  const rule = (y: number, color: string, width: number, dash: number[]) => {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(PAPER_WIDTH, y);
    ctx.stroke();
  };
  for (const band of bands()) {
    rule(band.topLine, RULES.top, 2, []);
    rule(band.midline, RULES.mid, 2, [10, 8]);
    rule(band.baseline, RULES.base, 3, []);
  }
  ctx.setLineDash([]);
  paintTrail(ctx, lines);
}

function paintTrail(ctx: CanvasRenderingContext2D, lines: Point[][]) {
  ctx.strokeStyle = TRAIL.color;
  ctx.lineWidth = TRAIL.width;
  for (const line of lines) {
    ctx.beginPath();
    line.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
    ctx.stroke();
  }
}

/** The alert's 🍩 and 🍫 shown as the buttons' pictures (no emoji font needed); the text stays the same. */
function withPictures(text: string) {
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

/** Wheels down whichever way the car goes: heading left, it turns the other way round and flips. */
function placeCar(element: HTMLElement | null, { x, y, heading }: CarPlace) {
  if (!element) return;
  const left = Math.cos((heading * Math.PI) / 180) < -1e-9;
  element.style.left = `${(x / PAPER_WIDTH) * 100}%`;
  element.style.top = `${(y / PAPER_HEIGHT) * 100}%`;
  element.style.setProperty('--turn', `${left ? heading - 180 : heading}deg`);
  element.style.setProperty('--flip', left ? '-1' : '1');
}

/**
 * b and d: the child picks the doughnut d or the candy-bar b, and a car drives the letter's
 * strokes in writing order on the first ruled band, sounding a tone wherever the stroke turns.
 * Then the child writes the letter on the paper with a pen, a finger or the mouse.
 */
export function BAndD(props: BAndDProps): JSX.Element {
  return (
    <ToolShell tool={tool} common={props} sound>
      <Board onComplete={props.onComplete} />
    </ToolShell>
  );
}

function Board(props: Pick<BAndDProps, 'onComplete'>) {
  const [letter, setLetter] = useState<Letter | null>(null);
  const [moving, setMoving] = useState(false);
  const [alert, setAlert] = useState('');
  const [history, setHistory] = useState<History>(emptyHistory);
  const reduced = useReducedMotion();
  const announce = useAnnounce();
  const results = useResults(tool.id, props);
  const hint = useId();

  const paper = useRef<HTMLDivElement>(null);
  const linesCanvas = useRef<HTMLCanvasElement>(null);
  const inkCanvas = useRef<HTMLCanvasElement>(null);
  const carRef = useRef<HTMLDivElement>(null);
  const driveButton = useRef<HTMLButtonElement>(null);
  const lines = useRef<CanvasRenderingContext2D | null>(null);
  const ink = useRef<CanvasRenderingContext2D | null>(null);
  // The trail driven so far, and what the drawing handlers need between renders.
  const drive = useRef<{ stops: Stop[]; drawn: number } | null>(null);
  const latest = useRef({ history });
  latest.current = { history };
  const drawing = useRef<Stroke | null>(null);
  const stopTimers = useRef<() => void>(() => undefined);

  const repaint = () => {
    const trip = drive.current;
    if (lines.current) paintPaper(lines.current, trip ? trail(trip.stops, 0, trip.drawn) : []);
    if (ink.current) paintStrokes(ink.current, visibleStrokes(latest.current.history));
  };

  // Sized to the paper's box at the screen's density; everything is drawn in paper pixels.
  useEffect(() => {
    const box = paper.current!;
    const fit = () => {
      const scale = box.clientWidth / PAPER_WIDTH || 1;
      const dpr = window.devicePixelRatio || 1;
      lines.current = fitCanvas(linesCanvas.current!, PAPER_WIDTH, PAPER_HEIGHT, dpr * scale);
      ink.current = fitCanvas(inkCanvas.current!, PAPER_WIDTH, PAPER_HEIGHT, dpr * scale, { desynchronized: true });
      repaint();
    };
    fit();
    placeCar(carRef.current, PARKED);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      stopTimers.current();
    };
  }, []);

  // The pen: pointer input handled natively, each sample inked in its own event.
  useEffect(() => {
    const canvas = inkCanvas.current!;
    let active: { id: number; left: number; top: number; scale: number; type: string } | null = null;
    let penSeenAt = -Infinity;
    const add = (event: PointerEvent) => {
      const stroke = drawing.current!;
      const { left, top, scale } = active!;
      stroke.points.push({ x: (event.clientX - left) / scale, y: (event.clientY - top) / scale, pressure: pressureOf(event.pointerType, event.pressure) });
      const n = stroke.points.length;
      if (ink.current) drawSegment(ink.current, stroke, n === 1 ? segment(stroke, 0) : segment(stroke, n - 2, false));
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType === 'pen') penSeenAt = event.timeStamp;
      if (event.button !== 0 || active || isPalm(event.pointerType, event.timeStamp, penSeenAt)) return;
      event.preventDefault();
      canvas.setPointerCapture?.(event.pointerId);
      const rect = canvas.getBoundingClientRect();
      active = { id: event.pointerId, left: rect.left, top: rect.top, scale: rect.width / PAPER_WIDTH || 1, type: event.pointerType };
      drawing.current = { tool: 'pencil', color: PENS[0].color, points: [] };
      add(event);
    };
    const move = (event: PointerEvent) => {
      if (event.pointerType === 'pen') penSeenAt = event.timeStamp;
      if (!active || event.pointerId !== active.id || !drawing.current) return;
      const samples = event.getCoalescedEvents?.() ?? [];
      for (const sample of samples.length ? samples : [event]) add(sample);
    };
    const up = (event: PointerEvent) => {
      if (!active || event.pointerId !== active.id) return;
      active = null;
      const stroke = drawing.current;
      drawing.current = null;
      if (!stroke) return;
      if (stroke.points.length > 1 && ink.current) drawSegment(ink.current, stroke, segment(stroke, stroke.points.length - 1));
      const next = addStroke(latest.current.history, stroke);
      latest.current.history = next;
      setHistory(next);
    };
    const listeners: [string, (event: PointerEvent) => void][] = [
      ['pointerdown', down],
      ['pointermove', move],
      ['pointerup', up],
      ['pointercancel', up],
    ];
    for (const [type, listener] of listeners) canvas.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) canvas.removeEventListener(type, listener as EventListener);
    };
  }, []);

  const choose = (next: Letter) => {
    if (moving) return;
    stopTimers.current();
    setLetter(next);
    setAlert('');
    drive.current = null;
    const stops = route(next);
    placeCar(carRef.current, { ...stops[0]!, heading: carAt(stops, 0).heading });
    repaint();
  };

  const showAlert = (message: string) => {
    // Emptied first, so a second try is announced again.
    setAlert('');
    if (message) setTimeout(() => setAlert(message), 60);
  };

  /** Moves the car `drawn` paper pixels along `stops`, adding to its trail; returns the stops passed. */
  const travel = (stops: Stop[], drawn: number) => {
    if (drive.current?.stops !== stops) {
      drive.current = { stops, drawn: 0 };
      repaint();
    }
    const from = drive.current.drawn;
    drive.current.drawn = drawn;
    if (lines.current) paintTrail(lines.current, trail(stops, from, drawn));
    const at = carAt(stops, drawn);
    placeCar(carRef.current, at);
    return at.passed;
  };

  const start = () => {
    const check = driveCheck(letter, moving);
    if (!check.drive) return check.alert && showAlert(check.alert);
    stopTimers.current();
    const chosen = letter!;
    const stops = route(chosen);
    const total = stops.at(-1)!.at;
    // The button is disabled while the car moves, which takes focus away: it comes back after.
    const hadFocus = driveButton.current?.matches(':focus') ?? false;
    showAlert('');
    setMoving(true);
    announce(`The car drives ${chosen}.`);
    let played = -1;
    const step = (drawn: number) => {
      const passed = travel(stops, drawn);
      for (let i = played + 1; i <= passed; i++) if (stops[i]!.tone) tone(stops[i]!.tone!, TONE_MS);
      played = Math.max(played, passed);
    };
    const done = () => {
      // A moment at the end of the letter, then the car pulls aside so the letter shows whole.
      const aside = setTimeout(() => placeCar(carRef.current, AFTER), STEP_MS);
      stopTimers.current = () => clearTimeout(aside);
      setMoving(false);
      announce(`The car wrote ${chosen}. Now you write ${chosen} on the lines.`);
      results.complete();
      results.restart();
      if (hadFocus) setTimeout(() => driveButton.current?.focus(), 0);
    };
    if (reduced) {
      // No continuous movement: the car jumps from stop to stop, each stroke drawn at once.
      const jumps = toneStops(stops);
      let wait: ReturnType<typeof setTimeout>;
      const jump = (k: number) => {
        step(jumps[k]!.at);
        if (k === jumps.length - 1) return done();
        wait = setTimeout(() => jump(k + 1), STEP_MS);
      };
      stopTimers.current = () => clearTimeout(wait);
      return jump(0);
    }
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const drawn = Math.min(total, (Math.max(0, now - began) / 1000) * SPEED);
      step(drawn);
      if (drawn >= total) return done();
      frame = requestAnimationFrame(tick);
    };
    stopTimers.current = () => cancelAnimationFrame(frame);
    step(0);
    frame = requestAnimationFrame(tick);
  };

  const letters = useGridKeys({ columns: LETTERS.length, count: LETTERS.length, onPick: (i) => choose(LETTERS[i]!) });

  return (
    <div className="bd-play">
      <div className="bd-controls">
        <div className="bd-letters" role="group" aria-label="Letter">
          {LETTERS.map((l, i) => (
            <button
              key={l}
              type="button"
              className="bd-letter"
              aria-label={LETTER_NAMES[l]}
              aria-pressed={letter === l}
              aria-disabled={moving || undefined}
              onClick={() => choose(l)}
              {...letters.keyProps(i)}
            >
              {l === 'd' ? <Doughnut /> : <CandyBar />}
              <span className="bd-glyph" aria-hidden="true">
                {l}
              </span>
            </button>
          ))}
        </div>
        <button ref={driveButton} type="button" className="tool-button primary bd-drive" disabled={moving} onClick={start}>
          <Car />
          Drive
        </button>
        <button
          type="button"
          className="tool-button"
          aria-disabled={visibleStrokes(history).length === 0 || undefined}
          onClick={() => {
            const next = clearPaper(latest.current.history);
            if (next === latest.current.history) return announce('The paper is already empty.');
            latest.current.history = next;
            setHistory(next);
            if (ink.current) paintStrokes(ink.current, []);
            announce('Paper cleared.');
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <path d="M4 7h16M9 7V4h6v3M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
          </svg>
          Clear
        </button>
      </div>
      <ToolStep
        text={
          !letter
            ? 'Choose the doughnut d or the candy bar b.'
            : moving
              ? `Watch the car write ${letter}.`
              : drive.current
                ? `Now write ${letter} on the lines with your finger.`
                : `Press Drive to watch the car write ${letter}.`
        }
      />
      <div className="bd-alert" role="alert">
        {withPictures(alert)}
      </div>
      <div ref={paper} className="bd-paper" part="paper">
        <canvas ref={linesCanvas} aria-hidden="true" />
        <canvas ref={inkCanvas} className="bd-ink" role="img" aria-label="Writing paper, 5 lines" aria-describedby={hint} />
        <div ref={carRef} className="bd-car" aria-hidden="true">
          <Car />
        </div>
      </div>
      <p id={hint} className="visually-hidden">
        Choose d or b, then Drive: the car writes the letter on the first line. Then write the letter yourself with a pen, a finger or the mouse.
      </p>
    </div>
  );
}
