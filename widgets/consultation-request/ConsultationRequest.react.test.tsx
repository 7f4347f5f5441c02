// The consultation request view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadToasts } from '../forms/toast';
import { actUntil, button, click, failOnReactErrors, field, fillIn, mockApi, render, settle, stackText, type, unmount, useFakeClock } from '../runtime/testing';
import { ConsultationRequest, type ConsultationSubmittedDetail } from './ConsultationRequest';

const api = 'https://api.test';

failOnReactErrors();
useFakeClock({ act });
// A visitor's first interaction with the form loads the toasts' view (forms/toast.tsx); loaded up
// front here, so React renders it inside act().
beforeAll(() => loadToasts());
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

const fill = (form: ParentNode) => fillIn(form, { 'Parent/Guardian Name': ' Jordan Rivera ', Email: 'jordan@example.com', Phone: '(801) 555-0142', 'Student Age': '8' });

describe('ConsultationRequest on React', () => {
  it('counts the concerns as they are typed, sends a request without a slot, and reports it', async () => {
    const { posted } = mockApi({ '/api/bookConsultation': { status: 201, body: { bookingId: 'b-1', status: 'requested' } } });
    const onSubmitted = vi.fn<(detail: ConsultationSubmittedDetail) => void>();
    const form = render(<ConsultationRequest apiBase={api} onSubmitted={onSubmitted} />);
    expect(form.querySelector('h2')?.textContent).toBe('Schedule My Free Consultation');
    fill(form);
    const concerns = field<HTMLTextAreaElement>(form, 'Primary Concerns');
    type(concerns, 'Reading is hard.');
    expect(concerns.value).toBe('Reading is hard.');
    expect(form.querySelector('#concerns-count')?.textContent).toBe('16/200 characters');

    await actUntil(() => click(button(form, 'Schedule Consultation')), () => onSubmitted.mock.calls.length);
    const body = posted('/api/bookConsultation')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ parentName: 'Jordan Rivera', email: 'jordan@example.com', notes: 'Reading is hard.', recaptchaToken: 'local:consultation_booking' });
    expect(body).not.toHaveProperty('lockId');
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ id: 'b-1', status: 'requested', email: 'jordan@example.com', phone: '(801) 555-0142' });
    await settle(() => stackText().includes('Consultation Scheduled!'));
    expect(stackText()).toContain("We'll contact you within 24 hours to confirm your consultation time.");
    expect(field(form, 'Parent/Guardian Name').value).toBe('');
  });

  it("takes the intake's age rule: 'abc' is refused with its message and nothing is sent", async () => {
    const { requests } = mockApi({});
    const form = render(<ConsultationRequest apiBase={api} />);
    fill(form);
    const age = field(form, 'Student Age');
    expect(age.maxLength).toBe(2);
    expect(age.getAttribute('inputmode')).toBe('numeric');
    type(age, 'ab');
    await actUntil(() => click(button(form, 'Schedule Consultation')), () => document.activeElement === field(form, 'Student Age'));
    expect(form.querySelector('#childAge-error')?.textContent).toContain("Please enter the student's age in whole years, from 3 to 21.");
    expect(requests).toEqual([]);
  });

  it("shows 'Scheduling...' while sending, then the server's notes message under the concerns, values kept", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/api/config')
          ? Response.json({ botCheck: { mode: 'local' } })
          : new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const onSubmitted = vi.fn();
    const form = render(<ConsultationRequest apiBase={api} onSubmitted={onSubmitted} />);
    fill(form);
    await actUntil(() => click(button(form, 'Schedule Consultation')), () => vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/api/bookConsultation')));
    expect(button(form, 'Scheduling...').getAttribute('aria-disabled')).toBe('true');

    await actUntil(
      () => answer(Response.json({ error: 'Invalid request', fields: { notes: 'Please keep this shorter.' } }, { status: 400 })),
      () => form.querySelector('#concerns-error'),
    );
    expect(form.querySelector('#concerns-error')?.textContent).toContain('Please keep this shorter.');
    expect(field<HTMLTextAreaElement>(form, 'Primary Concerns').getAttribute('aria-invalid')).toBe('true');
    expect(field(form, 'Email').value).toBe('jordan@example.com');
    expect(button(form, 'Schedule Consultation')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    await settle(() => stackText().includes('There was an error scheduling your consultation. Please try again.'));
  });
});
