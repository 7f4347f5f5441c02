import { useId, useRef, type JSX, type KeyboardEvent } from 'react';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import { ToolShell, useAnnounce, useCelebrate, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { useFocusAfter } from '../tool-kit/focus';
import { NewRoundButton, teacherText, useRound } from '../tool-kit/round';
import { HearIt } from '../tool-kit/hear-it';
import { builtInContent, newGame, roundSentences, sentenceScore, type Game } from './ready';
import type { Action } from './logic';
import { settings as declared, tool } from './tool';

export type SentenceSenseProps = ToolCommonProps & {
  /** A built-in set: `short-vowels`, `digraphs`, `welded`, `blends`, `suffixes`. */
  list?: string;
  /** A teacher's own sentences: `The cat sat.|Sam has a hat.` */
  sentences?: string;
  /** `ends`: the first word and the end mark are placed for the child. */
  fixed?: string;
};

/** The moves and what answers them, loaded with the first tap, key or focus in the tool. */
const playPart = lazyPart(() => import('./play'));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Sentence Sense - Unscramble Words: a sentence's words as tiles in a shuffled order; tap them
 * into the slots to build the sentence, which is read aloud when right. Untimed.
 */
export function SentenceSense(props: SentenceSenseProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings, set] = held;
  // Play again starts the next round with focus on its sentence; New round keeps focus on itself.
  const round = useRound();
  const id = useId();
  // A teacher's sentences are read by the lazy part: it loads at once when there are any.
  const text = teacherText(settings.sentences, props.sentences, declared.sentences.maxLength);
  const play = playPart.use(!!text.trim());
  const content = !text.trim() ? builtInContent(settings.list) : play?.readContent(settings.list, text);
  const sentences = content && roundSentences(content.sentences, content.own, round.seed);
  const fixed = settings.fixed === 'ends';

  return (
    <ToolShell
      sound
      held={held}
      choices={['fixed']}
      toolbar={<NewRoundButton round={round} />}
      settings={play && <play.Fields id={id} settings={declared} values={settings} own={content?.own ?? true} set={set} />}
    >
      {content && sentences ? (
        <Round key={`${round.seed}\n${fixed}\n${sentences.join('|')}`} sentences={sentences} fixed={fixed} seed={round.seed} problem={content.problem} common={props} focus={round.focusStart} again={() => round.restart(true)} />
      ) : (
        <div className="ss-stage" aria-busy="true" />
      )}
    </ToolShell>
  );
}

type Part = typeof import('./play');

/** What to do, on screen while the child builds a sentence, and read aloud by Hear it. */
const STEP = 'Tap the words in order.';

type RoundProps = { sentences: string[]; fixed: boolean; seed: number; problem?: string; common: ToolCommonProps; focus: boolean; again(): void };

function Round({ sentences, fixed, seed, problem, common, focus, again }: RoundProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play: sound } = useSound();
  const results = useResults(tool.id, common);
  // The moves' reducer comes with the part (play.tsx), so each step names it.
  const [game, dispatch] = useStepReducer<Game, Action>(null, () => newGame(sentences, fixed, seed));
  const stage = useRef<HTMLDivElement>(null);
  const [play, withPlay] = useFirstUse(playPart, stage);
  const focusing = useFocusAfter(stage, ['button.ss-tile', '.ss-slots'], focus ? '.ss-slots' : null);
  const pointer = useRef(false);
  const board = game.board;

  const act = (action: Action) => {
    const inside = focusing.inside();
    const run = (part: Part) => {
      const { before, after } = dispatch(action, part.sentenceReducer);
      const to = part.respond({ announce, play: sound, celebrate, results }, before, after, action);
      if (after !== before) focusing.after(inside ? (to ?? 'keep') : null, { preventScroll: pointer.current });
    };
    withPlay(run);
  };

  const keys = (event: KeyboardEvent) => {
    pointer.current = false;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = (event.target as HTMLElement).tagName === 'BUTTON';
    if (event.key === 'Backspace') act({ type: 'back' });
    else if (event.key === 'Enter' && !onButton) act({ type: 'check' });
    else return;
    event.preventDefault();
  };

  // A teacher's content came with the part that read it, so it is here when there is a problem.
  const problemNote = problem && play && <play.Problem className="ss-problem" text={problem} />;

  if (game.over && play)
    return (
      <div ref={stage} className="ss-stage">
        {problemNote}
        <play.Over game={game} again={again} />
      </div>
    );

  const placed = new Set(board.placed);
  const right = board.status === 'right';
  const slots = board.tiles.length;
  const total = board.answer.length;
  const fixedTile = (word: string, key: string) => (
    <span key={key} className="ss-word" data-fixed="" role="img" aria-label={`${word}, in place`}>
      {word}
    </span>
  );
  return (
    <div ref={stage} className="ss-stage" onKeyDown={keys} onPointerDown={() => (pointer.current = true)}>
      {problemNote}
      <div className="ss-meters">
        <span className="ss-meter">
          Sentence {game.index + 1} of {game.sentences.length}
        </span>
        <span className="ss-meter">Score {game.done.reduce((sum, d) => sum + sentenceScore(d), 0)}</span>
      </div>
      <div
        className="ss-slots"
        role="group"
        tabIndex={0}
        data-state={board.status}
        aria-label={`Your sentence, ${board.placed.length + board.head.length + board.tail.length} of ${plural(total, 'word')}. Backspace sends the last back, Enter checks.`}
      >
        {board.head.map((w, i) => fixedTile(w, `h${i}`))}
        {/* A slot fills with the first move, so the part that draws it is here by then. */}
        {Array.from({ length: slots }, (_, slot) =>
          board.placed[slot] !== undefined && play ? (
            <play.Slot key={slot} board={board} slot={slot} remove={() => act({ type: 'remove', slot })} />
          ) : (
            <span key={slot} className="ss-word" data-empty="" aria-hidden="true" />
          ),
        )}
        {board.tail.map((w, i) => fixedTile(w, `t${i}`))}
      </div>
      <div className="ss-line">
        <p className="ss-verdict" data-state={board.status} aria-hidden={board.status === 'playing'}>
          {board.status !== 'playing' && play ? <play.Verdict game={game} /> : STEP}
        </p>
        <HearIt text={STEP} />
      </div>
      <div className="ss-tiles" role="group" aria-label="Words">
        {board.tiles.map((word, i) =>
          placed.has(i) ? null : (
            <button key={i} type="button" className="ss-tile" onClick={() => act({ type: 'place', tile: i })}>
              {word}
            </button>
          ),
        )}
      </div>
      <div className="ss-actions">
        {right && play ? (
          <play.RightActions game={game} next={() => act({ type: 'next' })} />
        ) : (
          <button type="button" className="tool-button" disabled={!board.placed.length} onClick={() => act({ type: 'clear' })}>
            Clear
          </button>
        )}
      </div>
    </div>
  );
}
