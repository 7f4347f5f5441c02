import type { JSX } from 'react';
import { adoptStyles } from '../runtime';
import { LineIcon } from './LineIcon';
import type { ResultScore } from './results';
import type { SoundName } from './sound';

// What the word games' parts that load later share (Anagram, Sentence Sense, Sort Categories): the
// settings panel's fields of their content (the built-in list, off while a teacher's own text
// plays, and a teacher's text with its hint) and the message about a teacher's bad content. Those
// parts load with the first tap, key or focus, or at once when a teacher gave text.

type Choice = { id: string; label: string };

/** The built-in list to play: a select, off while a teacher's own content plays. */
export function ListField({ className, label, value, choices, own, set }: { className: string; label: string; value: string; choices: readonly Choice[]; own: boolean; set(value: string): void }): JSX.Element {
  return (
    <label className={className}>
      {label}
      <select value={value} disabled={own} onChange={(event) => set(event.currentTarget.value)}>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A teacher's text: a text area of the setting's length, with the hint that says how to write it. */
export function TextField({ className, id, label, rows, maxLength, value, hint, set }: { className: string; id: string; label: string; rows: number; maxLength: number; value: string; hint: string; set(value: string): void }): JSX.Element {
  return (
    <label className={className}>
      {label}
      <textarea rows={rows} value={value} maxLength={maxLength} aria-describedby={`${id}-hint`} onChange={(event) => set(event.currentTarget.value)} />
      <span className="hint" id={`${id}-hint`}>
        {hint}
      </span>
    </label>
  );
}

/** What is wrong with a teacher's content, shown above the game, which plays its own content instead. */
export function Problem({ className, text }: { className: string; text: string }): JSX.Element {
  return (
    <p className={className} role="alert">
      <LineIcon d="M12 3 2 21h20L12 3zM12 10v5M12 18h.01" />
      <span>{text}</span>
    </p>
  );
}

/** What a move's answer reaches outside the game's rules: the live region, sounds, confetti, results. */
export type Outside = {
  announce(message: string): void;
  play(name: SoundName): void;
  celebrate(options: { particles: number }): void;
  results: { answered(result: ResultScore): void; complete(result: ResultScore): void };
};

/** A part's `adoptPlayStyles`: its rules (verdicts, end screen, fields) on top of the element's. */
export const playStyles =
  (css: string) =>
  (root: Node): void => {
    if (root instanceof ShadowRoot) adoptStyles(root, css, { more: true });
  };

/** Plurals of the games' counts: `1 word`, `2 words`. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
