import { useEffect, useId, useRef, type JSX } from 'react';
import { SettingControls, speak } from '../tool-kit';
import type { SettingValues } from '../tool-kit/declaration';
import type { ResultScore } from '../tool-kit/results';
import { PartClock, RoundPrompt, finishRound, startRound, type RoundOutside } from '../tool-kit/timed-round/Clock';
import type { RoundBarProps } from '../tool-kit/timed-round/TimedRound';
import { LessonField } from '../tool-kit/lesson-field';
import { FishPicture } from './fish';
import { HOLE_X, catchesFor, spokenText, targetText, type Game, type LakeAction, type LakeRound, type Target } from './ready';
import { PARTICLES, fishX, holeOf, iceFishersReducer, resultScore } from './logic';
import { settings as declared } from './tool';
import css from './play.css?inline';

// What a round needs and the first screen does not: the rules that move it (logic.ts), its clock
// and music, the fish and their swimming, what each cast and the end say and play, the end's
// words, the settings panel's field and the reading of a teacher's words (own.ts). Loaded with the
// first tap, key or focus in the tool, or at once when a teacher gave words (IceFishers.tsx);
// Start waits for it.

export { iceFishersReducer };
export { readOwnWords } from './own';
/** A lesson's words, each in turn the one to catch. */
export { lessonPlay } from '../tool-kit/lesson-words';
export { fishUnder } from './logic';


/** How long a cast's line shows in the hole. */
const CAST_MS = 400;

/** What the answers reach outside the rules (the kit's, the round and its steps), the holes and the line's timer. */
export type Outside = RoundOutside<LakeRound, LakeAction> & {
  holes: { readonly current: HTMLElement | null };
  splash: { current: ReturnType<typeof setTimeout> | undefined };
};

/** The round's steps with the rules' reducer: the view's round moves on. */
const steps = (outside: Outside) => (action: LakeAction) => outside.dispatch(action, iceFishersReducer);

const fishCount = (n: number) => `${n} fish`;
/** A timed round ends with the clock; a relaxed one with its catches or Finish. */
const overText = (game: Game) => (game.config.pace === 'relaxed' ? `All done! ${game.bucket.length} of ${game.bucket.length + game.misses} casts right.` : "Time's up!");

/**
 * The round's clock and music, and its end; drawn as soon as this part is here, it adopts the
 * part's styles (the fish, a cast, the panel's field, play.css) on top of the element's before that paint.
 */
export function Clock({ outside, music }: { outside: Outside; music: boolean }): JSX.Element {
  // A cast's line goes with the lake (the clock is drawn as long as the lake is).
  useEffect(() => () => clearTimeout(outside.splash.current), []);
  return <PartClock stage={outside.holes} css={css} round={outside.round} dispatch={steps(outside)} music={music} onOver={(round) => over(outside, round.game)} />;
}

/** Start (or Play again): the round plays, the prompt is said, the holes take the keys. */
export function start(outside: Outside): void {
  const after = startRound(steps(outside), outside.results, outside.holes);
  if (!after) return;
  outside.announce(`Go! ${spokenText(after.game.target)}.`);
  speak(spokenText(after.game.target));
}

/**
 * One cast at a fish as an answer: its item is what the prompt asked the child to catch (the word,
 * the letter, "words with sh", "3 + 4"), and her answer the fish's word, letter or number when that is another.
 */
function castAnswer(target: Target, label: string, caught: boolean): ResultScore {
  const prompt = target.kind === 'letter' ? target.letter : targetText(target);
  return { prompt, ...(label !== prompt && { answer: label }), score: caught ? 1 : 0, max: 1, success: caught };
}

