import type { ChangeEvent, ReactNode } from 'react';
import { counterText } from './state';

// The controls of the lead forms. Each shadow root is its own id scope, so ids are the field
// names, and labels, hints, counters and errors are tied to their control by id.

type FieldProps = {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  /** A multi-line area of this many rows instead of a single line. */
  rows?: number;
  /** The longest value; a limited area shows the live 'n/max characters' counter under it. */
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  placeholder?: string;
  hint?: string;
};

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A visible label above its control, with `*` on required ones (the control says so itself too). */
function Label({ id, text, required }: { id: string; text: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {text}
      {required && <Required />}
    </label>
  );
}

export const Required = () => (
  <span className="required" aria-hidden="true">
    {' *'}
  </span>
);

export function Field(p: FieldProps) {
  const id = p.name;
  // Every limited text area counts, so a parent sees the limit before reaching it.
  const counter = Boolean(p.rows) && p.maxLength !== undefined;
  const control = {
    id,
    name: p.name,
    value: p.value,
    required: p.required,
    maxLength: p.maxLength,
    placeholder: p.placeholder,
    'aria-invalid': p.error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(p.hint && `${id}-hint`, counter && `${id}-count`, p.error && `${id}-error`),
    // React's onChange fires on every keystroke, as the input event does.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => p.onValue(event.currentTarget.value),
  };
  return (
    <div className="field">
      <Label id={id} text={p.label} required={p.required} />
      {p.hint && (
        <p id={`${id}-hint`} className="hint">
          {p.hint}
        </p>
      )}
      {p.rows ? (
        <textarea rows={p.rows} {...control} />
      ) : (
        <input type={p.type ?? 'text'} autoComplete={p.autoComplete} inputMode={p.inputMode} {...control} />
      )}
      {counter && (
        <p id={`${id}-count`} className="hint counter">
          {counterText(p.value, p.maxLength!)}
        </p>
      )}
      <FieldError id={id} error={p.error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  ) : null;
}

type ChoicesProps = {
  name: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  error?: string;
};

/** A fieldset of radio buttons or checkboxes, each a 44 px tall pill. */
export function Choices(p: ChoicesProps) {
  return (
    <fieldset className="field" aria-describedby={p.error ? `${p.name}-error` : undefined}>
      <legend>{p.legend}</legend>
      <div className="choices">
        {p.options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={p.type}
              name={p.name}
              value={option.value}
              checked={p.selected.includes(option.value)}
              onChange={(event: ChangeEvent<HTMLInputElement>) => p.onToggle(option.value, event.currentTarget.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={p.name} error={p.error} />
    </fieldset>
  );
}

/** The heading block of a form; an empty `heading` attribute leaves it to the host (a dialog title). */
export function FormHead({ heading, id, children }: { heading: string; id: string; children?: ReactNode }) {
  return (
    <div className="form-head">
      {heading && (
        <h2 id={id} part="heading">
          {heading}
        </h2>
      )}
      {children}
      <p className="hint">
        Fields marked <span className="required">*</span> are required.
      </p>
    </div>
  );
}

/** Focuses the first control with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(root: ParentNode | null | undefined): void {
  root?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus();
}
