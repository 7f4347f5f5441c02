import { useEffect, useId, useLayoutEffect, useRef, type JSX, type KeyboardEvent } from 'react';
import { lazyPart } from '../runtime/lazy';
import { LineIcon, SettingControls, ToolShell, useAnnounce, useCelebrate, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { useFocusAfter } from '../tool-kit/focus';
import { NewRoundButton, teacherText, useRound } from '../tool-kit/round';
import { builtInContent, inGroup, isPicture, itemScore, newGame, noun, showsGroup, shown, type Check, type Deal, type Game } from './logic';
import type { Action } from './moves';
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

/** The moves and what answers them, loaded with the first tap, key or focus in the tool. */
const playPart = lazyPart(() => import('./Play'));
/** The pictures, loaded when a round has one. */
const picturesPart = lazyPart(() => import('./pictures'));

type Part = typeof import('./Play');
type Pictures = typeof import('./pictures');

const ICON = {
  warn: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
  right: 'M4 12.5l5 5L20 6.5',
  arrow: 'M5 12h14M13 6l6 6-6 6',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Sort Categories: items (words or pictures) dealt from a pile; tap an item, then its group. Each
 * placement is checked at once, or all of them when the pile is empty. Untimed.
 */
export function SortCategories(props: SortCategoriesProps): JSX.Element {
  const [settings, set, shareParams] = useToolSettings(declared, props);
  // Play again starts the next round with focus on the pile; New round keeps focus on itself.
  const round = useRound();
  const id = useId();
  // A teacher's groups are read by the lazy part: it loads at once when there are any.
  const text = teacherText(settings.groups, props.groups, declared.groups.maxLength);
  const play = playPart.use(!!text.trim());
  const content = !text.trim() ? builtInContent(settings.list) : play?.readContent(settings.list, text);
  const pictured = !!content?.groups.some((g) => g.items.some(isPicture));
  const pictures = picturesPart.use(pictured);
  const ready = content && (!pictured || pictures);
  const key = content && `${round.seed}\n${settings.deal}\n${settings.check}\n${content.groups.map((g) => `${g.title}:${g.items.join()}`).join('|')}`;

  return (
    <ToolShell
      tool={tool}
      common={props}
      sound
      shareParams={shareParams}
      toolbar={<NewRoundButton round={round} />}
      settings={
        <>
          <SettingControls settings={declared} values={settings} set={set} names={['deal', 'check']} />
          <label className="sc-field">
            {declared.list.label}
            <select value={settings.list} disabled={content?.own ?? true} onChange={(event) => set('list', event.currentTarget.value)}>
              {SORTS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          {play && <play.Field id={id} label={declared.groups.label} maxLength={declared.groups.maxLength} value={settings.groups} set={(value) => set('groups', value)} />}
        </>
      }
    >
      {ready ? (
        <Round
          key={key}
          game={() => newGame(content.groups, settings.deal as Deal, settings.check as Check, round.seed)}
          pictures={pictures}
          problem={content.problem}
          common={props}
          focus={round.focusStart}
          again={() => round.restart(true)}
        />
      ) : (
        <div className="sc-stage" aria-busy="true" />
      )}
    </ToolShell>
  );
}

type RoundProps = { game(): Game; pictures?: Pictures; problem?: string; common: ToolCommonProps; focus: boolean; again(): void };

function Round({ game: init, pictures, problem, common, focus, again }: RoundProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play: sound } = useSound();
  const results = useResults(tool.id, common);
  const [game, dispatch] = useStepReducer((before: Game, step: { part: Part; action: Action }) => step.part.sortReducer(before, step.action), init);
  const play = playPart.use(false);
  const stage = useRef<HTMLDivElement>(null);
  const focusing = useFocusAfter(stage, ['.sc-pile button, .sc-group-button'], focus ? '.sc-pile button, .sc-group-button' : null);
  const kind = noun(game);
  /** An item's name: its word, or its picture's name. */
  const name = (item: number) => {
    const text = game.items[item]!.text;
    return pictures && isPicture(text) ? pictures.pictureName(text) : text;
  };
  /** An item as it shows: its word, or its picture (named by the control or list item around it). */
  const show = (item: number) => {
    const text = game.items[item]!.text;
    return pictures && isPicture(text) ? (
      <span className="sc-pic" role="img" aria-label={pictures.pictureName(text)}>
        <pictures.Picture item={text} />
      </span>
    ) : (
      text
    );
  };

  // The moves load with the first tap, key or focus anywhere in the tool (its settings too).
  useEffect(() => {
    const root = stage.current?.getRootNode();
    const load = () => void playPart.load();
    for (const type of ['pointerdown', 'keydown', 'focusin']) root?.addEventListener(type, load, { once: true });
    return () => {
      for (const type of ['pointerdown', 'keydown', 'focusin']) root?.removeEventListener(type, load);
    };
  }, []);

  // Before the paint that first draws what the part brought (a teacher's content message).
  useLayoutEffect(() => {
    if (play && stage.current) play.adoptPlayStyles(stage.current.getRootNode());
  }, [play]);

  const act = (action: Action) => {
    const inside = focusing.inside();
    const run = (part: Part) => {
      const { before, after } = dispatch({ part, action });
      const to = part.respond({ announce, play: sound, celebrate, results, name }, before, after, action);
      if (after !== before && action.type !== 'pick') focusing.after(inside ? (to ?? 'keep') : null);
    };
    if (play) run(play);
    else void playPart.load().then(run);
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

  if (game.over && play)
    return (
      <div ref={stage} className="sc-stage">
        {problemNote}
        <play.Over game={game} again={again} show={show} />
      </div>
    );

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
      <div className="sc-pile" role="group" aria-label={game.pile.length ? `Pile, ${plural(game.pile.length, kind)} to sort` : 'Pile, empty'}>
        {shown(game).map((i) => (
          <button key={i} type="button" className="sc-item" aria-pressed={picked === i} onClick={() => act({ type: 'pick', item: i })}>
            {show(i)}
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
        {last && play ? (
          <play.Verdict game={game} name={name} />
        ) : picked !== null ? (
          `Now tap the group for ${name(picked)}.`
        ) : game.pile.length ? (
          `Tap a ${kind}, then its group.`
        ) : (
          `Tap a ${kind} in a group to take it back, or check your sort.`
        )}
      </p>
      <div className="sc-groups" data-count={game.titles.length}>
        {game.titles.map((title, g) => (
          <section key={g} className="sc-group" aria-label={title}>
            <button type="button" className="sc-group-button" aria-label={picked !== null ? `Put ${name(picked)} in ${title} (${g + 1})` : `${title} (${g + 1})`} onClick={() => act({ type: 'place', group: g })}>
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
                    {show(i)}
                  </li>
                ) : (
                  <li key={i}>
                    <button type="button" className="sc-placed" aria-label={`${name(i)}, in ${title}: take back`} onClick={() => act({ type: 'unplace', item: i })}>
                      {show(i)}
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
