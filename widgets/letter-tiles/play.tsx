import { useEffect, useRef, type JSX } from 'react';
import { SettingControls, useAnnounce, useCelebrate, useSound } from '../tool-kit';
import type { SettingValues } from '../tool-kit/declaration';
import { playStyles } from '../tool-kit/round-later';
import { LessonField } from '../tool-kit/lesson-field';
import type { LetterCase, Note } from './ready';
import { noteText } from './logic';
import type { settings as declared } from './tool';
import css from './play.css?inline';

// What Letter Tiles needs once a child taps or types: the moves (how a word is laid out, what each
// tap or key does), what each says and plays, and the settings panel's own fields. Loaded with the
// first tap, key or focus in the tool, or at once when a word list or a teacher's words are given,
// so the first screen of No Words carries none of it.

export { initialState, letterTilesReducer, readOwnWords, tilesFit, withSettings, wordRead, wordsOf } from './logic';
/** A lesson's words, laid out one at a time (those the level's tiles spell). */
export { lessonPlay } from '../tool-kit/lesson-words';

/** This part's rules on top of the element's: the picked tile, the own-words field and its message. */
export const adoptPlayStyles = playStyles(css);

/** Says what each action did, politely, and celebrates a finished list (inside the shell, which provides both). `initial` is the note of the board as first laid, which says nothing. */
export function Feedback({ note, initial, rounds, letterCase }: { note: Note | null; initial: Note | null | undefined; rounds: number; letterCase: LetterCase }): null {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const lastRounds = useRef(rounds);
  useEffect(() => {
    if (!note || note === initial) return;
    announce(noteText(note, letterCase));
    if (note.kind === 'placed') play('unwrap');
    else if (note.kind === 'taken') play('miss');
  }, [note]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (rounds <= lastRounds.current) return;
    lastRounds.current = rounds;
    play('success');
    celebrate();
  }, [rounds]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

type FieldsProps = {
  id: string;
  settings: typeof declared;
  values: SettingValues<typeof declared>;
  set: <K extends keyof typeof declared>(name: K, value: SettingValues<typeof declared>[K]) => void;
};

/** The tool's own settings in the panel: level, word list, letters, a teacher's own words. */
export function Fields({ id, settings, values, set }: FieldsProps): JSX.Element {
  return (
    <>
      <SettingControls settings={settings} values={values} set={set} names={['level']} />
      <div className="choice-row">
        <label className="choice-label" htmlFor={`${id}-list`}>
          Word list
        </label>
        <select id={`${id}-list`} className="list-select" value={values.list} onChange={(event) => set('list', event.currentTarget.value)}>
          {settings.list.values.map((option) => (
            <option key={option} value={option}>
              {settings.list.labels[option]}
            </option>
          ))}
        </select>
      </div>
      <LessonField value={values.lesson} own={!!values.words.trim()} set={(n) => set('lesson', n)} />
      <SettingControls settings={settings} values={values} set={set} names={['case']} />
      <label className="own-words">
        {settings.words.label}
        <textarea rows={2} value={values.words} maxLength={settings.words.maxLength} aria-describedby={`${id}-words`} onChange={(event) => set('words', event.currentTarget.value)} />
        <span className="hint" id={`${id}-words`}>
          Commas between words, as in ship,shop,chip. Letters only; up to 100 words. Empty lays out the lesson or the word list.
        </span>
      </label>
    </>
  );
}
