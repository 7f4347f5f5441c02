import { useEffect, useId, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { LineIcon, ToolShell, speak, useAnnounce, useCelebrate, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { useStepReducer } from '../tool-kit/reducer';
import {
  LISTS,
  NEXT_DELAY,
  PARTICLES,
  anagramReducer,
  free,
  newGame,
  newSeed,
  otherWord,
  readContent,
  roundEntries,
  roundResult,
  spelled,
  wordScore,
  type Action,
  type Entry,
} from './logic';
import { settings as declared, tool } from './tool';

export type AnagramProps = ToolCommonProps & {
  /** A built-in word list: `short-a` … `level-6`. */
  list?: string;
  /** A teacher's own words: `ship,shop,chip`. */
  words?: string;
  /** Clues: `ship:a big boat|chip:a small piece`. */
  clues?: string;
};

const ICON = {
  again: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  right: 'M4 12.5l5 5L20 6.5',
  wrong: 'M6 6l12 12M18 6 6 18',
  warn: 'M12 3 2 21h20L12 3zM12 10v5M12 18h.01',
  next: 'M5 12h14M13 6l6 6-6 6',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Anagram - Unscramble Letters: a word's letters as tiles in a shuffled order; tap them (or type
 * them) into the slots to spell the word. Untimed; a hint places the next letter.
 */
export function Anagram(props: AnagramProps): JSX.Element {
  const [settings, set, shareParams] = useToolSettings(declared, props);
  const [seed, setSeed] = useState(newSeed);
  // Play again starts the next round with focus on its word; New round keeps focus on itself.
  const [focusStart, setFocusStart] = useState(false);
  const restart = (focus: boolean) => {
    setFocusStart(focus);
    setSeed(newSeed());
  };
  const id = useId();
  // A teacher's text over the setting's length is not dropped in silence: its sentence shows.
  const raw = (text: string | undefined, max: number) => (text && text.length > max ? text : '');
  const content = readContent(settings.list, settings.words || raw(props.words, declared.words.maxLength), settings.clues || raw(props.clues, declared.clues.maxLength));
  const entries = roundEntries(content.words, content.own, content.clues, seed);
  const field = (name: 'words' | 'clues', hint: string) => (
    <label className="ag-field">
      {declared[name].label}
      <textarea rows={2} value={settings[name]} maxLength={declared[name].maxLength} aria-describedby={`${id}-${name}`} onChange={(event) => set(name, event.currentTarget.value)} />
      <span className="hint" id={`${id}-${name}`}>
        {hint}
      </span>
    </label>
  );

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
          <label className="ag-field">
            {declared.list.label}
            <select value={settings.list} disabled={content.own} onChange={(event) => set('list', event.currentTarget.value)}>
              {LISTS.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          {field('words', 'Commas between words, as in ship,shop,chip. Letters only, 2 to 12 each; up to 100 words. Empty plays the word list.')}
          {field('clues', 'Optional: word:clue with | between, as in ship:a big boat|chip:a small piece.')}
        </>
      }
    >
      <Round key={`${seed}\n${entries.map((e) => `${e.word}:${e.clue ?? ''}`).join()}`} entries={entries} seed={seed} problems={content.problems} common={props} focus={focusStart} again={() => restart(true)} />
    </ToolShell>
  );
}

type RoundProps = { entries: Entry[]; seed: number; problems: string[]; common: ToolCommonProps; focus: boolean; again(): void };

function Round({ entries, seed, problems, common, focus, again }: RoundProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const results = useResults(tool.id, common);
  const [game, dispatch] = useStepReducer(anagramReducer, () => newGame(entries, seed));
  const board = game.board;
  const stage = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(focus ? '.ag-slots' : null);
  const pointer = useRef(false);
  const total = entries.length;
  const letters = board.tiles.length;

  const act = (action: Action) => {
    const active = stage.current && (stage.current.getRootNode() as ShadowRoot | Document).activeElement;
    const inside = !!active && !!stage.current?.contains(active);
    const { before, after } = dispatch(action);
    // Focus stays, or goes to a tile when its control left the page; a new word, its end and a
    // right word move it on. Only when it was in the game (a tap elsewhere keeps it there).
    focusNext.current = inside ? 'keep' : null;
    const was = before.board;
    const now = after.board;
    if (after.over && !before.over) {
      const result = roundResult(after);
      play('success');
      if (result.score) celebrate({ particles: PARTICLES });
      announce(`All done! You unscrambled ${result.score} of ${plural(result.max, 'word')} on your own.`);
      results.complete(result);
      if (inside) focusNext.current = '.ag-again';
      return;
    }
    if (after.index !== before.index) {
      announce(`Word ${after.index + 1} of ${total}.${now.entry.clue ? ` Clue: ${now.entry.clue}.` : ''}`);
      if (inside) focusNext.current = '.ag-slots';
      return;
    }
    if (now.status === 'right' && was.status !== 'right') {
      play('correct');
      speak(now.entry.word);
      announce(`Right! ${now.entry.word}.${now.hints ? ` With ${plural(now.hints, 'hint')}.` : ''}`);
      results.answered({ score: wordScore(now), max: 1, success: !now.hints });
      if (inside) focusNext.current = '.ag-next';
    } else if (now.tries > was.tries) {
      play('miss');
      const other = otherWord(after);
      announce(`${other ? `${other} is a word too, but not this one.` : `Not yet: ${spelled(now)}.`} Tap a letter in a slot to send it back.`);
    } else if (now.hints > was.hints) announce(`Hint: ${now.entry.word[now.locked - 1]}. ${spelled(now)}`);
    else if (now.placed.length > was.placed.length) announce(`${spelled(now)}`);
    else if (now.placed.length < was.placed.length) announce(now.placed.length ? `Sent back. ${spelled(now)}` : 'Sent back. The slots are empty.');
    else if (action.type === 'type') announce(`No ${action.letter} tile left.`);
    else if (action.type === 'check') announce(`${plural(letters - now.placed.length, 'letter')} to go.`);
    else if (action.type === 'remove' || action.type === 'back') announce(now.locked ? 'The hint letters stay.' : 'The slots are empty.');
  };

  // After an action, focus goes on from the control that left (a placed tile, a sent-back slot).
  useEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = null;
    const here = stage.current;
    if (!here || !wanted) return;
    const active = (here.getRootNode() as ShadowRoot | Document).activeElement;
    // After a tap the page does not scroll to it (a finger is not a focus ring to follow).
    const options = { preventScroll: pointer.current };
    if (wanted !== 'keep') here.querySelector<HTMLElement>(wanted)?.focus(options);
    else if (!active || !here.contains(active)) (here.querySelector<HTMLElement>('button.ag-tile') ?? here.querySelector<HTMLElement>('.ag-slots'))?.focus(options);
  });

  // A right word shows, is spoken, then the next one comes.
  useEffect(() => {
    if (board.status !== 'right') return;
    const timer = setTimeout(() => act({ type: 'next' }), NEXT_DELAY);
    return () => clearTimeout(timer);
  }, [board.status, game.index]);

  const keys = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = (event.target as HTMLElement).tagName === 'BUTTON';
    if (/^[a-z]$/i.test(event.key)) act({ type: 'type', letter: event.key });
    else if (event.key === 'Backspace') act({ type: 'back' });
    else if (event.key === 'Enter' && !onButton) act({ type: 'check' });
    else return;
    event.preventDefault();
  };

  const used = game.done.reduce((sum, d) => sum + d.hints, 0) + board.hints;
  const score = game.done.reduce((sum, d) => sum + wordScore(d), 0);
  const problemList = problems.length > 0 && (
    <p className="ag-problem" role="alert">
      <LineIcon d={ICON.warn} />
      <span>{problems.join(' ')}</span>
    </p>
  );

  if (game.over) {
    const result = roundResult(game);
    const missed = game.done.filter((d) => d.hints);
    return (
      <div ref={stage} className="ag-stage">
        {problemList}
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
      </div>
    );
  }

  const placed = new Set(board.placed);
  const right = board.status === 'right';
  return (
    <div ref={stage} className="ag-stage" onKeyDown={keys} onPointerDown={() => (pointer.current = true)} onKeyDownCapture={() => (pointer.current = false)}>
      {problemList}
      <div className="ag-meters">
        <span className="ag-meter">
          Word {game.index + 1} of {total}
        </span>
        <span className="ag-meter">Score {score}</span>
        <span className="ag-meter">Hints {used}</span>
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
          const letter = tile === undefined ? '' : board.tiles[tile];
          if (tile === undefined) return <span key={slot} className="ag-slot" aria-hidden="true" />;
          const fixed = slot < board.locked || right;
          return fixed ? (
            <span key={slot} className="ag-slot" data-hint={slot < board.locked || undefined} role="img" aria-label={`${letter}${slot < board.locked ? ', hint' : ''}`}>
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
        {right ? (
          <>
            <LineIcon d={ICON.right} />
            Right! {board.entry.word}
          </>
        ) : board.status === 'wrong' ? (
          <>
            <LineIcon d={ICON.wrong} />
            {otherWord(game) ? `${otherWord(game)} is a word too, but not this one.` : 'Not yet.'} Tap a letter to send it back.
          </>
        ) : (
          'Tap the letters in order.'
        )}
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
        {right ? (
          <button type="button" className="tool-button primary ag-next" onClick={() => act({ type: 'next' })}>
            {game.index + 1 < total ? 'Next word' : 'See my score'}
            <LineIcon d={ICON.next} />
          </button>
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
