import type { ComponentChildren } from 'preact';

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
  maxLength?: number;
  /** Shows the live 'n/max characters' counter under the area. */
  counter?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  placeholder?: string;
  hint?: string;
};

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A visible label above its control, with `*` on required ones (the control says so itself too). */
function Label({ id, text, required }: { id: string; text: string; required?: boolean }) {
  return (
    <label for={id}>
      {text}
      {required && <Required />}
    </label>
  );
}

export const Required = () => (
  <span class="required" aria-hidden="true">
    {' *'}
  </span>
);

export function Field(p: FieldProps) {
  const id = p.name;
  const control = {
    id,
    name: p.name,
    value: p.value,
    required: p.required,
    maxLength: p.maxLength,
    placeholder: p.placeholder,
    'aria-invalid': p.error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(p.hint && `${id}-hint`, p.counter && `${id}-count`, p.error && `${id}-error`),
    onInput: (event: Event) => p.onValue((event.currentTarget as HTMLInputElement).value),
  };
  return (
    <div class="field">
      <Label id={id} text={p.label} required={p.required} />
      {p.hint && (
        <p id={`${id}-hint`} class="hint">
          {p.hint}
        </p>
      )}
      {p.rows ? (
        <textarea rows={p.rows} {...control} />
      ) : (
        <input type={p.type ?? 'text'} autoComplete={p.autoComplete} inputMode={p.inputMode} {...control} />
      )}
      {p.counter && (
        <p id={`${id}-count`} class="hint counter">
          {p.value.length}/{p.maxLength} characters
        </p>
      )}
      <FieldError id={id} error={p.error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} class="field-error">
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
    <fieldset class="field" aria-describedby={p.error ? `${p.name}-error` : undefined}>
      <legend>{p.legend}</legend>
      <div class="choices">
        {p.options.map((option) => (
          <label key={option.value} class="choice">
            <input
              type={p.type}
              name={p.name}
              value={option.value}
              checked={p.selected.includes(option.value)}
              onChange={(event) => p.onToggle(option.value, (event.currentTarget as HTMLInputElement).checked)}
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
export function FormHead({ heading, id, children }: { heading: string; id: string; children?: ComponentChildren }) {
  return (
    <div class="form-head">
      {heading && (
        <h2 id={id} part="heading">
          {heading}
        </h2>
      )}
      {children}
      <p class="hint">
        Fields marked <span class="required">*</span> are required.
      </p>
    </div>
  );
}

/** Focuses the first control with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(root: ParentNode | null | undefined): void {
  (root?.querySelector('[aria-invalid="true"], fieldset[aria-describedby] input') as HTMLElement | null)?.focus();
}
