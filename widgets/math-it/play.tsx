// Math It's play, loaded with the first tap, key or focus (MathIt.tsx): the questions and each side's answers.
import { useGridKeys } from '../tool-kit';
import { KeyHint, type Player } from '../tool-kit/two-player';

export { FREEZE_MS, mathItReducer, stepFor, sumOf } from './logic';

type OptionsProps = { player: Player; text: string; spoken: string; options: number[]; tried: readonly number[]; pick(i: number): void };

/** A side's equation and its eight answers, each with its key; those tried wrongly are crossed out. */
export function Options({ player, text, spoken, options, tried, pick }: OptionsProps) {
  const keys = useGridKeys({ columns: 4, count: options.length, onPick: pick });
  return (
    <>
      <p className="mi-equation" aria-label={`${spoken} equals?`}>
        {text} <span aria-hidden="true">?</span>
      </p>
      <div className="mi-options" role="group" aria-label="Answers">
        {options.map((n, i) => {
          const wrong = tried.includes(i);
          return (
            <button
              key={i}
              type="button"
              className="tool-tile mi-option"
              data-wrong={wrong || undefined}
              aria-label={wrong ? `${n}, not right` : undefined}
              aria-disabled={wrong || undefined}
              onClick={() => pick(i)}
              {...keys.keyProps(i)}
            >
              <KeyHint player={player} index={i} />
              <span className="mi-number">{n}</span>
            </button>
          );
        })}
      </div>
    </>
  );
}
