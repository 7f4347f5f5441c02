import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { adoptStyles } from '../runtime';
import { callRoute } from '../runtime/api';
import { Field } from '../forms/fields';
import { EMAIL_MAX, PHONE_MAX } from '../forms/state';
import { Toasts } from '../forms/toast';
import type { Toast, ToastOptions } from '../forms/toast-options';
import { useLeadForm } from '../forms/use-lead-form';
import { canSendFallback, emptyFallback, fallbackRequest, validateFallback } from './fallback';
import { CONTACT_TEXT, contactToast, REASON_MAX, type Attribution, type ContactValues, type VerificationEvent } from './logic';
import { ReachUs, SendError } from './SendError';
import css from './verification.css?inline';

type VerificationProps = {
  base: string;
  /** Whether the panel and the dialog show (logic.ts `verificationAfter`). */
  panel: boolean;
  dialog: boolean;
  verify: (event: VerificationEvent) => void;
  /** Set when the check failed on something the visitor did: the panel's title takes focus. */
  focusPanel: RefObject<boolean>;
  /** The message the visitor wrote, sent with the verification. */
  message: ContactValues;
  attribution: () => Attribution;
  supportEmail: string;
  supportPhone: string;
  toasts: Toast[];
  show: (toast: ToastOptions) => void;
  dismiss: (id: number) => void;
  onTryAgain: () => void;
  /** Shows the message's errors and opens the dialog when there are none. */
  onOpenAlternative: () => void;
  /** The fallback was sent: the form empties, the element reports it. */
  onSent: (id: string) => void;
};

/**
 * When the spam check fails: the 'Security Verification Issue' panel and the alternative
 * verification dialog, which sends the message for manual review with a phone number. Loaded
 * with the first failed check, with its styles.
 */
export function Verification(props: VerificationProps) {
  const fallback = useLeadForm(emptyFallback, validateFallback);
  const [fallbackError, setFallbackError] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const { focusPanel, verify } = props;

  useLayoutEffect(() => {
    const root = dialog.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, css, { more: true });
  }, []);

  useEffect(() => {
    if (props.panel && focusPanel.current) panelTitle.current?.focus();
    focusPanel.current = false;
  }, [props.panel]);

  useEffect(() => {
    const element = dialog.current;
    if (props.dialog && !element?.open) element?.showModal();
    if (!props.dialog && element?.open) element.close();
  }, [props.dialog]);

  async function sendFallback(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Looks disabled without a phone number, and is.
    if (!canSendFallback(fallback.state.values)) return;
    setFallbackError('');
    const verificationValues = fallback.begin();
    if (!verificationValues) return;
    const result = await callRoute('POST /api/contactForms', { body: fallbackRequest(props.message, verificationValues, props.attribution()) }, { base: props.base });
    const fields: Record<string, string> = {};
    for (const [key, text] of Object.entries(result.ok ? {} : (result.fields ?? {}))) fields[key.replace('fallbackVerification.', '')] = text;
    fallback.finish(result.ok, fields);
    const toast = contactToast(result.ok, 'fallback');
    props.show(toast);
    if (!result.ok) setFallbackError(toast.description ?? toast.title);
    if (result.ok) {
      verify('closeAlternative');
      props.onSent(result.data.id);
    }
  }

  const { values, errors, submitting } = fallback.state;
  const ready = canSendFallback(values);
  const describedBy = [!ready && 'fallback-hint', fallbackError && 'fallback-error'].filter(Boolean).join(' ') || undefined;

  return (
    <>
      {props.panel && (
        <div className="verify-panel" part="verification-panel" role="region" aria-labelledby="verify-title">
          <h3 id="verify-title" ref={panelTitle} tabIndex={-1}>
            {CONTACT_TEXT.panelTitle}
          </h3>
          <p>{CONTACT_TEXT.panelText}</p>
          <div className="panel-actions">
            <button type="button" className="button secondary" onClick={props.onTryAgain}>
              {CONTACT_TEXT.tryAgain}
            </button>
            <button type="button" className="button" onClick={props.onOpenAlternative}>
              {CONTACT_TEXT.useAlternative}
            </button>
          </div>
          <p className="hint">
            <ReachUs email={props.supportEmail} phone={props.supportPhone} />
          </p>
        </div>
      )}

      <dialog ref={dialog} part="dialog" aria-labelledby="fallback-title" onClose={() => verify('closeAlternative')}>
        <form ref={fallback.form} noValidate onSubmit={sendFallback}>
          <h3 id="fallback-title">{CONTACT_TEXT.dialogTitle}</h3>
          <p className="intro">Give us a phone number and our team will confirm your message by hand before replying.</p>
          <Field name="phone" label="Phone" type="tel" required autoComplete="tel" maxLength={PHONE_MAX} value={values.phone} onValue={fallback.set('phone')} error={errors.phone} />
          <Field
            name="alternateEmail"
            label="Alternate email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={values.alternateEmail}
            onValue={fallback.set('alternateEmail')}
            error={errors.alternateEmail}
          />
          <Field
            name="reason"
            label="Reason"
            rows={3}
            maxLength={REASON_MAX}
            hint="For example: the security check would not load on my browser."
            value={values.reason}
            onValue={fallback.set('reason')}
            error={errors.reason}
          />
          <div className="panel-actions">
            <button type="button" className="button secondary" onClick={() => verify('closeAlternative')}>
              Cancel
            </button>
            <button type="submit" className="button" aria-disabled={!ready || submitting} aria-describedby={describedBy}>
              {submitting ? CONTACT_TEXT.fallbackSending : CONTACT_TEXT.fallbackSubmit}
            </button>
          </div>
          {!ready && (
            <p id="fallback-hint" className="hint">
              {CONTACT_TEXT.phoneNeeded}
            </p>
          )}
          {fallbackError && <SendError id="fallback-error" text={fallbackError} email={props.supportEmail} phone={props.supportPhone} />}
        </form>
        {props.dialog && <Toasts toasts={props.toasts} onDismiss={props.dismiss} inline />}
      </dialog>
    </>
  );
}
