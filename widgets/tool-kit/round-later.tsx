import type { JSX } from 'react';
import { LineIcon } from './LineIcon';

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
