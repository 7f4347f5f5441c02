import { useId, useRef, type JSX, type KeyboardEvent } from 'react';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import { ToolShell, useAnnounce, useCelebrate, useLoaded, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { useFocusAfter } from '../tool-kit/focus';
import { NewRoundButton, teacherText, useRound } from '../tool-kit/round';
import { HearIt } from '../tool-kit/hear-it';
import { LESSON_SORT_IDS } from './pattern-ids';
import { builtInContent, isPicture, itemScore, newGame, noun, showsGroup, shown, type Check, type Deal, type Game } from './ready';
import type { Action } from './logic';
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
  /** A sort of two or three patterns: `team-ai,team-ay`. */
  patterns?: string;
  /** A lesson of the scope and sequence (1-51): the pattern sort it has taught last. */
  lesson?: number;
};

/** The moves and what answers them, loaded with the first tap, key or focus in the tool. */
const playPart = lazyPart(() => import('./play'));
/** The pictures, loaded when a round has one. */
const picturesPart = lazyPart(() => import('../tool-kit/pictures'));

type Part = typeof import('./play');
type Pictures = typeof import('../tool-kit/pictures');


const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Sort Categories: items (words or pictures) dealt from a pile; tap an item, then its group. Each
 * placement is checked at once, or all of them when the pile is empty. Untimed.
 */
export function SortCategories(props: SortCategoriesProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  // Play again starts the next round with focus on the pile; New round keeps focus on itself.
  const round = useRound();
  const id = useId();
  // A teacher's groups are read by the lazy part: it loads at once when there are any.
  const text = teacherText(settings.groups, props.groups, declared.groups.maxLength);
  // A pattern sort (a teacher's patterns, a lesson's, or a built-in one made from the lessons) is
  // made by the lazy part from the lessons' words: it loads at once then. A teacher's groups still win.
  const makes = !text.trim() && (settings.patterns.length > 0 || settings.lesson > 0 || (LESSON_SORT_IDS as readonly string[]).includes(settings.list));
  const play = playPart.use(!!text.trim() || makes);
  const made = useLoaded(`${settings.patterns.join()}|${settings.lesson}|${settings.list}`, makes ? play && (() => play.madeSort(settings.patterns, settings.lesson, settings.list)) : undefined);
  const content = text.trim()
    ? play?.readContent(settings.list, text)
    : !makes
      ? builtInContent(settings.list)
      : made && (made.groups ? { groups: made.groups, own: false } : { ...builtInContent(settings.list), problem: made.problem });
  const pictured = !!content?.groups.some((g) => g.items.some(isPicture));
  const pictures = picturesPart.use(pictured);
  const ready = content && (!pictured || pictures);
  const key = content && `${round.seed}\n${settings.deal}\n${settings.check}\n${content.groups.map((g) => `${g.title}:${g.items.join()}`).join('|')}`;

  return (
    <ToolShell
      sound
      held={held}
      choices={['deal', 'check']}
      toolbar={<NewRoundButton round={round} />}
      settings={play && <play.Fields id={id} settings={declared} values={settings} own={content?.own ?? true} set={set} setPatterns={(p) => set('patterns', p)} setLesson={(n) => set('lesson', n)} />}
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
  // The moves' reducer comes with the part (play.tsx), so each step names it.
  const [game, dispatch] = useStepReducer<Game, Action>(null, init);
  const stage = useRef<HTMLDivElement>(null);
  const [play, withPlay] = useFirstUse(playPart, stage);
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

  const act = (action: Action) => {
    const inside = focusing.inside();
    const run = (part: Part) => {
      const { before, after } = dispatch(action, part.sortReducer);
      const to = part.respond({ announce, play: sound, celebrate, results, name }, before, after, action);
      if (after !== before && action.type !== 'pick') focusing.after(inside ? (to ?? 'keep') : null);
    };
    withPlay(run);
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

  // A teacher's content came with the part that read it, so it is here when there is a problem.
  const problemNote = problem && play && <play.Problem className="sc-problem" text={problem} />;

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
  // What to do now, on screen (until a placement's verdict shows) and read aloud by Hear it.
  const step =
    picked !== null ? `Now tap the group for ${name(picked)}.` : game.pile.length ? `Tap a ${kind}, then its group.` : `Tap a ${kind} in a group to take it back, or check your sort.`;
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
            {/* After two wrong tries (moves, so the part is here): the item's right group. */}
            {showsGroup(game, i) && play && <play.Shows title={game.titles[game.items[i]!.group]!} />}
          </button>
        ))}
        {game.deal === 'one' && game.pile.length > 1 && <span className="sc-left">+{game.pile.length - 1} more</span>}
        {!game.pile.length && game.check === 'end' && play && <play.CheckButton check={() => act({ type: 'check' })} />}
      </div>
      <div className="sc-line">
        <p className="sc-verdict" data-state={last?.kind ?? 'playing'} aria-hidden="true">
          {last && play ? <play.Verdict game={game} name={name} /> : step}
        </p>
        <HearIt text={step} />
      </div>
      <div className="sc-groups" data-count={game.titles.length}>
        {game.titles.map((title, g) => (
          <section key={g} className="sc-group" aria-label={title}>
            {/* The name starts with the words on the button (WCAG 2.5.3): a child using voice control says what she sees. */}
            <button type="button" className="sc-group-button" aria-label={picked !== null ? `${title} (${g + 1}): put ${name(picked)} here` : `${title} (${g + 1})`} onClick={() => act({ type: 'place', group: g })}>
              <span className="sc-key" aria-hidden="true">
                {g + 1}
              </span>
              {title}
            </button>
            <ul className="sc-in">
              {/* An item comes into a group with the first move, so the part that draws it is here by then. */}
              {play && <play.Placed game={game} group={g} name={name} show={show} unplace={(item) => act({ type: 'unplace', item })} />}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
