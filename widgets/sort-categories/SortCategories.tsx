import { useEffect, useId, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { LineIcon, SettingControls, ToolShell, speak, useAnnounce, useCelebrate, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { useFocusAfter } from '../tool-kit/focus';
import { PARTICLES, inGroup, itemScore, newGame, newSeed, readContent, roundResult, showsGroup, shown, sortReducer, type Action, type Check, type Deal, type Game } from './logic';
import { SORTS } from './sorts';
import { settings as declared, tool } from './tool';

export type SortCategoriesProps = ToolCommonProps & {
  /** A built-in sort: `short-a-i`, `short-o-u-e`, `digraphs`, `welded`, `suffixes`. */
  list?: string;
  /** A teacher's groups: `short a:cat,map|short i:pig,sit`. */
  groups?: string;
  /** `one` at a time or `all` at once. */
  deal?: string;
  /** Each placement checked `now`, or all at the `end`. */
  check?: string;
};

const ICON = {
  again: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  warn: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
  right: 'M4 12.5l5 5L20 6.5',
  wrong: 'M6 6l12 12M18 6 6 18',
  arrow: 'M5 12h14M13 6l6 6-6 6',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Sort Categories: items dealt from a pile; tap an item, then its group. Each placement is checked
 * at once, or all of them when the pile is empty. Untimed.
 */
export function SortCategories(props: SortCategoriesProps): JSX.Element {
  const [settings, set, shareParams] = useToolSettings(declared, props);
  const [seed, setSeed] = useState(newSeed);
  const [focusStart, setFocusStart] = useState(false);
  const restart = (focus: boolean) => {
    setFocusStart(focus);
    setSeed(newSeed());
  };
  const id = useId();
  const long = props.groups && props.groups.length > declared.groups.maxLength ? props.groups : '';
  const content = readContent(settings.list, settings.groups || long);
  const key = `${seed}\n${settings.deal}\n${settings.check}\n${content.groups.map((g) => `${g.title}:${g.items.join()}`).join('|')}`;

  return (
    <ToolShell
      tool={tool}
      common={props}
      sound
      shareParams={shareParams}
      toolbar={
        <button type="button" className="tool-button" onClick={() => restart(false)}>
          <LineIcon d={ICON.again} />
          New round
        </button>
      }
      settings={
        <>
          <SettingControls settings={declared} values={settings} set={set} names={['deal', 'check']} />
          <label className="sc-field">
            {declared.list.label}
            <select value={settings.list} disabled={content.own} onChange={(event) => set('list', event.currentTarget.value)}>
              {SORTS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className="sc-field">
            {declared.groups.label}
            <textarea rows={3} value={settings.groups} maxLength={declared.groups.maxLength} aria-describedby={`${id}-hint`} onChange={(event) => set('groups', event.currentTarget.value)} />
            <span className="hint" id={`${id}-hint`}>
              One group a line (or | between them): its title, a colon and its items with commas, as in short a:cat,map. 2 to 4 groups, up to 100 items. Empty plays the built-in sort.
            </span>
          </label>
        </>
      }
    >
      <Round key={key} game={() => newGame(content.groups, settings.deal as Deal, settings.check as Check, seed)} problem={content.problem} common={props} focus={focusStart} again={() => restart(true)} />
    </ToolShell>
  );
}

type RoundProps = { game(): Game; problem?: string; common: ToolCommonProps; focus: boolean; again(): void };

function Round({ game: init, problem, common, focus, again }: RoundProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const [game, dispatch] = useStepReducer(sortReducer, init);
  const stage = useRef<HTMLDivElement>(null);
  const focusing = useFocusAfter(stage, ['.sc-pile button, .sc-group-button'], focus ? '.sc-pile button, .sc-group-button' : null);
  const text = (item: number) => game.items[item]!.text;

  const act = (action: Action) => {
    const inside = focusing.inside();
    const { before, after } = dispatch(action);
    if (after === before) {
      if (action.type === 'place' && before.picked === null) announce('Pick a word from the pile first.');
      return;
    }
    const word = (i: number) => after.items[i]!.text;
    const title = (g: number) => after.titles[g]!;
    const next = after.deal === 'one' && after.picked !== null && !after.over ? ` Next: ${word(after.picked)}.` : '';
    const last = after.last;
    let to: string | undefined;
    if (action.type === 'pick') {
      announce(after.picked === null ? 'Put back.' : `${word(after.picked)}: now tap its group.`);
      return;
    }
    if (last?.kind === 'right') {
      play('correct');
      speak(word(last.item));
      announce(`Right! ${word(last.item)} goes in ${title(last.group)}.${next}`);
      results.answered({ score: itemScore(after, last.item), max: 1, success: !after.tries[last.item] });
    } else if (last?.kind === 'wrong') {
      play('miss');
      announce(`Not ${title(last.group)}. ${word(last.item)} goes back to the pile${showsGroup(after, last.item) ? `: it goes in ${title(after.items[last.item]!.group)}` : ''}.${next}`);
    } else if (last?.kind === 'checked') {
      play(last.wrong.length ? 'miss' : 'correct');
      announce(`${plural(last.right.length, 'word')} right.${last.wrong.length ? ` ${plural(last.wrong.length, 'word')} went back to the pile: try ${last.wrong.length === 1 ? 'it' : 'them'} again.` : ''}`);
      if (last.right.length) results.answered({ score: last.right.filter((i) => !after.tries[i]).length, max: last.right.length + last.wrong.length, success: !last.wrong.length });
    } else if (action.type === 'place') announce(`${word(before.picked!)} in ${title(action.group)}.${after.pile.length ? next : ' The pile is empty: check your sort.'}`);
    else if (action.type === 'unplace') announce(`${word(action.item)} is back in the pile.`);
    if (after.over) {
      const result = roundResult(after);
      play('success');
      if (result.score) celebrate({ particles: PARTICLES });
      announce(`All sorted! ${result.score} of ${plural(result.max, 'word')} right on the first try.`);
      results.complete(result);
      to = '.sc-again';
    } else if (after.check === 'end' && !after.pile.length) to = '.sc-check';
    focusing.after(inside ? (to ?? 'keep') : null);
  };


  // Number keys put the picked item in that group; Escape puts it back.
  const keys = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const n = Number(event.key);
    if (n >= 1 && n <= game.titles.length) act({ type: 'place', group: n - 1 });
    else if (event.key === 'Escape' && game.picked !== null && game.deal === 'all') act({ type: 'pick', item: game.picked });
    else return;
    event.preventDefault();
  };

  const problemNote = problem && (
    <p className="sc-problem" role="alert">
      <LineIcon d={ICON.warn} />
      <span>{problem}</span>
    </p>
  );

  if (game.over) {
    const result = roundResult(game);
    return (
      <div ref={stage} className="sc-stage">
        {problemNote}
        <div className="sc-over" role="group" aria-label="Round over">
          <p className="sc-big">
            All sorted! {result.score} of {plural(result.max, 'word')} right on the first try.
          </p>
          <div className="sc-groups">
            {game.titles.map((title, g) => (
              <section key={g} className="sc-group" aria-label={title}>
                <h3 className="sc-title">{title}</h3>
                <ul className="sc-review">
                  {inGroup(game, g).map((i) => (
                    <li key={i} data-state={game.tries[i] ? 'again' : 'first'}>
                      <LineIcon d={game.tries[i] ? ICON.again : ICON.right} />
                      <b>{text(i)}</b> {game.tries[i] ? `after ${game.tries[i] === 1 ? '1 wrong try' : `${game.tries[i]} wrong tries`}` : ''}
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
      </div>
    );
  }

  const picked = game.picked;
  const last = game.last;
  const sorted = Object.keys(game.at).length;
  return (
    <div ref={stage} className="sc-stage" onKeyDown={keys}>
      {problemNote}
      <div className="sc-meters">
        <span className="sc-meter">
          Sorted {sorted} of {game.items.length}
        </span>
        <span className="sc-meter">Score {game.done.reduce((sum, i) => sum + itemScore(game, i), 0)}</span>
      </div>
      <div className="sc-pile" role="group" aria-label={game.pile.length ? `Pile, ${plural(game.pile.length, 'word')} to sort` : 'Pile, empty'}>
        {shown(game).map((i) => (
          <button key={i} type="button" className="sc-item" aria-pressed={picked === i} onClick={() => act({ type: 'pick', item: i })}>
            {text(i)}
            {showsGroup(game, i) && (
              <small className="sc-shows">
                <LineIcon d={ICON.arrow} /> {game.titles[game.items[i]!.group]}
              </small>
            )}
          </button>
        ))}
        {game.deal === 'one' && game.pile.length > 1 && <span className="sc-left">+{game.pile.length - 1} more</span>}
        {!game.pile.length && game.check === 'end' && (
          <button type="button" className="tool-button primary sc-check" onClick={() => act({ type: 'check' })}>
            <LineIcon d={ICON.right} />
            Check my sort
          </button>
        )}
      </div>
      <p className="sc-verdict" data-state={last?.kind ?? 'playing'} aria-hidden="true">
        {last?.kind === 'right' ? (
          <>
            <LineIcon d={ICON.right} />
            Right! {text(last.item)} goes in {game.titles[last.group]}.
          </>
        ) : last?.kind === 'wrong' ? (
          <>
            <LineIcon d={ICON.wrong} />
            Not {game.titles[last.group]}. Try {text(last.item)} again.
          </>
        ) : last?.kind === 'checked' ? (
          <>
            <LineIcon d={last.wrong.length ? ICON.wrong : ICON.right} />
            {plural(last.right.length, 'word')} right. {last.wrong.length ? `${plural(last.wrong.length, 'word')} back in the pile.` : ''}
          </>
        ) : picked !== null ? (
          `Now tap the group for ${text(picked)}.`
        ) : game.pile.length ? (
          'Tap a word, then its group.'
        ) : (
          'Tap a word in a group to take it back, or check your sort.'
        )}
      </p>
      <div className="sc-groups" data-count={game.titles.length}>
        {game.titles.map((title, g) => (
          <section key={g} className="sc-group" aria-label={title}>
            <button type="button" className="sc-group-button" aria-label={picked !== null ? `Put ${text(picked)} in ${title} (${g + 1})` : `${title} (${g + 1})`} onClick={() => act({ type: 'place', group: g })}>
              <span className="sc-key" aria-hidden="true">
                {g + 1}
              </span>
              {title}
            </button>
            <ul className="sc-in">
              {inGroup(game, g).map((i) =>
                game.done.includes(i) ? (
                  <li key={i} data-state="right">
                    <LineIcon d={ICON.right} />
                    {text(i)}
                  </li>
                ) : (
                  <li key={i}>
                    <button type="button" className="sc-placed" aria-label={`${text(i)}, in ${title}: take back`} onClick={() => act({ type: 'unplace', item: i })}>
                      {text(i)}
                    </button>
                  </li>
                ),
              )}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
