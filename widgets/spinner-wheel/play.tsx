// What Spinner Wheel needs only once someone turns to it (a pointer pressed, a key, focus coming
// in): the rules of a spin, its frames, the result card and the tool's own settings in the panel.
import { useId, useRef } from 'react';
import { adoptStyles } from '../runtime';
import { ChoiceGroup, speak, tone, type useCelebrate, type useResults, type useSound } from '../tool-kit';
import type { SettingValues } from '../tool-kit/declaration';
import type { Reducer, Step } from '../tool-kit/reducer';
import { segmentAt, turnAt, wheelReducer, type WheelAction } from './logic';
import type { Wheel } from './segments';
import { LessonField } from '../tool-kit/lesson-field';
/** A lesson's words: its first ones go on the wheel. */
export { lessonPlay } from '../tool-kit/lesson-words';
import css from './play.css?inline';
import { SEGMENT_LIMITS, settings as declared } from './tool';

/** Its styles join the element's (no shadow root in a React app's own tree: the app styles it). */
export function adoptPlayStyles(root: Node): void {
  if (root instanceof ShadowRoot) adoptStyles(root, css, { more: true });
}

/** What the view lends the rules: the wheel now and its steps (`useStepReducer`, each with this part's reducer), and the kit's voice, sound and results. */
export type Tools = {
  latest: { readonly current: Wheel };
  dispatch(action: WheelAction, by: Reducer<Wheel, WheelAction>): Step<Wheel>;
  announce(text: string): void;
  celebrate: ReturnType<typeof useCelebrate>;
  play: ReturnType<typeof useSound>['play'];
  results: ReturnType<typeof useResults>;
  reduced: boolean;
  setHighlight(on: boolean): void;
};

export type Action = 'spin' | 'shuffle' | 'reset' | 'takeOff';

/** Under reduced motion the pick comes at once and its card lights up this long. */
const HIGHLIGHT_MS = 1200;
/** At most one tick this often while the pointer passes segments. */
const TICK_GAP_MS = 70;

const plural = (n: number) => `${n} segment${n === 1 ? '' : 's'}`;

const dispatch = (tools: Tools, action: WheelAction): Wheel => tools.dispatch(action, wheelReducer).after;

/**
 * The wheel has stopped on its pick: shown, said, announced, and reported as an answer (the item
 * the child reads; a draw, so nothing judges it wrong); an emptied wheel is the activity's end.
 */
function stopped(tools: Tools, wheel: Wheel) {
  tools.play('correct');
  tools.results.answered({ prompt: wheel.result!, score: 1, max: 1, success: true });
  speak(wheel.result!);
  tools.announce(`The wheel stopped on ${wheel.result}.${wheel.empty ? ' That was the last one!' : ''}`);
  if (wheel.empty) finished(tools);
}

function finished(tools: Tools) {
  const all = tools.latest.current.items.length;
  tools.celebrate({ particles: 200 });
  tools.results.complete({ score: all, max: all, success: true });
}

/** A button of the tool: spin (the wheel), Shuffle, Reset, Take it off the wheel. */
export function act(tools: Tools, name: Action): void {
  const { announce, latest } = tools;
  if (latest.current.spin && name !== 'reset') return announce(name === 'spin' ? 'The wheel is still spinning.' : 'Wait for the wheel to stop.');
  if (name === 'spin') {
    if (latest.current.empty) return announce('The wheel is empty. Reset puts every segment back.');
    const after = dispatch(tools, { type: 'spin', now: Date.now(), random: Math.random, still: tools.reduced });
    if (after.spin) return announce('Spinning…');
    tools.setHighlight(true);
    setTimeout(() => tools.setHighlight(false), HIGHLIGHT_MS);
    return stopped(tools, after);
  }
  if (name === 'shuffle') {
    dispatch(tools, { type: 'shuffle', random: Math.random });
    return announce('Shuffled.');
  }
  if (name === 'reset') {
    dispatch(tools, { type: 'reset' });
    tools.results.restart();
    return announce(`All ${plural(latest.current.items.length)} are back on the wheel.`);
  }
  const result = latest.current.result;
  const after = dispatch(tools, { type: 'takeOff' });
  announce(`${result} is off the wheel. ${plural(after.segments.length)} left.`);
  if (after.empty) finished(tools);
}

/**
 * Draws a spin frame by frame, a tick as the pointer passes each segment, until it stops on its
 * pick. Returns the cancel.
 */
export function animate(tools: Tools, draw: (turn: number) => void): () => void {
  let frame = 0;
  let passed = -1;
  let tickedAt = 0;
  const step = () => {
    const now = Date.now();
    const { spin, segments } = tools.latest.current;
    if (!spin) return;
    const turn = turnAt(spin, now);
    draw(turn);
    const under = segmentAt(turn, segments.length);
    if (passed >= 0 && under !== passed && now - tickedAt >= TICK_GAP_MS) {
      tone(1400, 20);
      tickedAt = now;
    }
    passed = under;
    const after = dispatch(tools, { type: 'tick', now });
    if (after.spin) frame = requestAnimationFrame(step);
    else stopped(tools, after);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** The result card once the wheel has turned: spinning, or the pick, large, and what happens to it. */
export function Result({ wheel, act }: { wheel: Wheel; act(name: Action): void }) {
  if (wheel.spin) return <p className="hint">Spinning…</p>;
  return (
    <>
      <p className="hint">The wheel stopped on</p>
      <p className="sw-word">{wheel.result}</p>
      {wheel.empty ? (
        <p className="hint">That was the last one! Reset puts all {wheel.items.length} back.</p>
      ) : wheel.remove ? (
        <p className="hint">It comes off the wheel at the next spin.</p>
      ) : (
        wheel.chosen !== null && (
          <button type="button" className="tool-button" onClick={() => act('takeOff')}>
            Take it off the wheel
          </button>
        )
      )}
    </>
  );
}

type Values = SettingValues<typeof declared>;

/** The tool's own settings in the panel: the built-in list, the teacher's words, and what a spin does with its pick. */
export function Settings({ values, words, set, apply }: { values: Values; words: string; set: <K extends keyof Values>(name: K, value: Values[K]) => void; apply(text: string): void }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  return (
    <>
      <div className="choice-row">
        <label className="choice-label" htmlFor={`${id}-list`}>
          {declared.list.label}
        </label>
        <select id={`${id}-list`} value={values.list} disabled={values.lesson > 0} onChange={(event) => set('list', event.currentTarget.value)}>
          {declared.list.values.map((value) => (
            <option key={value} value={value}>
              {declared.list.labels[value]}
            </option>
          ))}
        </select>
      </div>
      <LessonField value={values.lesson} own={!!words.trim()} set={(n) => set('lesson', n)} />
      <form
        className="sw-words"
        onSubmit={(event) => {
          event.preventDefault();
          apply(field.current!.value.trim());
        }}
      >
        <label htmlFor={`${id}-words`}>{declared.words.label}</label>
        <textarea id={`${id}-words`} ref={field} defaultValue={words} key={words} rows={3} maxLength={declared.words.maxLength} aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className="hint">
          Commas or new lines between them: {SEGMENT_LIMITS.minItems} to {SEGMENT_LIMITS.maxItems}, each up to {SEGMENT_LIMITS.maxLength} characters. Empty: the lesson or the built-in list.
        </p>
        <button type="submit" className="tool-button">
          Use these words
        </button>
      </form>
      <ChoiceGroup setting={declared.after} value={values.after} onChange={(value) => set('after', value)} />
    </>
  );
}
