import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { lazyPart } from '../runtime/lazy';
import { apiBase } from '../runtime/api';
import { botCheckReady } from '../runtime/botcheck';
import { Toasts } from '../forms/toast';
import { Field, FieldError, FormHead, Required } from '../forms/fields';
import { useLexend } from '../forms/font';
import { sendLead } from '../forms/send';
import { EMAIL_MAX, NAME_MAX } from '../forms/state';
import { storedAttribution } from '../forms/storage';
import { useLeadForm, type LeadFormProps } from '../forms/use-lead-form';
import {
  canSend,
  CONTACT_TEXT,
  contactRequest,
  contactToast,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  emptyContact,
  initialVerification,
  MESSAGE_MAX,
  SUBJECTS,
  validateContact,
  verificationAfter,
  type Subject,
  type VerificationEvent,
} from './logic';
import { SendError } from './SendError';
import type { ContactSubmittedDetail } from '../../contract/rules';
import type { attributeTypes } from './meta';

/**
 * The `submitted` event's detail. `fallback` is a message sent for manual review by phone: its
 * toast says so, and a host page keeps the visitor where they are.
 */
export type { ContactSubmittedDetail };

type ContactFormProps = LeadFormProps<typeof attributeTypes, ContactSubmittedDetail>;

/** The panel and dialog for a failed spam check: loaded when the check first fails. */
const verificationPart = lazyPart(() => import('./Verification'));
export const loadVerification = verificationPart.load;

/** The `attribution` attribute is JSON: only an object is sent as attribution. */
const attributionObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

export function ContactForm(props: ContactFormProps) {
  useLexend();
  const base = apiBase(props.apiBase);
  const contact = useLeadForm(emptyContact, validateContact);
  const { toasts, show, dismiss } = contact;
  const [verification, setVerification] = useState(initialVerification);
  const [attempt, setAttempt] = useState(0);
  // A failed send's message, beside its button until the next attempt (the toast leaves after 5 s).
  const [sendError, setSendError] = useState('');
  const sendButton = useRef<HTMLButtonElement>(null);
  // The panel takes focus only when it answers something the visitor did, never on page load.
  const focusPanel = useRef(false);
  const { values, errors, submitting } = contact.state;
  const sendable = canSend(verification, submitting);
  const supportEmail = props.supportEmail || DEFAULT_SUPPORT_EMAIL;
  const supportPhone = props.supportPhone || DEFAULT_SUPPORT_PHONE;
  const verify = (event: VerificationEvent) => setVerification((current) => verificationAfter(current, event));
  const attribution = () => attributionObject(props.attribution) ?? storedAttribution();
  const verificationView = verificationPart.use(verification.panel);

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

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sendable) return;
    setSendError('');
    const toSend = contact.begin();
    if (!toSend) return;
    const result = await sendLead(base, 'contact_form', 'POST /api/contactForms', (token) => contactRequest(toSend, token, attribution()));
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

  function fallbackSent(id: string) {
    const message = contact.state.values;
    contact.finish(true);
    props.onSubmitted?.({ id, email: message.email.trim(), submissionType: 'fallback' });
  }

  const subjectDescribedBy = errors.subject ? 'subject-error' : undefined;
  const sendDescribedBy = [verification.check === 'checking' && 'send-hint', sendError && 'send-error'].filter(Boolean).join(' ') || undefined;

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

      {verificationView && (
        <verificationView.Verification
          {...{ base, verify, focusPanel, attribution, supportEmail, supportPhone, toasts, show, dismiss }}
          panel={verification.panel}
          dialog={verification.dialog}
          message={values}
          onTryAgain={tryAgain}
          onOpenAlternative={openAlternative}
          onSent={fallbackSent}
        />
      )}
      <Toasts toasts={verification.dialog ? [] : toasts} onDismiss={dismiss} />
    </section>
  );
}
