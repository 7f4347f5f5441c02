import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { type AttributeProps, type HostProps } from '../runtime';
import { apiBase, postJson } from '../runtime/api';
import { botCheckReady } from '../runtime/botcheck';
import { Toasts, useToasts } from '../forms/toast';
import { Field, FieldError, FormHead, Required } from '../forms/fields';
import { useLexend } from '../forms/font';
import { sendLead } from '../forms/send';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../forms/state';
import { storedAttribution } from '../forms/storage';
import { useLeadForm } from '../forms/use-lead-form';
import {
  canSend,
  canSendFallback,
  CONTACT_TEXT,
  contactRequest,
  contactToast,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  emptyContact,
  emptyFallback,
  fallbackRequest,
  initialVerification,
  MESSAGE_MAX,
  REASON_MAX,
  SUBJECTS,
  validateContact,
  validateFallback,
  verificationAfter,
  type Subject,
  type VerificationEvent,
} from './logic';
import type { ContactSubmittedDetail } from '../../contract/rules';
import type { attributeTypes } from './meta';

/**
 * The `submitted` event's detail. `fallback` is a message sent for manual review by phone: its
 * toast says so, and a host page keeps the visitor where they are.
 */
export type { ContactSubmittedDetail };

type ContactFormProps = AttributeProps<typeof attributeTypes> &
  HostProps & {
    onSubmitted?: (detail: ContactSubmittedDetail) => void;
  };

/** The `attribution` attribute is JSON: only an object is sent as attribution. */
const attributionObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

