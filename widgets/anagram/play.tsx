import { useEffect, type JSX } from 'react';
import { LineIcon, speak } from '../tool-kit';
import { LISTS, NEXT_DELAY, PARTICLES, spelled, wordScore, type Board, type Game } from './ready';
import { anagramReducer, otherWord, roundResult, type Action } from './logic';
import type { settings as declared } from './tool';
import { ListField, TextField, plural, playStyles, type Outside } from '../tool-kit/round-later';
/** The message about a teacher's bad content. */
export { Problem } from '../tool-kit/round-later';
import { PICTURE_KEYS, Picture, pictureName } from '../tool-kit/pictures';
import { LessonField } from '../tool-kit/lesson-field';
import css from './play.css?inline';

// What Anagram needs once a child taps or types: the moves, what each one says and plays, the
// verdict of a full word, the end screen, the teacher's fields of the settings panel and the reading
// of a teacher's words and clues. Loaded with the first tap, key or focus in the tool (at once when a
// teacher gave text), so the first screen carries none of it.

export { anagramReducer };
/** A teacher's words and clues, read when they gave any. */
export { lessonPlay, readContent } from './content';

/** This part's rules on top of the element's. */
export const adoptPlayStyles = playStyles(css);

const ICON = {
  right: 'M4 12.5l5 5L20 6.5',
  wrong: 'M6 6l12 12M18 6 6 18',
  next: 'M5 12h14M13 6l6 6-6 6',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  again: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
};

/** Answers one move: sound, words for screen readers, results. Gives where focus goes next, if it moves. */
export function respond(outside: Outside, before: Game, after: Game, action: Action): string | undefined {
  const { announce, play, results } = outside;
  const was = before.board;
  const now = after.board;
  if (after.over && !before.over) {
    const result = roundResult(after);
    play('success');
    if (result.score) outside.celebrate({ particles: PARTICLES });
    announce(`All done! You unscrambled ${result.score} of ${plural(result.max, 'word')} on your own.`);
    results.complete(result);
    return '.ag-again';
  }
  if (after.index !== before.index) {
    announce(`Word ${after.index + 1} of ${after.entries.length}.${now.entry.clue ? ` Clue: ${clueText(now.entry.clue)}.` : ''}`);
    return '.ag-slots';
  }
  if (now.status === 'right' && was.status !== 'right') {
    play('correct');
    speak(now.entry.word);
    announce(`Right! ${now.entry.word}.${now.hints ? ` With ${plural(now.hints, 'hint')}.` : ''}`);
    // Each full word checked is an answer: the word dealt (a lesson's too), right on her own or not.
    results.answered({ prompt: now.entry.word, ...(now.hints > 0 && { answer: `with ${plural(now.hints, 'hint')}` }), score: wordScore(now), max: 1, success: !now.hints });
    return '.ag-next';
  }
  if (now.tries > was.tries) {
    play('miss');
    results.answered({ prompt: now.entry.word, answer: spelled(now), score: 0, max: 1, success: false });
    const other = otherWord(after);
    announce(`${other ? `${other} is a word too, but not this one.` : `Not yet: ${spelled(now)}.`} Tap a letter in a slot to send it back.`);
  } else if (now.hints > was.hints) announce(`Hint: ${now.entry.word[now.locked - 1]}. ${spelled(now)}`);
  else if (now.placed.length > was.placed.length) announce(spelled(now));
  else if (now.placed.length < was.placed.length) announce(now.placed.length ? `Sent back. ${spelled(now)}` : 'Sent back. The slots are empty.');
  else if (action.type === 'type') announce(`No ${action.letter} tile left.`);
  else if (action.type === 'check') announce(`${plural(now.tiles.length - now.placed.length, 'letter')} to go.`);
  else if (action.type === 'remove' || action.type === 'back') announce(now.locked ? 'The hint letters stay.' : 'The slots are empty.');
  return undefined;
}

/** A full word's verdict, by a sign and words (not colour alone). */
export function Verdict({ game }: { game: Game }): JSX.Element {
  const other = otherWord(game);
  return game.board.status === 'right' ? (
    <>
      <LineIcon d={ICON.right} />
      Right! {game.board.entry.word}
    </>
  ) : (
    <>
      <LineIcon d={ICON.wrong} />
      {other ? `${other} is a word too, but not this one.` : 'Not yet.'} Tap a letter to send it back.
    </>
  );
}

