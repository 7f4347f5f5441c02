import { describe, expect, it } from 'vitest';
import {
  canSend,
  CONTACT_TEXT,
  contactRequest,
  contactToast,
  emptyContact,
  initialVerification,
  SUBJECTS,
  validateContact,
  verificationAfter,
  type ContactValues,
} from './logic';
import { canSendFallback, emptyFallback, fallbackRequest, validateFallback } from './fallback';

const filled: ContactValues = { name: 'Priya', email: 'priya@example.org', subject: 'billing', message: 'When is the invoice due?' };

describe('contact form: fields', () => {
  it('offers the five subjects with their values', () => {
    expect(SUBJECTS).toEqual([
      { value: 'general', label: 'General Inquiry' },
      { value: 'technical', label: 'Technical Support' },
      { value: 'educational', label: 'Educational Support' },
      { value: 'billing', label: 'Billing Question' },
      { value: 'partnership', label: 'Partnership Opportunity' },
    ]);
    expect(CONTACT_TEXT.messagePlaceholder).toBe('Tell us how we can help you...');
    expect(CONTACT_TEXT.sending).toBe('Sending...');
  });

  it('requires name, email, subject and message', () => {
    expect(validateContact(filled)).toEqual({});
    expect(validateContact(emptyContact)).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please choose a subject.',
      message: 'Please enter your message.',
    });
  });

  it('checks the email and keeps the message within 5000 characters', () => {
    expect(validateContact({ ...filled, email: 'priya@', message: 'a'.repeat(5001) })).toEqual({
      email: 'Please enter a valid email address.',
      message: 'Please keep this to 5000 characters or fewer.',
    });
  });

  it('sends the message trimmed, with the token and the attribution', () => {
    const attribution = { utm_source: 'google', ts: 1 };
    expect(contactRequest({ ...filled, name: ' Priya ' }, 'local:contact_form', attribution)).toEqual({
      name: 'Priya',
      email: 'priya@example.org',
      subject: 'billing',
      message: 'When is the invoice due?',
      recaptchaToken: 'local:contact_form',
      attribution,
    });
    expect(contactRequest(filled, 't', undefined).attribution).toBeNull();
  });
});

describe('contact form: the spam check', () => {
  it('keeps Send disabled until the check is ready, and while sending', () => {
    expect(canSend(initialVerification, false)).toBe(false);
    const ready = verificationAfter(initialVerification, 'ready');
    expect(canSend(ready, false)).toBe(true);
    expect(canSend(ready, true)).toBe(false);
  });

  it('shows the panel when the check fails, and Send stays disabled', () => {
    const failed = verificationAfter(initialVerification, 'failed');
    expect(failed).toEqual({ check: 'failed', panel: true, dialog: false });
    expect(canSend(failed, false)).toBe(false);
    expect(verificationAfter(verificationAfter(initialVerification, 'ready'), 'failed').panel).toBe(true);
  });

  it('hides the panel on Try Again and checks again', () => {
    const failed = verificationAfter(initialVerification, 'failed');
    expect(verificationAfter(failed, 'tryAgain')).toEqual({ check: 'checking', panel: false, dialog: false });
  });

  it('opens the alternative verification only from the panel, and closes it', () => {
    expect(verificationAfter(initialVerification, 'openAlternative')).toEqual(initialVerification);
    const open = verificationAfter(verificationAfter(initialVerification, 'failed'), 'openAlternative');
    expect(open.dialog).toBe(true);
    expect(verificationAfter(open, 'closeAlternative')).toEqual({ check: 'failed', panel: true, dialog: false });
  });

  it('has the panel texts of the spec', () => {
    expect(CONTACT_TEXT.panelTitle).toBe('Security Verification Issue');
    expect(CONTACT_TEXT.panelText).toBe('We encountered an issue with security verification.');
    expect(CONTACT_TEXT.tryAgain).toBe('Try Again');
    expect(CONTACT_TEXT.useAlternative).toBe('Use Alternative Verification');
  });
});

describe('contact form: alternative verification', () => {
  it('keeps its button disabled while the phone is empty', () => {
    expect(canSendFallback(emptyFallback)).toBe(false);
    expect(canSendFallback({ ...emptyFallback, phone: '  ' })).toBe(false);
    expect(canSendFallback({ ...emptyFallback, phone: '801 555 0177' })).toBe(true);
  });

  it('requires a valid phone; the alternate email is optional but must be valid', () => {
    expect(validateFallback({ ...emptyFallback, phone: '801 555 0177' })).toEqual({});
    expect(validateFallback(emptyFallback)).toEqual({ phone: 'Please enter your phone number.' });
    expect(validateFallback({ phone: '12', alternateEmail: 'nope', reason: 'a'.repeat(1001) })).toEqual({
      phone: 'Please enter a valid phone number.',
      alternateEmail: 'Please enter a valid email address.',
      reason: 'Please keep this to 1000 characters or fewer.',
    });
  });

  it('sends the message without a token, marked fallback, with the verification', () => {
    const request = fallbackRequest(filled, { phone: ' 801 555 0177 ', alternateEmail: '', reason: ' Blocked ' }, undefined);
    expect(request).toEqual({
      name: 'Priya',
      email: 'priya@example.org',
      subject: 'billing',
      message: 'When is the invoice due?',
      attribution: null,
      submissionType: 'fallback',
      fallbackVerification: { phone: '801 555 0177', alternateEmail: '', reason: 'Blocked' },
    });
    expect(request).not.toHaveProperty('recaptchaToken');
  });
});

describe('contact form: toasts', () => {
  it('are the texts and durations of the spec', () => {
    expect(contactToast(true, 'standard')).toEqual({
      title: 'Message Sent Successfully!',
      description: 'Thank you for contacting us. We will get back to you shortly.',
      variant: 'success',
      durationMs: 5000,
    });
    expect(contactToast(false, 'standard')).toEqual({
      title: 'Error Sending Message',
      description: 'There was an error sending your message. Please try again or contact us directly.',
      variant: 'error',
      durationMs: 5000,
      closable: true,
    });
    expect(contactToast(true, 'fallback')).toEqual({
      title: 'Message Sent Successfully!',
      description: 'Thank you for contacting us. We will verify and respond to your message shortly.',
      variant: 'success',
      durationMs: 5000,
    });
    expect(contactToast(false, 'fallback')).toMatchObject({
      title: 'Error Sending Message',
      description: 'There was an error sending your message. Please contact us directly.',
      variant: 'error',
      durationMs: 5000,
    });
  });
});