export function ContactForm(props: ContactFormProps) {
  useLexend();
  const base = apiBase(props.apiBase);
  const contact = useLeadForm(emptyContact, validateContact);
  const fallback = useLeadForm(emptyFallback, validateFallback);
  const { toasts, show, dismiss } = useToasts();
  const [verification, setVerification] = useState(initialVerification);
  const [attempt, setAttempt] = useState(0);
  // A failed send's message, beside its button until the next attempt (the toast leaves after 5 s).
  const [sendError, setSendError] = useState('');
  const [fallbackError, setFallbackError] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  // The panel takes focus only when it answers something the visitor did, never on page load.
  const focusPanel = useRef(false);
  const { values, errors, submitting } = contact.state;
  const sendable = canSend(verification, submitting);
  const supportEmail = props.supportEmail || DEFAULT_SUPPORT_EMAIL;
  const supportPhone = props.supportPhone || DEFAULT_SUPPORT_PHONE;
  const verify = (event: VerificationEvent) => setVerification((current) => verificationAfter(current, event));
  const attribution = () => attributionObject(props.attribution) ?? storedAttribution();

  useEffect(() => {
    let live = true;
    botCheckReady(base).then(
      () => live && verify('ready'),
      () => live && verify('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt, base]);

  useEffect(() => {
    if (verification.panel && focusPanel.current) panelTitle.current?.focus();
    focusPanel.current = false;
  }, [verification.panel]);

  useEffect(() => {
    const element = dialog.current;
    if (verification.dialog && !element?.open) element?.showModal();
    if (!verification.dialog && element?.open) element.close();
  }, [verification.dialog]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sendable) return;
    setSendError('');
    const toSend = contact.begin();
    if (!toSend) return;
    const result = await sendLead<{ id: string }>(base, 'contact_form', '/api/contactForms', (token) => contactRequest(toSend, token, attribution()));
    if (result.outcome === 'botCheck') {
      contact.finish(false);
      focusPanel.current = true;
      verify('failed');
      return;
    }
    contact.finish(result.outcome === 'sent', result.outcome === 'failed' ? result.fields : undefined);
    const toast = contactToast(result.outcome === 'sent', 'standard');
    show(toast);
    if (result.outcome !== 'sent') setSendError(toast.description ?? toast.title);
    if (result.outcome === 'sent') props.onSubmitted?.({ id: result.data.id, email: toSend.email.trim(), submissionType: 'standard' });
  }

  function tryAgain() {
    focusPanel.current = true;
    verify('tryAgain');
    setAttempt((n) => n + 1);
    sendButton.current?.focus();
  }

  function openAlternative() {
    if (contact.check()) verify('openAlternative');
  }

  async function sendFallback(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Looks disabled without a phone number, and is.
    if (!canSendFallback(fallback.state.values)) return;
    setFallbackError('');
    const verificationValues = fallback.begin();
    if (!verificationValues) return;
    const message = contact.state.values;
    const result = await postJson<{ id: string }>(base, '/api/contactForms', fallbackRequest(message, verificationValues, attribution()));
    const fields: Record<string, string> = {};
    for (const [key, text] of Object.entries(result.ok ? {} : (result.fields ?? {}))) fields[key.replace('fallbackVerification.', '')] = text;
    fallback.finish(result.ok, fields);
    const toast = contactToast(result.ok, 'fallback');
    show(toast);
    if (!result.ok) setFallbackError(toast.description ?? toast.title);
    if (result.ok) {
      contact.finish(true);
      verify('closeAlternative');
      props.onSubmitted?.({ id: result.data.id, email: message.email.trim(), submissionType: 'fallback' });
    }
  }

  const subjectDescribedBy = errors.subject ? 'subject-error' : undefined;
  const sendDescribedBy = [verification.check === 'checking' && 'send-hint', sendError && 'send-error'].filter(Boolean).join(' ') || undefined;
  const fallbackReady = canSendFallback(fallback.state.values);
  const fallbackDescribedBy = [!fallbackReady && 'fallback-hint', fallbackError && 'fallback-error'].filter(Boolean).join(' ') || undefined;

  return (
    <section className="card" part="form" aria-labelledby={props.heading === '' ? undefined : 'contact-heading'}>
      <FormHead heading={props.heading ?? CONTACT_TEXT.heading} id="contact-heading" />
      <form ref={contact.form} noValidate onSubmit={send}>
        <div className="row">
          <Field name="name" label="Name" required autoComplete="name" maxLength={NAME_MAX} value={values.name} onValue={contact.set('name')} error={errors.name} />
          <Field name="email" label="Email" type="email" required autoComplete="email" maxLength={EMAIL_MAX} value={values.email} onValue={contact.set('email')} error={errors.email} />
        </div>
        <div className="field">
          <label htmlFor="subject">
            Subject
            <Required />
          </label>
          <select
            id="subject"
            name="subject"
            required
            value={values.subject}
            aria-invalid={errors.subject ? 'true' : undefined}
            aria-describedby={subjectDescribedBy}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => contact.set('subject')(event.currentTarget.value as Subject)}
          >
            <option value="" disabled>
              Choose a subject
            </option>
            {SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </select>
          <FieldError id="subject" error={errors.subject} />
        </div>
        <Field
          name="message"
          label="Message"
          required
          rows={6}
          maxLength={MESSAGE_MAX}
          placeholder={CONTACT_TEXT.messagePlaceholder}
          value={values.message}
          onValue={contact.set('message')}
          error={errors.message}
        />
        <div className="actions">
          <button ref={sendButton} type="submit" className="button" part="submit" aria-disabled={!sendable} aria-describedby={sendDescribedBy}>
            {submitting ? CONTACT_TEXT.sending : CONTACT_TEXT.send}
          </button>
          {verification.check === 'checking' && (
            <p id="send-hint" className="hint">
              {CONTACT_TEXT.preparing}
            </p>
          )}
          {sendError && <SendError id="send-error" text={sendError} email={supportEmail} phone={supportPhone} />}
        </div>
      </form>

      {verification.panel && (
        <div className="verify-panel" part="verification-panel" role="region" aria-labelledby="verify-title">
          <h3 id="verify-title" ref={panelTitle} tabIndex={-1}>
            {CONTACT_TEXT.panelTitle}
          </h3>
          <p>{CONTACT_TEXT.panelText}</p>
          <div className="panel-actions">
            <button type="button" className="button secondary" onClick={tryAgain}>
              {CONTACT_TEXT.tryAgain}
            </button>
            <button type="button" className="button" onClick={openAlternative}>
              {CONTACT_TEXT.useAlternative}
            </button>
          </div>
          <p className="hint">
            You can also reach us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>.
          </p>
        </div>
      )}

      <dialog ref={dialog} part="dialog" aria-labelledby="fallback-title" onClose={() => verify('closeAlternative')}>
        <form ref={fallback.form} noValidate onSubmit={sendFallback}>
          <h3 id="fallback-title">{CONTACT_TEXT.dialogTitle}</h3>
          <p className="intro">Give us a phone number and our team will confirm your message by hand before replying.</p>
          <Field name="phone" label="Phone" type="tel" required autoComplete="tel" maxLength={PHONE_MAX} value={fallback.state.values.phone} onValue={fallback.set('phone')} error={fallback.state.errors.phone} />
          <Field
            name="alternateEmail"
            label="Alternate email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={fallback.state.values.alternateEmail}
            onValue={fallback.set('alternateEmail')}
            error={fallback.state.errors.alternateEmail}
          />
          <Field
            name="reason"
            label="Reason"
            rows={3}
            maxLength={REASON_MAX}
            hint="For example: the security check would not load on my browser."
            value={fallback.state.values.reason}
            onValue={fallback.set('reason')}
            error={fallback.state.errors.reason}
          />
          <div className="panel-actions">
            <button type="button" className="button secondary" onClick={() => verify('closeAlternative')}>
              Cancel
            </button>
            <button
              type="submit"
              className="button"
              aria-disabled={!fallbackReady || fallback.state.submitting}
              aria-describedby={fallbackDescribedBy}
            >
              {fallback.state.submitting ? CONTACT_TEXT.fallbackSending : CONTACT_TEXT.fallbackSubmit}
            </button>
          </div>
          {!fallbackReady && (
            <p id="fallback-hint" className="hint">
              {CONTACT_TEXT.phoneNeeded}
            </p>
          )}
          {fallbackError && <SendError id="fallback-error" text={fallbackError} email={supportEmail} phone={supportPhone} />}
        </form>
        {verification.dialog && <Toasts toasts={toasts} onDismiss={dismiss} inline />}
      </dialog>
      <Toasts toasts={verification.dialog ? [] : toasts} onDismiss={dismiss} />
    </section>
  );
}

/** A failed send's message, with the other ways to reach the team. */
function SendError({ id, text, email, phone }: { id: string; text: string; email: string; phone: string }) {
  return (
    <div id={id} className="message error" part="send-error">
      <p>
        <span aria-hidden="true">⚠ </span>
        {text}
      </p>
      <p>
        You can also reach us at <a href={`mailto:${email}`}>{email}</a> or <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>.
      </p>
    </div>
  );
}
