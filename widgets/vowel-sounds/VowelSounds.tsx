import { useEffect, useRef, useState, type JSX } from 'react';
import { ToolShell, speak, useAnnounce, useCelebrate, useGridKeys, useResults, useToolSettings, type ToolCommonProps } from '../tool-kit';
import { ToolStep } from '../tool-kit/step';

import { settings as declared, tool } from './tool';
import {
  KEYWORDS,
  PER_LINE,
  TILE_COUNT,
  deal,
  isComplete,
  newSeed,
  selectedCount,
  startVowels,
  vowelsReducer,
  type Case,
  type Vowels,
  type VowelsAction,
} from './logic';
import { useStepReducer, type Step } from '../tool-kit/reducer';

export type VowelSoundsProps = ToolCommonProps & {
  /** `lower`, `upper` or `mixed` letters. */
  case?: string;
  /** `off` keeps the letters quiet. */
  voice?: string;
};

/**
 * Vowel Sounds: 28 vowel letters on 2 lines. Each can be selected once, and says its short
 * sound; when all 28 are selected, confetti. Reset deals a new set.
 */
export function VowelSounds(props: VowelSoundsProps): JSX.Element {
  const held = useToolSettings(tool, declared, props);
  const [settings] = held;
  const { case: letterCase, voice } = settings;
  const [state, dispatch] = useStepReducer(vowelsReducer, () => startVowels(newSeed()));
  const results = useResults(tool.id, props);

  return (
    <ToolShell
      sound
      held={held}
      choices
      toolbar={
        <ResetButton
          reset={() => {
            dispatch({ type: 'reset', seed: newSeed() });
            results.restart();
          }}
        />
      }
    >
      <Board
        state={state}
        dispatch={dispatch}
        letterCase={letterCase}
        voice={voice === 'on'}
        results={results}
      />
    </ToolShell>
  );
}

function ResetButton({ reset }: { reset(): void }) {
  const announce = useAnnounce();
  return (
    <button
      type="button"
      className="tool-button primary"
      onClick={() => {
        reset();
        announce(`A new set of ${TILE_COUNT} vowels.`);
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
      </svg>
      Reset
    </button>
  );
}

type BoardProps = {
  state: Vowels;
  dispatch(action: VowelsAction): Step<Vowels>;
  letterCase: Case;
  voice: boolean;
  results: ReturnType<typeof useResults>;
};

function Board({ state: { seed, selection }, dispatch, letterCase, voice, results }: BoardProps) {
  const announce = useAnnounce();
  const celebrate = useCelebrate();
  const tiles = deal(seed, letterCase);
  const board = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(PER_LINE);

  // A line of 14 wraps into 2 rows of 7 on a narrow board (a container query in styles.ts, so the
  // first screen drawn before any script has the same rows); the arrows follow what the styles show.
  useEffect(() => {
    const box = board.current!;
    const fit = () => {
      const line = box.clientWidth ? box.querySelector('.vowel-line') : null;
      setColumns((line && Number(getComputedStyle(line).getPropertyValue('--_cols'))) || PER_LINE);
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, []);

  const pick = (i: number) => {
    const tile = tiles[i]!;
    const { before, after } = dispatch({ type: 'select', tile: i });
    if (after === before) return announce(`${tile.text} is already selected.`);
    const next = after.selection;
    // Each letter's answer is named by what it says: its short sound's word.
    results.answered({ success: true, prompt: KEYWORDS[tile.vowel] });
    if (voice) speak(KEYWORDS[tile.vowel]);
    if (isComplete(next)) {
      celebrate({ particles: 300 });
      announce(`All ${TILE_COUNT} vowels selected! Reset deals a new set.`);
      results.complete({ score: TILE_COUNT, max: TILE_COUNT, success: true });
    } else announce(`${tile.text}. ${selectedCount(next)} of ${TILE_COUNT}.`);
  };
  const grid = useGridKeys({ columns, count: TILE_COUNT, onPick: pick });
  const done = isComplete(selection);

  return (
    <div ref={board} className="vowel-board">
      {[0, 1].map((line) => (
        <div key={line} className="vowel-line" role="group" aria-label={`Line ${line + 1}`}>
          {tiles.slice(line * PER_LINE, (line + 1) * PER_LINE).map((tile, j) => {
            const i = line * PER_LINE + j;
            return (
              <button
                key={i}
                type="button"
                className="tool-tile vowel"
                aria-pressed={selection[i]}
                aria-disabled={selection[i] || undefined}
                onClick={() => pick(i)}
                {...grid.keyProps(i)}
              >
                {tile.text}
                {selection[i] && (
                  <svg className="vowel-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <circle cx="12" cy="12" r="11" />
                    <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" />
                  </svg>
                )}
              </button>
            );
          })}
        </div>
      ))}
      <ToolStep text={done ? 'All done! Press Reset for new vowels.' : 'Tap each vowel and say its sound.'} />
      <p className="vowel-progress">
        {done ? `All ${TILE_COUNT} selected!` : `${selectedCount(selection)} of ${TILE_COUNT} selected`}
      </p>
    </div>
  );
}
