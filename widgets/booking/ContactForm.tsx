import { useEffect, type KeyboardEvent, type ReactNode, type RefObject, type SubmitEvent } from 'react';
import { NOTES_MAX, type ContactFields, type FieldName } from './form';

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
  /** Bumped by each submission refused for its fields: focus then goes to the first bad field. */
  invalidTries: number;
  formRef: RefObject<HTMLFormElement | null>;
  firstInput: RefObject<HTMLInputElement | null>;
  onField: (name: FieldName, value: string) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** In place of Confirm: the notice of an earlier booking, with its own choices. */
  notice?: ReactNode;
};

const INPUTS: { name: Exclude<FieldName, 'notes'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'parentName', label: 'Parent/Guardian Name', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/**
 * While the notice of an earlier booking stands in Confirm's place the form has no submit button,
 * so Enter in a field would do nothing: it takes the visitor to the notice's question instead.
 */
function backToNotice(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || (event.target as HTMLElement).localName !== 'input') return;
  event.preventDefault();
  event.currentTarget.querySelector<HTMLElement>('#existing-title')?.focus();
}

export function ContactForm(props: ContactFormProps) {
  const { fields, errors, invalidTries, formRef } = props;

  useEffect(() => {
    if (!invalidTries) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidTries, formRef]);
  const describedBy = (name: FieldName, extra?: string) =>
    [errors[name] && `${name}-error`, extra, props.formError && 'form-error'].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={props.formRef} className="contact" noValidate onSubmit={props.onSubmit} onKeyDown={props.notice ? backToNotice : undefined} aria-labelledby="contact-title">
      <h3 id="contact-title">Your details</h3>
      <p className="summary">
        <span>{props.summary}</span>
      </p>
      <p className="required-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      {INPUTS.map((input, index) => (
        <div className="field" key={input.name}>
          <label htmlFor={`f-${input.name}`}>
            {input.label}{' '}
            <span className="req" aria-hidden="true">
              *
            </span>
          </label>
          <input
            id={`f-${input.name}`}
            ref={index === 0 ? props.firstInput : undefined}
            name={input.name}
            type={input.type}
            autoComplete={input.autoComplete}
            required
            aria-invalid={errors[input.name] ? 'true' : undefined}
            aria-describedby={describedBy(input.name)}
            value={fields[input.name]}
            onChange={(event) => props.onField(input.name, event.currentTarget.value)}
          />
          {errors[input.name] && (
            <p className="field-error" id={`${input.name}-error`}>
              {errors[input.name]}
            </p>
          )}
        </div>
      ))}
      <div className="field">
        <label htmlFor="f-notes">
          Notes <span className="optional">(optional)</span>
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
          onChange={(event) => props.onField('notes', event.currentTarget.value)}
        />
        <p className="counter" id="notes-count">
          {fields.notes.length}/{NOTES_MAX}
          <span className="visually-hidden"> characters</span>
        </p>
        {errors.notes && (
          <p className="field-error" id="notes-error">
            {errors.notes}
          </p>
        )}
      </div>
      <div className="form-error" id="form-error" role="alert">
        {props.formError}
      </div>
      {/* Above Confirm, not under it: the reason it is disabled is read before the button, never cut off below it. */}
      {props.hint && (
        <p className="hint" id="confirm-hint">
          {props.hint}
        </p>
      )}
      {props.notice ?? (
        <button
          type="submit"
          part="confirm"
          className="confirm"
          disabled={!props.canSubmit || props.sending}
          aria-describedby={props.hint ? 'confirm-hint' : undefined}
        >
          {props.sending && <span className="spinner" aria-hidden="true" />}
          {props.sending ? 'Scheduling...' : 'Confirm Consultation'}
        </button>
      )}
    </form>
  );
}