/** Next word (or See my score); a right word shows, is spoken, then the next one comes by itself. */
export function NextButton({ game, next }: { game: Game; next(): void }): JSX.Element {
  useEffect(() => {
    const timer = setTimeout(next, NEXT_DELAY);
    return () => clearTimeout(timer);
  }, []);
  return (
    <button type="button" className="tool-button primary ag-next" onClick={next}>
      {game.index + 1 < game.entries.length ? 'Next word' : 'See my score'}
      <LineIcon d={ICON.next} />
    </button>
  );
}

/** A slot with a tile in it: sent back by a tap while the word is open; a hint's letter stays. */
export function Slot({ board, slot, remove }: { board: Board; slot: number; remove(): void }): JSX.Element {
  const letter = board.tiles[board.placed[slot]!];
  const hint = slot < board.locked;
  return hint || board.status === 'right' ? (
    <span className="ag-slot" data-hint={hint || undefined} role="img" aria-label={`${letter}${hint ? ', hint' : ''}`}>
      {letter}
    </span>
  ) : (
    <button type="button" className="ag-slot" aria-label={`${letter}, slot ${slot + 1}: send back`} onClick={remove}>
      {letter}
    </button>
  );
}

/** A clue in words: its text, or what its picture shows. */
const clueText = (clue: string) => (PICTURE_KEYS.has(clue) ? `a picture of ${pictureName(clue)}` : clue);

/** A word's clue, from a teacher's text: words, or one of the project's drawn pictures. */
export function Clue({ clue }: { clue: string }): JSX.Element {
  return (
    <p className="ag-clue">
      <b>Clue:</b>{' '}
      {PICTURE_KEYS.has(clue) ? (
        <span className="ag-clue-picture" role="img" aria-label={clueText(clue)}>
          <Picture item={clue} />
        </span>
      ) : (
        clue
      )}
    </p>
  );
}

/** The end: the score, every word (on the child's own, or with hints), what to practise, Play again. */
export function Over({ game, again }: { game: Game; again(): void }): JSX.Element {
  const result = roundResult(game);
  const missed = game.done.filter((d) => d.hints);
  return (
    <div className="ag-over" role="group" aria-label="Round over">
      <p className="ag-big">
        All done! You unscrambled {result.score} of {plural(result.max, 'word')} on your own.
      </p>
      <ul className="ag-review">
        {game.done.map((d, i) => (
          <li key={i} data-state={d.hints ? 'help' : 'own'}>
            <LineIcon d={d.hints ? ICON.hint : ICON.right} />
            <b>{d.word}</b> {d.hints ? `with ${plural(d.hints, 'hint')}` : 'on your own'}
          </li>
        ))}
      </ul>
      <p>{missed.length ? `Words to practise: ${missed.map((d) => d.word).join(', ')}.` : 'No hints needed. Well done!'}</p>
      <button type="button" className="tool-button primary ag-again" onClick={again}>
        <LineIcon d={ICON.again} />
        Play again
      </button>
    </div>
  );
}

type Text = 'words' | 'clues';
const HINTS: Record<Text, string> = {
  words: 'Commas between words, as in ship,shop,chip. Letters only, 2 to 12 each; up to 100 words. Empty plays the word list.',
  clues: 'Optional: word:clue with | between, as in ship:a big boat|chip:a small piece.',
};

/** The settings panel's fields of the content: the word list, and a teacher's words and clues. */
export function Fields({ id, settings, values, own, set, lesson, setLesson }: { id: string; settings: typeof declared; values: Record<Text | 'list', string>; own: boolean; set(name: Text | 'list', value: string): void; lesson: number; setLesson(n: number): void }): JSX.Element {
  return (
    <>
      <ListField className="ag-field" label={settings.list.label} value={values.list} choices={LISTS} own={own || lesson > 0} set={(value) => set('list', value)} />
      <LessonField className="ag-field" value={lesson} own={own} set={setLesson} />
      {(['words', 'clues'] as const).map((name) => (
        <TextField key={name} className="ag-field" id={`${id}-${name}`} label={settings[name].label} rows={2} maxLength={settings[name].maxLength} value={values[name]} hint={HINTS[name]} set={(value) => set(name, value)} />
      ))}
    </>
  );
}
