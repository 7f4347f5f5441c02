import { useEffect, useId, useLayoutEffect, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { lazyPart } from '../runtime/lazy';
import { LineIcon, ToolShell, useAnnounce, useCelebrate, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useFocusAfter } from '../tool-kit/focus';
import { NewRoundButton, teacherText, useRound } from '../tool-kit/round';
import { LISTS, NEXT_DELAY, builtInContent, newGame, roundEntries, wordScore, type Entry, type Game } from './logic';
import type { Action } from './moves';
import { settings as declared, tool } from './tool';

export type AnagramProps = ToolCommonProps & {
  /** A built-in word list: `short-a` … `level-6`. */
  list?: string;
  /** A teacher's own words: `ship,shop,chip`. */
  words?: string;
  /** Clues: `ship:a big boat|chip:a small piece`. */
  clues?: string;
};

/** The moves and what answers them, loaded with the first tap, key or focus in the tool. */
const playPart = lazyPart(() => import('./Play'));

const ICON = {
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  warn: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
};

/**
 * Anagram - Unscramble Letters: a word's letters as tiles in a shuffled order; tap them (or type
 * them) into the slots to spell the word. Untimed; a hint places the next letter.
 */
export function Anagram(props: AnagramProps): JSX.Element {
  const [settings, set, shareParams] = useToolSettings(declared, props);
  // Play again starts the next round with focus on its word; New round keeps focus on itself.
  const round = useRound();
  const id = useId();
  // A teacher's words or clues are read by the lazy part: it loads at once when there are any.
  const words = teacherText(settings.words, props.words, declared.words.maxLength);
  const clues = teacherText(settings.clues, props.clues, declared.clues.maxLength);
  const given = !!(words.trim() || clues.trim());
  const play = playPart.use(given);
  const content = !given ? builtInContent(settings.list) : play?.readContent(settings.list, words, clues);
  const entries = content && roundEntries(content.words, content.own, content.clues, round.seed);

  return (
    <ToolShell
      tool={tool}
      common={props}
      sound
      shareParams={shareParams}
      toolbar={<NewRoundButton round={round} />}
      settings={
        <>
          <label className="ag-field">
            {declared.list.label}
            <select value={settings.list} disabled={content?.own ?? true} onChange={(event) => set('list', event.currentTarget.value)}>
              {LISTS.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          {play && <play.Fields id={id} settings={declared} values={settings} set={set} />}
        </>
      }
    >
      {content && entries ? (
        <Round key={`${round.seed}\n${entries.map((e) => `${e.word}:${e.clue ?? ''}`).join()}`} entries={entries} seed={round.seed} problems={content.problems} common={props} focus={round.focusStart} again={() => round.restart(true)} />
      ) : (
        <div className="ag-stage" aria-busy="true" />
      )}
    </ToolShell>
  );
}

type RoundProps = { entries: Entry[]; seed: number; problems: string[]; common: ToolCommonProps; focus: boolean; again(): void };

function Round({ entries, seed, problems, common, focus, again }: RoundProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play: sound } = useSound();
  const results = useResults(tool.id, common);
  const [game, setGame] = useState<Game>(() => newGame(entries, seed));
  const latest = useRef(game);
  const play = playPart.use(false);
  const board = game.board;
  const stage = useRef<HTMLDivElement>(null);
  const focusing = useFocusAfter(stage, ['button.ag-tile', '.ag-slots'], focus ? '.ag-slots' : null);
  const pointer = useRef(false);
  const total = entries.length;

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
    const run = (part: NonNullable<typeof play>) => {
      const before = latest.current;
      const after = part.anagramReducer(before, action);
      if (after === before) return part.respond({ announce, play: sound, celebrate, results }, before, after, action);
      latest.current = after;
      setGame(after);
      // Focus stays, or goes to a tile when its control left the page; a new word, its end and a
      // right word move it on. Only when it was in the game (a tap elsewhere keeps it there).
      const to = part.respond({ announce, play: sound, celebrate, results }, before, after, action);
      focusing.after(inside ? (to ?? 'keep') : null, { preventScroll: pointer.current });
    };
    if (play) run(play);
    else void playPart.load().then(run);
  };

  // A right word shows, is spoken, then the next one comes.
  useEffect(() => {
    if (board.status !== 'right') return;
    const timer = setTimeout(() => act({ type: 'next' }), NEXT_DELAY);
    return () => clearTimeout(timer);
  }, [board.status, game.index]);

  const keys = (event: KeyboardEvent) => {
    pointer.current = false;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = (event.target as HTMLElement).tagName === 'BUTTON';
    if (/^[a-z]$/i.test(event.key)) act({ type: 'type', letter: event.key });
    else if (event.key === 'Backspace') act({ type: 'back' });
    else if (event.key === 'Enter' && !onButton) act({ type: 'check' });
    else return;
    event.preventDefault();
  };

  const problemList = problems.length > 0 && (
    <p className="ag-problem" role="alert">
      <LineIcon d={ICON.warn} />
      <span>{problems.join(' ')}</span>
    </p>
  );

  if (game.over && play)
    return (
      <div ref={stage} className="ag-stage">
        {problemList}
        <play.Over game={game} again={again} />
      </div>
    );

  const placed = new Set(board.placed);
  const right = board.status === 'right';
  const letters = board.tiles.length;
  return (
    <div ref={stage} className="ag-stage" onKeyDown={keys} onPointerDown={() => (pointer.current = true)}>
      {problemList}
      <div className="ag-meters">
        <span className="ag-meter">
          Word {game.index + 1} of {total}
        </span>
        <span className="ag-meter">Score {game.done.reduce((sum, d) => sum + wordScore(d), 0)}</span>
        <span className="ag-meter">Hints {game.done.reduce((sum, d) => sum + d.hints, 0) + board.hints}</span>
      </div>
      {board.entry.clue && (
        <p className="ag-clue">
          <b>Clue:</b> {board.entry.clue}
        </p>
      )}
      <div
        className="ag-slots"
        role="group"
        tabIndex={0}
        data-state={board.status}
        aria-label={`Your word, ${board.placed.length} of ${letters} letters. Type letters, Backspace sends the last back, Enter checks.`}
      >
        {board.tiles.map((_, slot) => {
          const tile = board.placed[slot];
          if (tile === undefined) return <span key={slot} className="ag-slot" aria-hidden="true" />;
          const letter = board.tiles[tile];
          const hint = slot < board.locked;
          return hint || right ? (
            <span key={slot} className="ag-slot" data-hint={hint || undefined} role="img" aria-label={`${letter}${hint ? ', hint' : ''}`}>
              {letter}
            </span>
          ) : (
            <button key={slot} type="button" className="ag-slot" aria-label={`${letter}, slot ${slot + 1}: send back`} onClick={() => act({ type: 'remove', slot })}>
              {letter}
            </button>
          );
        })}
      </div>
      <p className="ag-verdict" data-state={board.status} aria-hidden={board.status === 'playing'}>
        {board.status !== 'playing' && play ? <play.Verdict game={game} /> : 'Tap the letters in order.'}
      </p>
      <div className="ag-tiles" role="group" aria-label="Letters">
        {board.tiles.map((letter, i) =>
          placed.has(i) ? (
            <span key={i} className="ag-tile" aria-hidden="true" />
          ) : (
            <button key={i} type="button" className="ag-tile" onClick={() => act({ type: 'place', tile: i })}>
              {letter}
            </button>
          ),
        )}
      </div>
      <div className="ag-actions">
        {right && play ? (
          <play.NextButton game={game} next={() => act({ type: 'next' })} />
        ) : (
          <>
            <button type="button" className="tool-button" onClick={() => act({ type: 'hint' })}>
              <LineIcon d={ICON.hint} />
              Hint
            </button>
            <button type="button" className="tool-button" disabled={board.placed.length <= board.locked} onClick={() => act({ type: 'clear' })}>
              Clear
            </button>
          </>
        )}
      </div>
    </div>
  );
}
