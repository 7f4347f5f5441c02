import { useEffect, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { ToolShell, useAnnounce, useCelebrate, useResults, useSound, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { ToolStep } from '../tool-kit/step';

import { settings as declared, tool } from './tool';
import { useStepReducer, type Step } from '../tool-kit/reducer';
import {
  ALPHABET,
  LETTER_COUNT,
  PARTICLES,
  isDone,
  isLetter,
  inCase,
  letterPositions,
  newSeed,
  nextLetter,
  progressOn,
  sequencingReducer,
  startSequencing,
  textOf,
  type Case,
  type Sequencing,
  type SequencingAction,
} from './logic';

export type AlphabetSequencingProps = ToolCommonProps & {
  /** `text1`, `text2` or `generated`. */
  source?: string;
  /** `lower` or `upper`. */
  case?: string;
  /** `show` or `hide` the alphabet strip. */
  alphabet?: string;
};

/**
 * Alphabet Sequencing: find a to z in order inside a text. Each letter is the first one after
 * the letter found before it; after z, confetti, and the win stays until Play again.
 */
export function AlphabetSequencing(props: AlphabetSequencingProps): JSX.Element {
  // The shell holds these settings with a setter of its own; the rest (the share link's changes, the declaration, whose they are) as they come.
  const [settings, set, ...rest] = useToolSettings(tool, declared, props);
  const { source, case: letterCase } = settings;
  const showAlphabet = settings.alphabet == 'show';
  const [state, dispatch] = useStepReducer(sequencingReducer, () => startSequencing(newSeed()));
  const results = useResults(tool.id, props);

  // Play again from the win: the new text's first letter takes focus.
  const focusFirst = useRef(false);
  const restart = () => {
    dispatch({ type: 'restart', seed: newSeed() });
    results.restart();
  };

  return (
    <ToolShell
      sound
      held={[
        settings,
        (name, value) => {
          set(name, value);
          // Another text is a new round.
          if (name == 'source') restart();
        },
        ...rest,
      ]}
      choices
      toolbar={
        <>
          <button type="button" className="tool-button" aria-pressed={letterCase === 'upper'} onClick={() => set('case', letterCase === 'upper' ? 'lower' : 'upper')}>
            Toggle Case
          </button>
          <button type="button" className="tool-button" aria-pressed={showAlphabet} onClick={() => set('alphabet', showAlphabet ? 'hide' : 'show')}>
            Show Alphabet
          </button>
          <button type="button" className="tool-button primary" onClick={restart}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
              <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
            </svg>
            Start Over
          </button>
        </>
      }
    >
      <Game
        key={`${source}-${state.seed}-${state.round}`}
        text={textOf(source, state.seed)}
        state={state}
        dispatch={dispatch}
        letterCase={letterCase}
        showAlphabet={showAlphabet}
        answered={(success, asked, picked) => results.answered({ success, prompt: asked, answer: picked })}
        complete={() => results.complete({ score: LETTER_COUNT, max: LETTER_COUNT, success: true })}
        again={() => {
          focusFirst.current = true;
          restart();
        }}
        focusFirst={focusFirst}
      />
    </ToolShell>
  );
}

type GameProps = {
  text: string;
  state: Sequencing;
  dispatch: (action: SequencingAction) => Step<Sequencing>;
  letterCase: Case;
  showAlphabet: boolean;
  /** A pick that counted: the letter to find and the one picked, as shown. */
  answered(success: boolean, asked: string, picked: string): void;
  complete(): void;
  again(): void;
  focusFirst: { current: boolean };
};

function Game({ text, state, dispatch, letterCase, showAlphabet, answered, complete, again: playAgain, focusFirst }: GameProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const { play } = useSound();
  const progress = progressOn(state, text);
  const positions = letterPositions(text);
  const [active, setActive] = useState(0);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusFirst.current) return;
    focusFirst.current = false;
    buttons.current.get(positions[0]!)?.focus();
  }, []);

  const shown = inCase(letterCase);

  const choose = (position: number) => {
    const { before, after } = dispatch({ type: 'pick', text, position, letterCase });
    const letter = shown(text[position]!);
    const asked = nextLetter(progressOn(before, text));
    if (after === before) {
      if (asked) announce(`${letter} is already found.`);
      return;
    }
    const next = after.progress;
    answered(!after.said, shown(asked!), letter);
    if (after.said) return announce(after.said);
    if (isDone(next)) {
      play('success');
      celebrate({ particles: PARTICLES });
      announce(`Right! ${letter}. You found a to z! Press Play again for a new round.`);
      complete();
      // The win stays until the child chooses Play again; a keyboard player is taken to it.
      const picked = buttons.current.get(position);
      const hadFocus = !!picked && (picked.getRootNode() as Document | ShadowRoot).activeElement === picked;
      if (hadFocus) setTimeout(() => again.current?.focus(), 0);
    } else announce(`Right! ${letter}. Now find ${shown(nextLetter(next)!)}.`);
  };

  const move = (index: number) => {
    const to = Math.max(0, Math.min(positions.length - 1, index));
    setActive(to);
    buttons.current.get(positions[to]!)?.focus();
  };
  /** The index (among letters) of the first letter of the word before or after `index`. */
  const wordStep = (index: number, dir: 1 | -1) => {
    const starts = positions.flatMap((p, i) => (i === 0 || positions[i - 1] !== p - 1 ? [i] : []));
    const current = starts.filter((s) => s <= index).at(-1) ?? 0;
    const at = starts.indexOf(current);
    return starts[Math.max(0, Math.min(starts.length - 1, at + dir))] ?? index;
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      ArrowDown: () => move(wordStep(index, 1)),
      ArrowUp: () => move(wordStep(index, -1)),
      Home: () => move(0),
      End: () => move(positions.length - 1),
      Enter: () => choose(positions[index]!),
      ' ': () => choose(positions[index]!),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  // The text as words (runs of letters, kept on one line) and what lies between them.
  const runs: { start: number; chars: string[] }[] = [];
  [...text].forEach((ch, i) => {
    const last = runs.at(-1);
    const letter = isLetter(ch);
    if (last && isLetter(last.chars[0]!) === letter) last.chars.push(ch);
    else runs.push({ start: i, chars: [ch] });
  });
  const found = new Set(progress.found);
  const wrong = new Set(progress.wrong);
  const next = nextLetter(progress);

  return (
    <div className="seq-board">
      {showAlphabet && (
        <div className="seq-strip" role="img" aria-label={next ? `Found ${progress.found.length} of 26. Next: ${shown(next)}.` : 'Found all 26 letters.'}>
          {[...ALPHABET].map((letter, i) => (
            <span key={letter} className="seq-strip-letter" data-state={i < progress.found.length ? 'found' : i === progress.found.length ? 'next' : 'todo'}>
              {shown(letter)}
            </span>
          ))}
        </div>
      )}
      <div className="seq-progress">
        <ToolStep text={!next ? 'You found a to z!' : (state.text === text && state.said) || (progress.found.length ? `Find ${shown(next)}.` : `Tap the letters from a to z, in order. Find ${shown(next)}.`)} />
        {!next && (
          <button ref={again} type="button" className="tool-button primary seq-again" onClick={playAgain}>
            Play again
          </button>
        )}
      </div>
      <div className="seq-text" role="group" aria-label="Text: find a to z in order" lang="en">
        {runs.map((run) =>
          isLetter(run.chars[0]!) ? (
            <span key={run.start} className="seq-word">
              {run.chars.map((ch, j) => {
                const position = run.start + j;
                const index = positions.indexOf(position);
                const state = found.has(position) ? 'found' : wrong.has(position) ? 'wrong' : undefined;
                return (
                  <button
                    key={position}
                    type="button"
                    className="seq-letter"
                    data-state={state}
                    aria-label={`${shown(ch)}${state === 'found' ? ', found' : state === 'wrong' ? ', not next' : ''}`}
                    tabIndex={index === active ? 0 : -1}
                    ref={(el) => {
                      if (el) buttons.current.set(position, el);
                      else buttons.current.delete(position);
                    }}
                    onFocus={() => setActive(index)}
                    onClick={() => choose(position)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    {shown(ch)}
                  </button>
                );
              })}
            </span>
          ) : (
            <span key={run.start} className="seq-gap" aria-hidden="true">
              {run.chars.join('')}
            </span>
          ),
        )}
      </div>
    </div>
  );
}
