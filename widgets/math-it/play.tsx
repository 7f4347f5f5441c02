// Math It's play, loaded with the first tap, key or focus (MathIt.tsx): the questions and each side's answers.
import { useGridKeys } from '../tool-kit';
import { KeyHint, type Player } from '../tool-kit/two-player';

export { FREEZE_MS, question } from './logic';

/** A side's equation and its eight answers, each with its key. */
export function Options({ player, text, spoken, options, pick }: { player: Player; text: string; spoken: string; options: number[]; pick(i: number): void }) {
  const keys = useGridKeys({ columns: 4, count: options.length, onPick: pick });
  return (
    <>
      <p className="mi-equation" aria-label={`${spoken} equals?`}>
        {text} <span aria-hidden="true">?</span>
      </p>
      <div className="mi-options" role="group" aria-label="Answers">
        {options.map((n, i) => (
          <button key={i} type="button" className="tool-tile mi-option" onClick={() => pick(i)} {...keys.keyProps(i)}>
            <KeyHint player={player} index={i} />
            {n}
          </button>
        ))}
      </div>
    </>
  );
}
