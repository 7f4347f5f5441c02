import type { JSX, ReactNode } from 'react';
import { LineIcon, speak } from '../tool-kit';
import { PARTICLES, inGroup, noun, showsGroup, type Game } from './ready';
import { roundResult, sortReducer, type Action } from './logic';
import { ListField, TextField, plural, playStyles, type Outside } from '../tool-kit/round-later';
/** The message about a teacher's bad content. */
export { Problem } from '../tool-kit/round-later';
import { SORTS } from './sorts';
import type { settings as declared } from './tool';
import { LessonField } from '../tool-kit/lesson-field';
import type { SortPatternId } from './pattern-ids';
import { SORT_PATTERNS, lessonSorts, patternLesson } from './pattern-sorts';
import css from './play.css?inline';

// What Sort Categories needs once a child taps or types: the moves, what each one says and plays,
// the verdict of a placement or a check, the end review by group, the teacher's field of the
// settings panel and the reading of a teacher's groups. Loaded with the first tap, key or focus in
// the tool (at once when a teacher gave text), so the first screen carries none of it.

export { sortReducer };
/** A teacher's groups, read when they gave any. */
export { readContent } from './content';
export { madeSort } from './pattern-sorts';

/** This part's rules on top of the element's. */
export const adoptPlayStyles = playStyles(css);

const ICON = {
  again: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  right: 'M4 12.5l5 5L20 6.5',
  wrong: 'M6 6l12 12M18 6 6 18',
  arrow: 'M5 12h14M13 6l6 6-6 6',
};


type Named = Outside & {
  /** An item's name: its word, or its picture's name. */
  name(item: number): string;
};

/** Answers one move: sound, words for screen readers, results. Gives where focus goes next, if it moves. */
export function respond(outside: Named, before: Game, after: Game, action: Action): string | undefined {
  const { announce, play, results, name } = outside;
  const kind = noun(after);
  if (after === before) {
    if (action.type === 'place' && before.picked === null) announce(`Pick a ${kind} from the pile first.`);
    return undefined;
  }
  const title = (g: number) => after.titles[g]!;
  const next = after.deal === 'one' && after.picked !== null && !after.over ? ` Next: ${name(after.picked)}.` : '';
  const last = after.last;
  // Each placement judged is an answer: the item, the group the child chose, right or not.
  const answered = (item: number, group: number, right: boolean) =>
    results.answered({ prompt: name(item), answer: title(group), score: right ? 1 : 0, max: 1, success: right });
  if (action.type === 'pick') {
    announce(after.picked === null ? 'Put back.' : `${name(after.picked)}: now tap its group.`);
    return undefined;
  }
  if (last?.kind === 'right') {
    play('correct');
    speak(name(last.item));
    announce(`Right! ${name(last.item)} goes in ${title(last.group)}.${next}`);
    answered(last.item, last.group, true);
  } else if (last?.kind === 'wrong') {
    play('miss');
    answered(last.item, last.group, false);
    announce(`Not ${title(last.group)}. ${name(last.item)} goes back to the pile${showsGroup(after, last.item) ? `: it goes in ${title(after.items[last.item]!.group)}` : ''}.${next}`);
  } else if (last?.kind === 'checked') {
    play(last.wrong.length ? 'miss' : 'correct');
    announce(`${plural(last.right.length, kind)} right.${last.wrong.length ? ` ${plural(last.wrong.length, kind)} went back to the pile: try ${last.wrong.length === 1 ? 'it' : 'them'} again.` : ''}`);
    for (const item of [...last.right, ...last.wrong].sort((a, b) => a - b)) answered(item, before.at[item]!, last.right.includes(item));
  } else if (action.type === 'place') announce(`${name(before.picked!)} in ${title(action.group)}.${after.pile.length ? next : ' The pile is empty: check your sort.'}`);
  else if (action.type === 'unplace') announce(`${name(action.item)} is back in the pile.`);
  if (after.over) {
    const result = roundResult(after);
    play('success');
    if (result.score) outside.celebrate({ particles: PARTICLES });
    announce(`All sorted! ${result.score} of ${plural(result.max, kind)} right on the first try.`);
    results.complete(result);
    return '.sc-again';
  }
  return after.check === 'end' && !after.pile.length ? '.sc-check' : undefined;
}

/**
 * After a wrong placement, what the child does next with what is on screen: the item again when it
 * still shows, else the one dealt in its place (one at a time, it went to the back of the pile).
 */
const wrongNext = (game: Game, item: number, name: (item: number) => string): string =>
  game.picked === null || game.picked === item ? `Try ${name(item)} again.` : `${name(item)} goes back to the pile. Now: ${name(game.picked)}.`;

/** The last move's verdict, by a sign and words (not colour alone). */
export function Verdict({ game, name }: { game: Game; name(item: number): string }): JSX.Element | null {
  const last = game.last;
  const kind = noun(game);
  if (last?.kind === 'right')
    return (
      <>
        <LineIcon d={ICON.right} />
        Right! {name(last.item)} goes in {game.titles[last.group]}.
      </>
    );
  if (last?.kind === 'wrong')
    return (
      <>
        <LineIcon d={ICON.wrong} />
        Not {game.titles[last.group]}. {wrongNext(game, last.item, name)}
      </>
    );
  if (last?.kind === 'checked')
    return (
      <>
        <LineIcon d={last.wrong.length ? ICON.wrong : ICON.right} />
        {plural(last.right.length, kind)} right. {last.wrong.length ? `${plural(last.wrong.length, kind)} back in the pile.` : ''}
      </>
    );
  return null;
}

