// The contact view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToasts } from '../forms/toast';
import { actUntil, button, click, failOnReactErrors, field, mockApi, render, settle, stackText, type, unmount, useFakeClock } from '../runtime/testing';
import { ContactForm, loadVerification, type ContactSubmittedDetail } from './ContactForm';
import { fill, sent } from './testing';

failOnReactErrors();
useFakeClock({ act });
// A visitor's first interaction with the form loads the toasts' view (forms/toast.tsx); loaded up
// front here, so React renders it inside act().
beforeAll(() => loadToasts());
// Likewise the failed spam check's panel and dialog (they load when the check first fails).
beforeAll(() => loadVerification());
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('ContactForm on React', () => {
  it('waits for the spam check, sends the message with its attribution, and reports it', async () => {
    const { posted } = mockApi({ '/api/contactForms': { status: 201, body: { id: 'c-1' } } });
    const onSubmitted = vi.fn<(detail: ContactSubmittedDetail) => void>();
    const form = render(<ContactForm apiBase="https://api-ok.test" attribution={{ utm_source: 'google', ts: 1 }} onSubmitted={onSubmitted} />);
    const send = button(form, 'Send Message');
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(form.textContent).toContain('Getting the security check ready…');
    await settle(() => send.getAttribute('aria-disabled') === 'false');
    expect(form.textContent).not.toContain('Getting the security check ready…');

    fill(form);
    expect(field<HTMLSelectElement>(form, 'Subject').value).toBe('educational');
    await actUntil(() => click(send), () => onSubmitted.mock.calls.length);
    expect(posted('/api/contactForms').map((r) => r.body)).toEqual([
      sent,
    ]);
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ id: 'c-1', email: 'priya@example.org', submissionType: 'standard' });
    await settle(() => stackText().includes('Message Sent Successfully!'));
    expect(field<HTMLTextAreaElement>(form, 'Message').value).toBe('');
    expect(sessionStorage.getItem('contactSubmitted')).toBeNull();
  });

  it('offers the alternative verification when the spam check cannot load, and sends for manual review', async () => {
    const { posted } = mockApi({ '/api/contactForms': { status: 201, body: { id: 'c-2' } } }, { status: 503 });
    const onSubmitted = vi.fn<(detail: ContactSubmittedDetail) => void>();
    const form = render(<ContactForm apiBase="https://api-blocked.test" supportEmail="help@verse.example" onSubmitted={onSubmitted} />);
    await settle(() => form.textContent?.includes('Security Verification Issue'));
    expect(form.querySelector('a[href="mailto:help@verse.example"]')).not.toBeNull();
    expect(button(form, 'Send Message').getAttribute('aria-disabled')).toBe('true');

    // The message must be complete first: the alternative asks for the missing fields instead.
    const dialog = form.querySelector('dialog')!;
    await actUntil(() => click(button(form, 'Use Alternative Verification')), () => field(form, 'Name').getAttribute('aria-invalid') === 'true');
    expect(dialog.open).toBe(false);

    fill(form);
    click(button(form, 'Use Alternative Verification'));
    expect(dialog.open).toBe(true);
    const submitFallback = button(dialog, 'Send for Manual Review');
    expect(submitFallback.getAttribute('aria-disabled')).toBe('true');
    expect(dialog.textContent).toContain('Enter a phone number to continue.');
    type(field(dialog, 'Phone'), '801 555 0177');
    expect(submitFallback.getAttribute('aria-disabled')).toBe('false');
    type(field<HTMLTextAreaElement>(dialog, 'Reason'), 'My network blocks Google.');

    await actUntil(() => click(submitFallback), () => onSubmitted.mock.calls.length);
    expect(posted('/api/contactForms')[0]?.body).toEqual({
      name: 'Priya Natarajan',
      email: 'priya@example.org',
      subject: 'educational',
      message: 'Do you tutor over the summer?',
      attribution: null,
      submissionType: 'fallback',
      fallbackVerification: { phone: '801 555 0177', alternateEmail: '', reason: 'My network blocks Google.' },
    });
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ id: 'c-2', email: 'priya@example.org', submissionType: 'fallback' });
    await settle(() => !dialog.open);
    await settle(() => stackText().includes('Thank you for contacting us. We will verify and respond to your message shortly.'));
    expect(field(form, 'Name').value).toBe('');
    expect(sessionStorage.getItem('contactSubmitted')).toBeNull();
  });

  it('keeps a failed send\'s message beside Send, tied to it, until the next attempt', async () => {
    const { posted } = mockApi({ '/api/contactForms': { status: 500, body: { error: 'Internal error' } } });
    const form = render(<ContactForm apiBase="https://api-fail.test" />);
    const send = button(form, 'Send Message');
    await settle(() => send.getAttribute('aria-disabled') === 'false');
    fill(form);
    await actUntil(() => click(send), () => form.querySelector('#send-error'));
    expect(form.querySelector('#send-error')?.textContent).toContain('There was an error sending your message. Please try again or contact us directly.');
    expect(send.getAttribute('aria-describedby')).toBe('send-error');
    expect(field(form, 'Name').value).toBe('Priya Natarajan');

    // The next attempt takes it away (and, failing again, brings it back).
    await actUntil(() => click(send), () => posted('/api/contactForms').length === 2);
    await settle(() => form.querySelector('#send-error'));
    expect(posted('/api/contactForms')).toHaveLength(2);
  });

  it("does nothing when the dialog's greyed-out button is pressed without a phone", async () => {
    const { posted } = mockApi({}, { status: 503 });
    const form = render(<ContactForm apiBase="https://api-blocked-2.test" />);
    await settle(() => form.textContent?.includes('Security Verification Issue'));
    fill(form);
    click(button(form, 'Use Alternative Verification'));
    const dialog = form.querySelector('dialog')!;
    click(button(dialog, 'Send for Manual Review'));
    await settle(() => true);
    expect(field(dialog, 'Phone').getAttribute('aria-invalid')).toBeNull();
    expect(posted('/api/contactForms')).toEqual([]);
  });
});
