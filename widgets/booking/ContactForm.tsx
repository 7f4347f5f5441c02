import type { Ref } from 'preact';
import { NOTES_MAX, type ContactFields, type FieldName } from './logic';

type ContactFormProps = {
  fields: ContactFields;
  errors: Partial<Record<FieldName, string>>;
  formError: string | null;
  /** What is chosen, in words: 'Monday, November 23 at 9:00 AM MT'. */
  summary: string;
  canSubmit: boolean;
  sending: boolean;
  /** Why Confirm is still disabled, or null. */
  hint: string | null;
  formRef: Ref<HTMLFormElement>;
  firstInput: Ref<HTMLInputElement>;
  onField: (name: FieldName, value: string) => void;
  onSubmit: (event: Event) => void;
};

const INPUTS: { name: Exclude<FieldName, 'notes'>; label: string; type: string; autocomplete: string }[] = [
  { name: 'parentName', label: 'Parent/Guardian Name', type: 'text', autocomplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
];

export function ContactForm(props: ContactFormProps) {
  const { fields, errors } = props;
  const describedBy = (name: FieldName, extra?: string) =>
    [errors[name] && `${name}-error`, extra, props.formError && 'form-error'].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={props.formRef} class="contact" noValidate onSubmit={props.onSubmit} aria-labelledby="contact-title">
      <h3 id="contact-title">Your details</h3>
      <p class="summary">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <rect x="2.5" y="3.5" width="15" height="14" rx="2" fill="none" stroke="currentColor" stroke-width="1.6" />
          <path d="M2.5 7.5h15M6.5 1.5v4M13.5 1.5v4" stroke="currentColor" stroke-width="1.6" />
        </svg>
        <span>{props.summary}</span>
      </p>
      <p class="required-note">
        Fields marked <span aria-hidden="true">*</span>
        <span class="visually-hidden">with an asterisk</span> are required.
      </p>
      {INPUTS.map((input, index) => (
        <div class="field" key={input.name}>
          <label for={`f-${input.name}`}>
            {input.label}{' '}
            <span class="req" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`f-${input.name}`}
            ref={index === 0 ? props.firstInput : undefined}
            name={input.name}
            type={input.type}
            autocomplete={input.autocomplete}
            required
            aria-invalid={errors[input.name] ? 'true' : undefined}
            aria-describedby={describedBy(input.name)}
            value={fields[input.name]}
            onInput={(event) => props.onField(input.name, (event.currentTarget as HTMLInputElement).value)}
          />
          {errors[input.name] && (
            <p class="field-error" id={`${input.name}-error`}>
              {errors[input.name]}
            </p>
          )}
        </div>
      ))}
      <div class="field">
        <label for="f-notes">
          Notes <span class="optional">(optional)</span>
        </label>
        <textarea
          id="f-notes"
          name="notes"
          rows={3}
          maxLength={NOTES_MAX}
          placeholder="Anything you'd like us to know before the call"
          aria-invalid={errors.notes ? 'true' : undefined}
          aria-describedby={describedBy('notes', 'notes-count')}
          value={fields.notes}
          onInput={(event) => props.onField('notes', (event.currentTarget as HTMLTextAreaElement).value)}
        />
        <p class="counter" id="notes-count">
          {fields.notes.length}/{NOTES_MAX}
          <span class="visually-hidden"> characters</span>
        </p>
        {errors.notes && (
          <p class="field-error" id="notes-error">
            {errors.notes}
          </p>
        )}
      </div>
      <div class="form-error" id="form-error" role="alert">
        {props.formError}
      </div>
      <button
        type="submit"
        part="confirm"
        class="confirm"
        disabled={!props.canSubmit || props.sending}
        aria-describedby={props.hint ? 'confirm-hint' : undefined}
      >
        {props.sending && <span class="spinner" aria-hidden="true" />}
        {props.sending ? 'Scheduling...' : 'Confirm Consultation'}
      </button>
      {props.hint && (
        <p class="hint" id="confirm-hint">
          {props.hint}
        </p>
      )}
    </form>
  );
}
