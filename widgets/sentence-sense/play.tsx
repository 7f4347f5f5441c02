import type { JSX } from 'react';
import { LineIcon, speak } from '../tool-kit';
import { PARTICLES, asText, built, type Board, type Game } from './ready';
import { roundResult, sentenceReducer, type Action } from './logic';
import { ListField, TextField, plural, playStyles, type Outside } from '../tool-kit/round-later';
/** The message about a teacher's bad content. */
export { Problem } from '../tool-kit/round-later';
import { SENTENCE_SETS } from './sentences';
import type { settings as declared } from './tool';
import css from './play.css?inline';

// What Sentence Sense needs once a child taps or types: the moves, what each one says and plays,
// the verdict of a full sentence, the end screen, the teacher's field of the settings panel and the
// reading of a teacher's sentences. Loaded with the first tap, key or focus in the tool (at once
// when a teacher gave text), so the first screen carries none of it.

export { sentenceReducer };
/** A teacher's sentences, read when they gave any. */
export { readContent } from './content';

/** This part's rules on top of the element's. */
export const adoptPlayStyles = playStyles(css);

const ICON = {
  again: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  right: 'M4 12.5l5 5L20 6.5',
  wrong: 'M6 6l12 12M18 6 6 18',
  next: 'M5 12h14M13 6l6 6-6 6',
  hear: 'M4 9v6h4l5 4V5L8 9H4zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
};



/** Answers one move: sound, words for screen readers, results. Gives where focus goes next, if it moves. */
export function respond(outside: Outside, before: Game, after: Game, action: Action): string | undefined {
  const { announce, play, results } = outside;
  if (after === before) {
    if (action.type === 'check') announce(`${plural(after.board.tiles.length - after.board.placed.length, 'word')} to go.`);
    return undefined;
  }
  const was = before.board;
  const now = after.board;
  if (after.over) {
    const result = roundResult(after);
    play('success');
    if (result.score) outside.celebrate({ particles: PARTICLES });
    announce(`All done! You built ${result.score} of ${plural(result.max, 'sentence')} on the first try.`);
    results.complete(result);
    return '.ss-again';
  }
  if (after.index !== before.index) {
    announce(`Sentence ${after.index + 1} of ${after.sentences.length}.`);
    return '.ss-slots';
  }
  if (now.status === 'right' && was.status !== 'right') {
    play('correct');
    speak(now.sentence);
    announce(`Right! ${now.sentence}`);
    // Each full sentence checked is an answer: the sentence dealt, and on a wrong try the one built.
    results.answered({ prompt: now.sentence, score: 1, max: 1, success: true });
    return '.ss-next';
  }
  if (now.tries > was.tries) {
    play('miss');
    results.answered({ prompt: now.sentence, answer: asText(built(now)), score: 0, max: 1, success: false });
    announce(`Not yet: ${asText(built(now))} Tap a word in the sentence to send it back.`);
  } else if (now.placed.length > was.placed.length) announce(asText(built(now)));
  else announce(now.placed.length ? `Sent back. ${asText(built(now))}` : 'Sent back. Every word is back.');
  return undefined;
}

/** A slot with a word in it: sent back by a tap until the sentence is right. */
export function Slot({ board, slot, remove }: { board: Board; slot: number; remove(): void }): JSX.Element {
  const word = board.tiles[board.placed[slot]!]!;
  return board.status === 'right' ? (
    <span className="ss-word">{word}</span>
  ) : (
    <button type="button" className="ss-word" aria-label={`${word}, place ${slot + 1 + board.head.length}: send back`} onClick={remove}>
      {word}
    </button>
  );
}

/** A full sentence's verdict, by a sign and words (not colour alone). */
export function Verdict({ game }: { game: Game }): JSX.Element {
  return game.board.status === 'right' ? (
    <>
      <LineIcon d={ICON.right} />
      Right! {game.board.sentence}
    </>
  ) : (
    <>
      <LineIcon d={ICON.wrong} />
      Not yet. Tap a word in the sentence to send it back.
    </>
  );
}

/** A right sentence's buttons: hear it again, and go on. */
export function RightActions({ game, next }: { game: Game; next(): void }): JSX.Element {
  return (
    <>
      <button type="button" className="tool-button" onClick={() => speak(game.board.sentence)}>
        <LineIcon d={ICON.hear} />
        Hear it again
      </button>
      <button type="button" className="tool-button primary ss-next" onClick={next}>
        {game.index + 1 < game.sentences.length ? 'Next sentence' : 'See my score'}
        <LineIcon d={ICON.next} />
      </button>
    </>
  );
}

/** The end: the score, every sentence (on the first try, or after how many), what to practise, Play again. */
export function Over({ game, again }: { game: Game; again(): void }): JSX.Element {
  const result = roundResult(game);
  const missed = game.done.filter((d) => d.tries);
  return (
    <div className="ss-over" role="group" aria-label="Round over">
      <p className="ss-big">
        All done! You built {result.score} of {plural(result.max, 'sentence')} on the first try.
      </p>
      <ul className="ss-review">
        {game.done.map((d, i) => (
          <li key={i} data-state={d.tries ? 'again' : 'first'}>
            <LineIcon d={d.tries ? ICON.again : ICON.right} />
            <span>
              <b>{d.sentence}</b> {d.tries ? `after ${d.tries === 1 ? '1 wrong try' : `${d.tries} wrong tries`}` : 'on the first try'}
            </span>
          </li>
        ))}
      </ul>
      <p>{missed.length ? `To practise: ${missed.map((d) => d.sentence).join(' ')}` : 'Every sentence on the first try. Well done!'}</p>
      <button type="button" className="tool-button primary ss-again" onClick={again}>
        <LineIcon d={ICON.again} />
        Play again
      </button>
    </div>
  );
}

/** The settings panel's fields of the content: the built-in sentences, and a teacher's own. */
export function Fields({ id, settings, values, own, set }: { id: string; settings: typeof declared; values: { list: string; sentences: string }; own: boolean; set(name: 'list' | 'sentences', value: string): void }): JSX.Element {
  return (
    <>
      <ListField className="ss-field" label={settings.list.label} value={values.list} choices={SENTENCE_SETS} own={own} set={(value) => set('list', value)} />
      <TextField className="ss-field" id={id} label={settings.sentences.label} rows={3} maxLength={settings.sentences.maxLength} value={values.sentences} hint={SENTENCES_HINT} set={(value) => set('sentences', value)} />
    </>
  );
}

const SENTENCES_HINT = 'A | or a new line between sentences, as in The cat sat.|Sam has a hat. Up to 30 sentences of 2 to 12 words. Empty plays the built-in sentences.';
