import { useEffect, useId, useRef, type JSX } from 'react';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import { LineIcon, ToolShell, useAnnounce, useGridKeys, useReducedMotion, useResults, type ToolCommonProps } from '../tool-kit';
import { ToolStep } from '../tool-kit/step';
import { fitCanvas, paintStrokes } from '../tool-kit/ink/draw';
import { attachPen } from '../tool-kit/ink/pen';
import { PENS, visibleStrokes } from '../tool-kit/ink/logic';
import { useStepReducer } from '../tool-kit/reducer';
import { LETTERS, LETTER_NAMES, PAPER_HEIGHT, PAPER_WIDTH, bands, boardReducer, startBoard, stepText, type Letter } from './logic';
import { paintPaper, placeCar } from './paper';
import { CandyBar, Car, Doughnut } from './art';
import type { Paper, Trip } from './play';
import { tool } from './tool';

export type BAndDProps = ToolCommonProps;

/** The car's route, its drive, trail and tones, and the alert's pictures: with the first tap, key or focus. */
const drivePart = lazyPart(() => import('./play'));

/** The child writes in the first pen's colour. */
const PENCIL = { tool: 'pencil', color: PENS[0].color } as const;

/** Where the car waits before a letter is chosen: at the start of the first band. */
const PARKED = { x: 28, y: bands()[0]!.baseline, heading: 0 };

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
  // `latest`: the board now, for a tap waiting for the drive and for the pen's own listeners.
  const [board, dispatch, latest] = useStepReducer(boardReducer, startBoard);
  const { letter, moving, alert, history, wrote } = board;
  const reduced = useReducedMotion();
  const announce = useAnnounce();
  const results = useResults(tool.id, props);
  const hint = useId();

  const stage = useRef<HTMLDivElement>(null);
  const [part, withDrive] = useFirstUse(drivePart, stage);
  const paper = useRef<HTMLDivElement>(null);
  const linesCanvas = useRef<HTMLCanvasElement>(null);
  const inkCanvas = useRef<HTMLCanvasElement>(null);
  const carRef = useRef<HTMLDivElement>(null);
  const driveButton = useRef<HTMLButtonElement>(null);
  const lines = useRef<CanvasRenderingContext2D | null>(null);
  const ink = useRef<CanvasRenderingContext2D | null>(null);
  // The trail driven so far.
  const drive = useRef<Trip | null>(null);
  const stopTimers = useRef<() => void>(() => undefined);

  const repaint = () => {
    const trip = drive.current;
    if (lines.current) paintPaper(lines.current, trip ? trip.ink() : []);
    if (ink.current) paintStrokes(ink.current, visibleStrokes(latest.current.history));
  };
  const onPaper: Paper = { trip: drive, lines, car: carRef, repaint };

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

  // The pen, the finger or the mouse, in paper pixels.
  useEffect(
    () =>
      attachPen(inkCanvas.current!, {
        pen: () => PENCIL,
        ink,
        scale: (rect) => rect.width / PAPER_WIDTH || 1,
        stroke: (stroke) => {
          const { before, after } = dispatch({ type: 'write', stroke });
          if (!before.wrote) announce(stepText({ ...after, driven: !!drive.current }));
        },
        repaint,
      }),
    [],
  );

  const choose = (next: Letter) =>
    withDrive((part) => {
      const { before, after } = dispatch({ type: 'choose', letter: next });
      if (after === before) return;
      stopTimers.current();
      part.park(onPaper, next);
    });

  const showAlert = (message: string) => {
    // Emptied first, so a second try is announced again.
    dispatch({ type: 'alert', message: '' });
    if (message) setTimeout(() => dispatch({ type: 'alert', message }), 60);
  };

  const start = () => {
    // The button is disabled while the car moves, which takes focus away: it comes back after.
    const hadFocus = driveButton.current?.matches(':focus') ?? false;
    withDrive((part) => {
      const { letter: chosen, moving: already } = latest.current;
      const check = part.driveCheck(chosen, already);
      if (!check.drive) return check.alert && showAlert(check.alert);
      stopTimers.current();
      dispatch({ type: 'drive' });
      announce(`The car drives ${chosen}.`);
      stopTimers.current = part.drive(onPaper, chosen!, reduced, () => {
        dispatch({ type: 'arrived' });
        announce(`The car wrote ${chosen}. Now you write ${chosen} on the lines.`);
        results.complete();
        results.restart();
        if (hadFocus) setTimeout(() => driveButton.current?.focus(), 0);
      });
    });
  };

  const letters = useGridKeys({ columns: LETTERS.length, count: LETTERS.length, onPick: (i) => choose(LETTERS[i]!) });

  return (
    <div ref={stage} className="bd-play">
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
            const { before, after } = dispatch({ type: 'clear' });
            if (after === before) return announce('The paper is already empty.');
            if (ink.current) paintStrokes(ink.current, []);
            announce('Paper cleared.');
          }}
        >
          <LineIcon d="M4 7h16M9 7V4h6v3M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
          Clear
        </button>
      </div>
      <ToolStep text={stepText({ letter, moving, driven: !!drive.current, wrote })} />
      <div className="bd-alert" role="alert">
        {alert && part?.withPictures(alert)}
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
