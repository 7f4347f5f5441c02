import { useEffect, useId, useRef, useState, type JSX } from 'react';
import { ChoiceGroup, ToolShell, speak, tone, useAnnounce, useCelebrate, useReducedMotion, useResults, useSetting, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { drawWheel, fitWheel } from './draw';
import { newWheel, segmentAt, turnAt, wheelContent, wheelReducer, type Wheel as WheelState } from './logic';
import { SEGMENT_LIMITS, settings as declared, tool } from './tool';

export type SpinnerWheelProps = ToolCommonProps & {
  /** A built-in list: a Letter Tiles word list (`short-a`…), `letters` or `numbers`. */
  list?: string;
  /** The teacher's own segments, comma-separated (`ship,shop,chip`). */
  words?: string;
  /** `keep` the chosen segment on the wheel, or `remove` it at the next spin. */
  after?: string;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** Under reduced motion the pick comes at once and its card lights up this long. */
const HIGHLIGHT_MS = 1200;
/** At most one tick this often while the pointer passes segments. */
const TICK_GAP_MS = 70;

/**
 * Spinner Wheel: 2 to 30 segments on a wheel that spins on a tap, Space or Enter and slows to a
 * stop on a segment picked fairly before it moved; the result is shown large, announced and spoken.
 */
export function SpinnerWheel(props: SpinnerWheelProps): JSX.Element {
  const [settings, set, shareParams] = useToolSettings(declared, props);
  // The words as the attribute gave them, until the panel applies others: a list too long for
  // the setting still gets its message.
  const [words, setOwnWords] = useSetting([props.list, props.words, props.after].join('\n'), () => props.words);
  const content = wheelContent(settings.list, words);
  const id = useId();

  return (
    <ToolShell
      tool={tool}
      common={props}
      sound
      shareParams={shareParams}
      settings={
        <>
          <div className="choice-row">
            <label className="choice-label" htmlFor={`${id}-list`}>
              {declared.list.label}
            </label>
            <select id={`${id}-list`} className="sw-select" value={settings.list} onChange={(event) => set('list', event.currentTarget.value as typeof settings.list)}>
              {declared.list.values.map((value) => (
                <option key={value} value={value}>
                  {declared.list.labels[value]}
                </option>
              ))}
            </select>
          </div>
          <WordsForm
            id={id}
            words={words ?? ''}
            apply={(text) => {
              set('words', text);
              setOwnWords(text);
            }}
          />
          <ChoiceGroup setting={declared.after} value={settings.after} onChange={(value) => set('after', value)} />
        </>
      }
    >
      <Wheel key={[settings.list, words, settings.after].join('\n')} segments={content.segments} problem={content.problem} remove={settings.after === 'remove'} common={props} />
    </ToolShell>
  );
}

/** The teacher's own words in the settings panel: applied (and then carried by Copy link) on "Use these words". */
function WordsForm({ id, words, apply }: { id: string; words: string; apply(text: string): void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <form
      className="sw-words"
      onSubmit={(event) => {
        event.preventDefault();
        apply(field.current!.value.trim());
      }}
    >
      <label htmlFor={`${id}-words`}>{declared.words.label}</label>
      <textarea id={`${id}-words`} ref={field} defaultValue={words} key={words} rows={3} maxLength={declared.words.maxLength} aria-describedby={`${id}-words-hint`} />
      <p id={`${id}-words-hint`} className="hint">
        Commas or new lines between them: {SEGMENT_LIMITS.minItems} to {SEGMENT_LIMITS.maxItems}, each up to {SEGMENT_LIMITS.maxLength} characters. Empty: the built-in list.
      </p>
      <button type="submit" className="tool-button">
        Use these words
      </button>
    </form>
  );
}

type WheelProps = { segments: string[]; problem?: string; remove: boolean; common: ToolCommonProps };

function Wheel({ segments: items, problem, remove, common }: WheelProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const reduced = useReducedMotion();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const [wheel, dispatch, latest] = useStepReducer(wheelReducer, () => newWheel(items, remove));
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(0);
  const [highlight, setHighlight] = useState(false);
  const id = useId();

  // The canvas follows its box: a phone's width, a projector's height.
  useEffect(() => {
    const el = box.current!;
    const fit = () => setSize(Math.floor(el.clientWidth));
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);

  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(highlightTimer.current), []);

  const stopped = (after: WheelState) => {
    if (after.result === null) return;
    play('correct');
    speak(after.result);
    if (after.empty) {
      announce(`The wheel stopped on ${after.result}. That was the last one!`);
      celebrate({ particles: 200 });
      results.complete({ score: after.items.length, max: after.items.length, success: true });
    } else announce(`The wheel stopped on ${after.result}.`);
  };

  // Draws every frame while spinning (ticking as the pointer passes each segment), once otherwise.
  useEffect(() => {
    const ctx = size && canvas.current ? fitWheel(canvas.current, size, window.devicePixelRatio || 1) : null;
    const draw = (turn: number) => ctx && drawWheel(ctx, size, latest.current.segments, turn, latest.current.chosen);
    if (!wheel.spin) return void draw(wheel.turn);
    let frame = 0;
    let passed = segmentAt(wheel.spin.from, wheel.segments.length);
    let tickedAt = 0;
    const step = () => {
      const now = Date.now();
      const spin = latest.current.spin;
      if (!spin) return;
      const turn = turnAt(spin, now);
      draw(turn);
      const under = segmentAt(turn, latest.current.segments.length);
      if (under !== passed && now - tickedAt >= TICK_GAP_MS) {
        tone(1400, 12);
        tickedAt = now;
      }
      passed = under;
      const { after } = dispatch({ type: 'tick', now });
      if (after.spin) frame = requestAnimationFrame(step);
      else stopped(after);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [wheel, size]);

  const spin = () => {
    if (latest.current.spin) return announce('The wheel is still spinning.');
    if (latest.current.empty) return announce('The wheel is empty. Reset puts every segment back.');
    const { after } = dispatch({ type: 'spin', now: Date.now(), random: Math.random, still: reduced });
    if (after.spin) return announce('Spinning…');
    setHighlight(true);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlight(false), HIGHLIGHT_MS);
    stopped(after);
  };

  const spinning = wheel.spin !== null;
  const left = wheel.segments.length;
  const resultState = spinning ? 'spinning' : wheel.result === null ? 'idle' : wheel.empty ? 'done' : 'chosen';

  return (
    <div className="sw-stage">
      <div className="sw-tools">
        <button
          type="button"
          className="tool-button"
          onClick={() => {
            if (spinning) return announce('Wait for the wheel to stop.');
            dispatch({ type: 'shuffle', random: Math.random });
            announce('Shuffled.');
          }}
        >
          Shuffle
        </button>
        <button
          type="button"
          className="tool-button"
          onClick={() => {
            dispatch({ type: 'reset' });
            results.restart();
            announce(`All ${plural(items.length, 'segment')} are back on the wheel.`);
          }}
        >
          Reset
        </button>
      </div>
      {problem && (
        <p className="sw-problem">
          <strong>Your words:</strong> {problem}
        </p>
      )}
      <div className="sw-play">
        <div className="sw-wheel-box" ref={box}>
          <button type="button" className="sw-wheel" aria-label="Spin the wheel" aria-describedby={`${id}-result`} aria-disabled={spinning || wheel.empty || undefined} onClick={spin}>
            <canvas ref={canvas} aria-hidden="true" />
            <span className="sw-hub">Spin</span>
          </button>
        </div>
        <div className="sw-side">
          <div className="sw-result" id={`${id}-result`} data-state={resultState} data-highlight={highlight || undefined}>
            {resultState === 'idle' && <p className="sw-say">Tap the wheel, or press Space, to spin.</p>}
            {resultState === 'spinning' && <p className="sw-say">Spinning…</p>}
            {wheel.result !== null && !spinning && (
              <>
                <p className="sw-say">The wheel stopped on</p>
                <p className="sw-word" lang="en">
                  {wheel.result}
                </p>
                {(wheel.empty || remove) && (
                  <p className="sw-say">{wheel.empty ? `That was the last one! Reset puts all ${items.length} back.` : 'It comes off the wheel at the next spin.'}</p>
                )}
                {!remove && wheel.chosen !== null && (
                  <button
                    type="button"
                    className="tool-button"
                    onClick={() => {
                      const { after } = dispatch({ type: 'takeOff' });
                      if (after.empty) {
                        celebrate({ particles: 200 });
                        results.complete({ score: items.length, max: items.length, success: true });
                      }
                      announce(`${wheel.result} is off the wheel. ${plural(after.segments.length, 'segment')} left.`);
                    }}
                  >
                    Take it off the wheel
                  </button>
                )}
              </>
            )}
          </div>
          <div className="sw-list">
            <p className="sw-count" id={`${id}-list`}>
              On the wheel: {plural(left, 'segment')}
            </p>
            <ul aria-labelledby={`${id}-list`}>
              {wheel.segments.map((segment, i) => (
                <li key={`${i}-${segment}`} data-chosen={wheel.chosen === i || undefined} aria-current={wheel.chosen === i || undefined}>
                  {segment}
                  {wheel.chosen === i && <span className="sw-mark"> (chosen)</span>}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
