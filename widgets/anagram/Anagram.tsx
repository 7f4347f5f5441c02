import { useId, useRef, type JSX, type KeyboardEvent } from 'react';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import { LineIcon, ToolShell, useAnnounce, useLoaded, useCelebrate, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useFocusAfter } from '../tool-kit/focus';
import { useStepReducer } from '../tool-kit/reducer';
import { NewRoundButton, teacherText, useRound } from '../tool-kit/round';
import { HearIt } from '../tool-kit/hear-it';
import { builtInContent, newGame, roundEntries, wordScore, type Entry, type Game } from './ready';
import type { Action } from './logic';
import { settings as declared, tool } from './tool';

export type AnagramProps = ToolCommonProps & {
  /** A built-in word list: `short-a` … `level-6`. */
  list?: string;
  /** A teacher's own words: `ship,shop,chip`. */
  words?: string;
  /** Clues: `ship:a big boat|chip:a small piece`. */
  clues?: string;
  /** A lesson of the scope and sequence (1-51): 10 of its words instead of the list. */
  lesson?: number;
};

/** The moves and what answers them, loaded with the first tap, key or focus in the tool. */
const playPart = lazyPart(() => import('./play'));

const ICON = {
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
};

/**
 * Anagram - Unscramble Letters: a word's letters as tiles in a shuffled order; tap them (or type
 * them) into the slots to spell the word. Untimed; a hint places the next letter.
 */
export function Anagram(props: AnagramProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  // Play again starts the next round with focus on its word; New round keeps focus on itself.
  const round = useRound();
  const id = useId();
  // A teacher's words or clues are read by the lazy part: it loads at once when there are any.
  const words = teacherText(settings.words, props.words, declared.words.maxLength);
  const clues = teacherText(settings.clues, props.clues, declared.clues.maxLength);
  const given = !!(words.trim() || clues.trim());
  // A lesson's words (read by the part too, which then loads at once) stand in for the built-in
  // list, 10 of them a round; a teacher's words still win.
  const play = playPart.use(given || settings.lesson > 0);
  const lesson = useLoaded(settings.lesson, play?.lessonPlay);
  const content =
    settings.lesson > 0 && !lesson
      ? undefined
      : !given
        ? { ...builtInContent(settings.list), ...(lesson?.words && { words: lesson.words }), problems: lesson?.problem ? [lesson.problem] : [] }
        : play?.readContent(settings.list, words, clues, lesson?.words);
  const entries = content && roundEntries(content.words, content.own, content.clues, round.seed);

  return (
    <ToolShell
      sound
      held={held}
      toolbar={<NewRoundButton round={round} />}
      settings={
        <>
          {play && <play.Fields id={id} settings={declared} values={settings} own={content?.own ?? true} set={set} lesson={settings.lesson} setLesson={(n) => set('lesson', n)} />}
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

/** What to do, on screen while the child builds a word, and read aloud by Hear it. */
const STEP = 'Tap the letters in order.';

type RoundProps = { entries: Entry[]; seed: number; problems: string[]; common: ToolCommonProps; focus: boolean; again(): void };

function Round({ entries, seed, problems, common, focus, again }: RoundProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play: sound } = useSound();
  const results = useResults(tool.id, common);
  // The moves' reducer comes with the part (play.tsx), so each step names it.
  const [game, dispatch] = useStepReducer<Game, Action>(null, () => newGame(entries, seed));
  const board = game.board;
  const stage = useRef<HTMLDivElement>(null);
  const [play, withPlay] = useFirstUse(playPart, stage);
  const focusing = useFocusAfter(stage, ['button.ag-tile', '.ag-slots'], focus ? '.ag-slots' : null);
  const pointer = useRef(false);
  const total = entries.length;

  const act = (action: Action) => {
    const inside = focusing.inside();
    const run = (part: NonNullable<typeof play>) => {
      const { before, after } = dispatch(action, part.anagramReducer);
      if (after === before) return part.respond({ announce, play: sound, celebrate, results }, before, after, action);
      // Focus stays, or goes to a tile when its control left the page; a new word, its end and a
      // right word move it on. Only when it was in the game (a tap elsewhere keeps it there).
      const to = part.respond({ announce, play: sound, celebrate, results }, before, after, action);
      focusing.after(inside ? (to ?? 'keep') : null, { preventScroll: pointer.current });
    };
    withPlay(run);
  };

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

  // A teacher's content came with the part that read it, so it is here when there is a problem.
  const problemList = problems.length > 0 && play && <play.Problem className="ag-problem" text={problems.join(' ')} />;

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
      {/* A clue comes with a teacher's text, so the part that read it is here. */}
      {board.entry.clue && play && <play.Clue clue={board.entry.clue} />}
      <div
        className="ag-slots"
        role="group"
        tabIndex={0}
        data-state={board.status}
        aria-label={`Your word, ${board.placed.length} of ${letters} letters. Type letters, Backspace sends the last back, Enter checks.`}
      >
        {/* A slot fills with the first move, so the part that draws it is here by then. */}
        {board.tiles.map((_, slot) =>
          board.placed[slot] !== undefined && play ? <play.Slot key={slot} board={board} slot={slot} remove={() => act({ type: 'remove', slot })} /> : <span key={slot} className="ag-slot" aria-hidden="true" />,
        )}
      </div>
      <div className="ag-line">
        <p className="ag-verdict" data-state={board.status} aria-hidden={board.status === 'playing'}>
          {board.status !== 'playing' && play ? <play.Verdict game={game} /> : STEP}
        </p>
        <HearIt text={STEP} />
      </div>
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
          <play.NextButton key={game.index} game={game} next={() => act({ type: 'next' })} />
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