/** A cast into hole `hole`: the line's splash, its sound, words and answer. */
export function cast(outside: Outside, hole: number): void {
  const { announce, play } = outside;
  const dispatch = steps(outside);
  const { before, after } = dispatch({ type: 'cast', hole, now: Date.now() });
  if (after === before || !after.last) return;
  const { outcome, fish } = after.last;
  const next = after.game;
  if (fish) outside.results.answered(castAnswer(before.game.target, fish.label, outcome === 'caught'));
  const n = after.splash!.n;
  clearTimeout(outside.splash.current);
  outside.splash.current = setTimeout(() => dispatch({ type: 'unsplash', n }), CAST_MS);
  if (outcome === 'caught') {
    play('correct');
    // The same target until its catches are in: said again only when it changes.
    if (next.target === before.game.target)
      announce(`Caught ${fish!.label}! ${fishCount(next.bucket.length)} in the bucket. ${catchesFor(next.target) - next.caughtWith.length} more: ${targetText(next.target)}.`);
    else {
      announce(`Caught ${fish!.label}! ${fishCount(next.bucket.length)} in the bucket. Now catch ${targetText(next.target)}.`);
      speak(spokenText(next.target));
    }
  } else if (outcome === 'wrong') {
    play('miss');
    announce(`${fish!.label} is not ${targetText(next.target)}. It swims away.`);
  } else if (outcome === 'empty') announce(`No fish under hole ${hole + 1}.`);
}

/** The end of a round (the clock's, Finish's, or the tenth catch of a relaxed one): its sound, confetti, words and result. */
export function over(outside: Outside, game: Game): void {
  outside.play('end');
  if (game.bucket.length > 0) outside.celebrate({ particles: PARTICLES });
  outside.announce(`${overText(game)} You caught ${fishCount(game.bucket.length)}.`);
  outside.results.complete(resultScore(game));
}

/** Finish: the child ends a relaxed round. */
export const finish = (outside: Outside): void => finishRound(steps(outside), (round) => over(outside, round.game));

/** What the prompt says when the round is over. */
const Over = ({ game }: { game: Game }): JSX.Element => (
  <span>
    {overText(game)} You caught {fishCount(game.bucket.length)}.
  </span>
);

/** The round bar's prompt while the round plays and after it. */
export const Live = (props: RoundBarProps): JSX.Element => <RoundPrompt {...props} over={<Over game={props.round.game as Game} />} />;

/**
 * The fish of a playing round, in the lane under the ice. Swimming: each frame moves them by a CSS
 * transform in units of the ice's width (cqw), outside React (no layout, no render); in still mode
 * they wait in the holes.
 */
export function Fishes({ round, latest, still }: { round: LakeRound; latest: { readonly current: LakeRound }; still: boolean }): JSX.Element {
  const swimmers = useRef(new Map<number, HTMLElement>());
  useEffect(() => {
    if (still) return;
    let frame = requestAnimationFrame(function swim() {
      const at = Date.now();
      for (const fish of latest.current.game.fish) {
        const element = swimmers.current.get(fish.id);
        if (element) element.style.transform = `translateX(${(fishX(fish, at) * 100).toFixed(2)}cqw)`;
      }
      frame = requestAnimationFrame(swim);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <>
      {round.game.fish.map((fish) => (
        <div
          key={fish.id}
          className="if-swim"
          data-wrong={fish.wrong ? 'true' : undefined}
          data-under={holeOf(fish, round.at) === null ? undefined : 'true'}
          ref={(element) => {
            if (element) swimmers.current.set(fish.id, element);
            else swimmers.current.delete(fish.id);
          }}
          // Where it is now (the frames move it on from here).
          style={{ transform: `translateX(${((fish.hole !== undefined ? HOLE_X[fish.hole]! : fishX(fish, Date.now())) * 100).toFixed(2)}cqw)` }}
        >
          <FishPicture wrong={fish.wrong} />
          <span className="if-label">{fish.label}</span>
        </div>
      ))}
    </>
  );
}

type Values = SettingValues<typeof declared>;

/** The settings panel's fields of Ice Fishers: content, pace and time, a teacher's words. */
export function Fields({ values, set, own }: { values: Values; set: <K extends keyof Values>(name: K, value: Values[K]) => void; own: boolean }): JSX.Element {
  const id = useId();
  return (
    <>
      <LessonField value={values.lesson} own={own} set={(n) => set('lesson', n)} />
      <SettingControls settings={declared} values={values} set={set} names={values.pace === 'relaxed' ? ['content', 'pace'] : ['content', 'pace', 'time']} />
      <label className="if-field">
        {declared.words.label}
        <textarea rows={2} value={values.words} maxLength={declared.words.maxLength} aria-describedby={`${id}-words`} onChange={(event) => set('words', event.currentTarget.value)} />
        <span className="hint" id={`${id}-words`}>
          Commas between words, as in ship,shop,chip: 2 to 100 words. Each in turn is the one to catch. Empty plays the lesson or the content above.
        </span>
      </label>
    </>
  );
}
