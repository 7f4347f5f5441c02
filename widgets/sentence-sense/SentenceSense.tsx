import { useEffect, useId, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { LineIcon, SettingControls, ToolShell, speak, useAnnounce, useCelebrate, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import { useFocusAfter } from '../tool-kit/focus';
import { PARTICLES, asText, built, newGame, newSeed, readContent, roundResult, roundSentences, sentenceReducer, sentenceScore, type Action, type Game } from './logic';
import { SENTENCE_SETS } from './sentences';
import { settings as declared, tool } from './tool';

export type SentenceSenseProps = ToolCommonProps & {
  /** A built-in set: `short-vowels`, `digraphs`, `welded`, `blends`, `suffixes`. */
  list?: string;
  /** A teacher's own sentences: `The cat sat.|Sam has a hat.` */
  sentences?: string;
  /** `ends`: the first word and the end mark are placed for the child. */
  fixed?: string;
};

const ICON = {
  again: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  warn: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
  right: 'M4 12.5l5 5L20 6.5',
  wrong: 'M6 6l12 12M18 6 6 18',
  next: 'M5 12h14M13 6l6 6-6 6',
  hear: 'M4 9v6h4l5 4V5L8 9H4zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Sentence Sense - Unscramble Words: a sentence's words as tiles in a shuffled order; tap them
 * into the slots to build the sentence, which is read aloud when right. Untimed.
 */
export function SentenceSense(props: SentenceSenseProps): JSX.Element {
  const [settings, set, shareParams] = useToolSettings(declared, props);
  const [seed, setSeed] = useState(newSeed);
  const [focusStart, setFocusStart] = useState(false);
  const restart = (focus: boolean) => {
    setFocusStart(focus);
    setSeed(newSeed());
  };
  const id = useId();
  // A teacher's text over the setting's length is not dropped in silence: its sentence shows.
  const long = props.sentences && props.sentences.length > declared.sentences.maxLength ? props.sentences : '';
  const content = readContent(settings.list, settings.sentences || long);
  const sentences = roundSentences(content.sentences, content.own, seed);
  const fixed = settings.fixed === 'ends';

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
          <SettingControls settings={declared} values={settings} set={set} names={['fixed']} />
          <label className="ss-field">
            {declared.list.label}
            <select value={settings.list} disabled={content.own} onChange={(event) => set('list', event.currentTarget.value)}>
              {SENTENCE_SETS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
          <label className="ss-field">
            {declared.sentences.label}
            <textarea rows={3} value={settings.sentences} maxLength={declared.sentences.maxLength} aria-describedby={`${id}-hint`} onChange={(event) => set('sentences', event.currentTarget.value)} />
            <span className="hint" id={`${id}-hint`}>
              A | or a new line between sentences, as in The cat sat.|Sam has a hat. Up to 30 sentences of 2 to 12 words. Empty plays the built-in sentences.
            </span>
          </label>
        </>
      }
    >
      <Round key={`${seed}\n${fixed}\n${sentences.join('|')}`} sentences={sentences} fixed={fixed} seed={seed} problem={content.problem} common={props} focus={focusStart} again={() => restart(true)} />
    </ToolShell>
  );
}

type RoundProps = { sentences: string[]; fixed: boolean; seed: number; problem?: string; common: ToolCommonProps; focus: boolean; again(): void };

function Round({ sentences, fixed, seed, problem, common, focus, again }: RoundProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const [game, dispatch] = useStepReducer(sentenceReducer, () => newGame(sentences, fixed, seed));
  const stage = useRef<HTMLDivElement>(null);
  const focusing = useFocusAfter(stage, ['button.ss-tile', '.ss-slots'], focus ? '.ss-slots' : null);
  const pointer = useRef(false);
  const board = game.board;

  const act = (action: Action) => {
    const inside = focusing.inside();
    const { before, after } = dispatch(action);
    if (after === before) {
      if (action.type === 'check') announce(`${plural(after.board.tiles.length - after.board.placed.length, 'word')} to go.`);
      return;
    }
    const was = before.board;
    const now = after.board;
    let to: string | undefined;
    if (after.over) {
      const result = roundResult(after);
      play('success');
      if (result.score) celebrate({ particles: PARTICLES });
      announce(`All done! You built ${result.score} of ${plural(result.max, 'sentence')} on the first try.`);
      results.complete(result);
      to = '.ss-again';
    } else if (after.index !== before.index) {
      announce(`Sentence ${after.index + 1} of ${after.sentences.length}.`);
      to = '.ss-slots';
    } else if (now.status === 'right' && was.status !== 'right') {
      play('correct');
      speak(now.sentence);
      announce(`Right! ${now.sentence}`);
      results.answered({ score: sentenceScore(now), max: 1, success: !now.tries });
      to = '.ss-next';
    } else if (now.tries > was.tries) {
      play('miss');
      announce(`Not yet: ${asText(built(now))} Tap a word in the sentence to send it back.`);
    } else if (now.placed.length > was.placed.length) announce(asText(built(now)));
    else announce(now.placed.length ? `Sent back. ${asText(built(now))}` : 'Sent back. Every word is back.');
    focusing.after(inside ? (to ?? 'keep') : null, { preventScroll: pointer.current });
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

  const problemNote = problem && (
    <p className="ss-problem" role="alert">
      <LineIcon d={ICON.warn} />
      <span>{problem}</span>
    </p>
  );

  if (game.over) {
    const result = roundResult(game);
    const missed = game.done.filter((d) => d.tries);
    return (
      <div ref={stage} className="ss-stage">
        {problemNote}
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
      </div>
    );
  }

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
        {Array.from({ length: slots }, (_, slot) => {
          const tile = board.placed[slot];
          if (tile === undefined) return <span key={slot} className="ss-word" data-empty="" aria-hidden="true" />;
          const word = board.tiles[tile]!;
          return right ? (
            <span key={slot} className="ss-word">
              {word}
            </span>
          ) : (
            <button key={slot} type="button" className="ss-word" aria-label={`${word}, place ${slot + 1 + board.head.length}: send back`} onClick={() => act({ type: 'remove', slot })}>
              {word}
            </button>
          );
        })}
        {board.tail.map((w, i) => fixedTile(w, `t${i}`))}
      </div>
      <p className="ss-verdict" data-state={board.status} aria-hidden={board.status === 'playing'}>
        {right ? (
          <>
            <LineIcon d={ICON.right} />
            Right! {board.sentence}
          </>
        ) : board.status === 'wrong' ? (
          <>
            <LineIcon d={ICON.wrong} />
            Not yet. Tap a word in the sentence to send it back.
          </>
        ) : (
          'Tap the words in order.'
        )}
      </p>
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
        {right ? (
          <>
            <button type="button" className="tool-button" onClick={() => speak(board.sentence)}>
              <LineIcon d={ICON.hear} />
              Hear it again
            </button>
            <button type="button" className="tool-button primary ss-next" onClick={() => act({ type: 'next' })}>
              {game.index + 1 < game.sentences.length ? 'Next sentence' : 'See my score'}
              <LineIcon d={ICON.next} />
            </button>
          </>
        ) : (
          <button type="button" className="tool-button" disabled={!board.placed.length} onClick={() => act({ type: 'clear' })}>
            Clear
          </button>
        )}
      </div>
    </div>
  );
}
