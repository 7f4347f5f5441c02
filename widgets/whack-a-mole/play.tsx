import { useId, type JSX } from 'react';
import { SettingControls, speak } from '../tool-kit';
import type { SettingValues } from '../tool-kit/declaration';
import type { ResultScore } from '../tool-kit/results';
import { PATTERN_NAMES } from '../tool-kit/pattern-names';
import { LessonField } from '../tool-kit/lesson-field';
import { PartClock, RoundPrompt, finishRound, startRound, type RoundOutside } from '../tool-kit/timed-round/Clock';
import type { RoundBarProps } from '../tool-kit/timed-round/TimedRound';
import { targetText, type Game, type WhackAction, type WhackRound } from './ready';
import { Mole } from './mole';
import { PARTICLES, resultScore, whackAMoleReducer } from './logic';
import { WORD_LIST_CHOICES, settings as declared } from './tool';
import css from './play.css?inline';

// What a round needs and the first screen does not: the rules that move it (logic.ts), its clock
// and music, the mole, what each whack and the end say and play, the end's words, the settings
// panel's fields and the reading of a teacher's words (own.ts). Loaded with the first tap, key or
// focus in the tool, or at once when a teacher gave words (WhackAMole.tsx); Start waits for it.

export { whackAMoleReducer };
export { readOwn } from './own';
/** A lesson's words, each in turn the one to whack. */
export { lessonPlay } from '../tool-kit/lesson-words';


/** What the answers reach outside the rules (the kit's, the round and its steps) and the holes. */
export type Outside = RoundOutside<WhackRound, WhackAction> & { field: { readonly current: HTMLElement | null } };

/** The round's steps with the rules' reducer: the view's round moves on. */
const steps = (outside: Outside) => (action: WhackAction) => outside.dispatch(action, whackAMoleReducer);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A timed round ends with the clock; a relaxed one with its finds or Finish. */
const overText = (game: Game) => (game.config.pace === 'relaxed' ? `All done! ${game.hits} of ${game.hits + game.misses} whacks right.` : "Time's up!");

/**
 * The round's clock and music, and its end; drawn as soon as this part is here, it adopts the
 * part's styles (the moles, a whack, the panel's fields, play.css) on top of the element's before that paint.
 */
export function Clock({ outside, music }: { outside: Outside; music: boolean }): JSX.Element {
  return <PartClock stage={outside.field} css={css} round={outside.round} dispatch={steps(outside)} music={music} onOver={(round) => over(outside, round.game)} />;
}

/** Start (or Play again): the round plays, the prompt is said, the holes take the keys. */
export function start(outside: Outside): void {
  const after = startRound(steps(outside), outside.results, outside.field);
  if (!after) return;
  outside.announce(`Go! Whack ${targetText(after.game.target)}.`);
  speak(targetText(after.game.target));
}

/**
 * One whack as an answer: its item is what the prompt asked the child to find (the word, "words
 * with sh", "ship or shop"), and her answer the word whacked when that is another.
 */
function whackAnswer(game: Game, word: string, hit: boolean): ResultScore {
  const prompt = targetText(game.target);
  return { prompt, ...(word !== prompt && { answer: word }), score: hit ? 1 : 0, max: 1, success: hit };
}

/** A whack at hole `hole`: its sound, words and answer. */
export function whack(outside: Outside, hole: number): void {
  const { announce, play } = outside;
  const { before, after } = steps(outside)({ type: 'whack', hole, now: Date.now() });
  if (after === before || !after.last) return;
  const { outcome, mole } = after.last;
  const next = after.game;
  if (mole) outside.results.answered(whackAnswer(before.game, mole.word, outcome === 'hit'));
  if (outcome === 'hit') {
    play('correct');
    announce(next.target.kind === 'word' ? `Hit! ${mole!.word}. Now whack ${next.target.word}.` : `Hit! ${mole!.word}.`);
  } else if (outcome === 'miss') {
    play('miss');
    announce(`Miss: ${mole!.word} is not ${targetText(next.target)}.`);
  } else if (outcome === 'empty') announce(`Hole ${hole + 1} is empty.`);
}

/** The end of a round (the clock's, Finish's, or the tenth find of a relaxed one): its sound, confetti, words and result. */
export function over(outside: Outside, game: Game): void {
  outside.play('end');
  if (game.hits > 0) outside.celebrate({ particles: PARTICLES });
  outside.announce(`${overText(game)} You whacked ${plural(game.hits, 'word')}.`);
  outside.results.complete(resultScore(game));
}

/** Finish: the child ends a relaxed round. */
export const finish = (outside: Outside): void => finishRound(steps(outside), (round) => over(outside, round.game));

/** What the prompt says when the round is over. */
const Over = ({ game }: { game: Game }): JSX.Element => (
  <>
    <span>
      {overText(game)} You whacked {plural(game.hits, 'word')}.
    </span>
    <span className="wm-small">Best streak: {game.bestStreak}</span>
  </>
);

/** The round bar's prompt while the round plays and after it. */
export const Live = (props: RoundBarProps): JSX.Element => <RoundPrompt {...props} over={<Over game={props.round.game as Game} />} />;

/** The mole up in hole `hole` while the round plays: the hole's state (`up`, `hit`, `miss`), its name, and the mole with its word. */
export function moleIn(round: WhackRound, hole: number): { state: string; label: string; mole: JSX.Element } | undefined {
  const mole = round.phase === 'playing' ? round.game.moles.find((m) => m.hole === hole) : undefined;
  return (
    mole && {
      state: mole.whacked ?? 'up',
      label: `Hole ${hole + 1}, ${mole.word}${mole.whacked ? `: ${mole.whacked}` : ''}`,
      mole: (
        <span key={mole.id} className="wm-mole">
          <Mole whacked={mole.whacked} />
          <span className="wm-word">{mole.word}</span>
        </span>
      ),
    }
  );
}

type Values = SettingValues<typeof declared>;

/** The settings panel's fields of Whack-a-mole: the list or a lesson, pace, time and speed, a teacher's words and targets. */
export function Fields({ values, set, own, lesson }: { values: Values; set: <K extends keyof Values>(name: K, value: Values[K]) => void; own: boolean; lesson: boolean }): JSX.Element {
  const id = useId();
  return (
    <>
      <div className="choice-row">
        <label className="choice-label" htmlFor={`${id}-list`}>
          Words
        </label>
        <select id={`${id}-list`} className="wm-select" value={values.list} disabled={own || lesson} onChange={(event) => set('list', event.currentTarget.value)}>
          <optgroup label="Find each word of a list">
            {WORD_LIST_CHOICES.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </optgroup>
          <optgroup label="Find words with a pattern">
            {PATTERN_NAMES.map((p) => (
              <option key={p.id} value={p.id}>
                words with {p.label}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <LessonField value={values.lesson} own={own} set={(n) => set('lesson', n)} />
      <SettingControls settings={declared} values={values} set={set} names={values.pace === 'relaxed' ? ['pace'] : ['pace', 'time', 'speed']} />
      {(['words', 'targets'] as const).map((name) => (
        <label key={name} className="wm-text">
          {declared[name].label}
          <textarea rows={2} value={values[name]} maxLength={declared[name].maxLength} aria-describedby={`${id}-${name}`} onChange={(event) => set(name, event.currentTarget.value)} />
          <span className="hint" id={`${id}-${name}`}>
            {name === 'words' ? 'Commas between words, as in ship,shop,chip,chin: 2 to 100 words. Empty plays the list above.' : 'Some of your words to whack, as in ship,shop. Empty: each word in turn.'}
          </span>
        </label>
      ))}
    </>
  );
}