/** An item's right group, shown on it after two wrong tries. */
export function Shows({ title }: { title: string }): JSX.Element {
  return (
    <small className="sc-shows">
      <LineIcon d={ICON.arrow} /> {title}
    </small>
  );
}

/** Checked at the end: when the pile is empty. */
export function CheckButton({ check }: { check(): void }): JSX.Element {
  return (
    <button type="button" className="tool-button primary sc-check" onClick={check}>
      <LineIcon d={ICON.right} />
      Check my sort
    </button>
  );
}

/** A group's items: ticked when checked right, else a button that takes the item back (checked at the end). */
export function Placed({ game, group, name, show, unplace }: { game: Game; group: number; name(item: number): string; show(item: number): ReactNode; unplace(item: number): void }): JSX.Element[] {
  return inGroup(game, group).map((i) =>
    game.done.includes(i) ? (
      <li key={i} data-state="right">
        <LineIcon d={ICON.right} />
        {show(i)}
      </li>
    ) : (
      <li key={i}>
        <button type="button" className="sc-placed" aria-label={`${name(i)}, in ${game.titles[group]}: take back`} onClick={() => unplace(i)}>
          {show(i)}
        </button>
      </li>
    ),
  );
}

/** The end: the score, and every group's items (a tick on the first try, or how many wrong tries), Play again. */
export function Over({ game, again, show }: { game: Game; again(): void; show(item: number): ReactNode }): JSX.Element {
  const result = roundResult(game);
  return (
    <div className="sc-over" role="group" aria-label="Round over">
      <p className="sc-big">
        All sorted! {result.score} of {plural(result.max, noun(game))} right on the first try.
      </p>
      <div className="sc-groups">
        {game.titles.map((title, g) => (
          <section key={g} className="sc-group" aria-label={title}>
            <h3 className="sc-title">{title}</h3>
            <ul className="sc-review">
              {inGroup(game, g).map((i) => (
                <li key={i} data-state={game.tries[i] ? 'again' : 'first'}>
                  <LineIcon d={game.tries[i] ? ICON.again : ICON.right} />
                  <b>{show(i)}</b> {game.tries[i] ? `after ${game.tries[i] === 1 ? '1 wrong try' : `${game.tries[i]} wrong tries`}` : ''}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <button type="button" className="tool-button primary sc-again" onClick={again}>
        <LineIcon d={ICON.again} />
        Play again
      </button>
    </div>
  );
}

/** The settings panel's fields of the content: the built-in sort, and a teacher's groups. */
type FieldsProps = {
  id: string;
  settings: typeof declared;
  values: { list: string; groups: string; patterns: readonly string[]; lesson: number };
  own: boolean;
  set(name: 'list' | 'groups', value: string): void;
  setPatterns(patterns: SortPatternId[]): void;
  setLesson(n: number): void;
};

const SORT_CHOICES = [...SORTS, ...lessonSorts.map((sort) => ({ id: sort.id, label: `${sort.label} (lesson ${sort.lesson})` }))];
const PATTERN_CHOICES = (Object.entries(SORT_PATTERNS) as [SortPatternId, string][]).map(([id, name]) => ({ id, name, lesson: patternLesson(id) }));

export function Fields({ id, settings, values, own, set, setPatterns, setLesson }: FieldsProps): JSX.Element {
  const chosen = values.patterns as SortPatternId[];
  const choose = (slot: number, value: string) => {
    const next = [...chosen];
    next[slot] = value as SortPatternId;
    setPatterns(next.filter(Boolean).filter((p, i, all) => all.indexOf(p) === i));
  };
  return (
    <>
      <ListField className="sc-field" label={settings.list.label} value={values.list} choices={SORT_CHOICES} own={own || chosen.length > 0 || values.lesson > 0} set={(value) => set('list', value)} />
      <LessonField className="sc-field" value={values.lesson} own={own} set={setLesson} />
      <fieldset className="sc-patterns" disabled={own}>
        <legend>{settings.patterns.label}: sort by two or three</legend>
        {[0, 1, 2].map((slot) => (
          <label key={slot}>
            {slot === 2 ? 'Third (or none)' : slot === 1 ? 'Second' : 'First'}
            <select value={chosen[slot] ?? ''} disabled={slot > chosen.length} onChange={(event) => choose(slot, event.currentTarget.value)}>
              <option value="">{slot === 0 ? 'None: the built-in sort' : 'None'}</option>
              {PATTERN_CHOICES.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} (lesson {p.lesson})
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <TextField className="sc-field" id={id} label={settings.groups.label} rows={3} maxLength={settings.groups.maxLength} value={values.groups} hint={GROUPS_HINT} set={(value) => set('groups', value)} />
    </>
  );
}

const GROUPS_HINT = 'One group a line (or | between them): its title, a colon and its items with commas, as in short a:cat,map. A picture by its name: pic.sun. 2 to 4 groups, up to 100 items. Empty plays the built-in sort.';
