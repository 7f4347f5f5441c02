// The intake view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToasts } from '../forms/toast';
import { actUntil, button, choice, click, failOnReactErrors, field, fillIn, mockApi, render, settle, stackText, type, unmount, useFakeClock } from '../runtime/testing';
import { IntakeForm, type IntakeSubmittedDetail } from './IntakeForm';

const api = 'https://api.test';

failOnReactErrors();
useFakeClock({ act });
// A visitor's first interaction with the form loads the toasts' view (forms/toast.tsx); loaded up
// front here, so React renders it inside act().
beforeAll(() => loadToasts());

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

const fillContact = (form: ParentNode) => fillIn(form, { 'Parent/Guardian Name': 'Maria Gonzalez', Email: 'maria@example.com', Phone: '(801) 555-0199', 'Student Age': '9' });

describe('IntakeForm (full) on React', () => {
  it('keeps its hint under a pressable Submit until the required fields are typed, shows what the choices reveal, and reports the stored form', async () => {
    const { posted } = mockApi({ '/api/intakeForms': { status: 201, body: { id: 'intake-1' } } });
    const onSubmitted = vi.fn<(detail: IntakeSubmittedDetail) => void>();
    const form = render(<IntakeForm apiBase={api} onSubmitted={onSubmitted} />);
    const submit = button(form, 'Submit Intake Form');
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    expect(form.textContent).toContain('All required fields must be completed to submit');

    fillContact(form);
    expect(field(form, 'Parent/Guardian Name').value).toBe('Maria Gonzalez');
    expect(form.textContent).toContain('All required fields must be completed to submit');
    type(field(form, 'School'), 'Lincoln Elementary');
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    expect(form.textContent).not.toContain('All required fields must be completed to submit');

    // A text area counts what is typed into it.
    type(field<HTMLTextAreaElement>(form, 'Strengths'), 'Loves stories.');
    expect(form.querySelector('#strengths-count')?.textContent).toBe('14/250 characters');

    // Ticking 'Other' shows its text field; 'Yes' asks for the previous tutoring.
    expect(() => field(form, 'Other struggle')).toThrow();
    const struggles = 'Areas of struggle (choose any)';
    click(choice(form, struggles, 'Reading'));
    click(choice(form, struggles, 'Other'));
    expect(choice(form, struggles, 'Other').checked).toBe(true);
    type(field(form, 'Other struggle'), 'Handwriting');
    click(choice(form, 'Preferred contact method', 'Text'));
    expect(choice(form, 'Preferred contact method', 'Email').checked).toBe(false);
    click(choice(form, 'Has your child worked with a tutor before?', 'Yes'));
    type(field<HTMLTextAreaElement>(form, 'Previous tutoring details'), 'A reading specialist');

    await actUntil(() => click(submit), () => onSubmitted.mock.calls.length);
    expect(posted('/api/intakeForms').map((r) => r.body)).toEqual([
      expect.objectContaining({
        leadSource: 'intake_form',
        parentName: 'Maria Gonzalez',
        contactMethod: 'text',
        school: 'Lincoln Elementary',
        strengths: 'Loves stories.',
        struggles: ['reading', 'other'],
        strugglesOther: 'Handwriting',
        previousTutor: 'yes',
        previousTutorDetails: 'A reading specialist',
        recaptchaToken: 'local:intake_form',
      }),
    ]);
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ id: 'intake-1', email: 'maria@example.com', phone: '(801) 555-0199', leadSource: 'intake_form' });
    expect(form.querySelector('[role="status"]')?.textContent).toBe('Intake form submitted successfully!');
    // The form starts over; the flag and the next page are the host page's business.
    expect(field(form, 'Parent/Guardian Name').value).toBe('');
    expect(choice(form, 'Preferred contact method', 'Email').checked).toBe(true);
    expect(choice(form, struggles, 'Reading').checked).toBe(false);
    expect(sessionStorage.getItem('intakeSubmitted')).toBeNull();
  });

  it('keeps what was typed and reports nothing when the server fails', async () => {
    const { posted } = mockApi({ '/api/intakeForms': { status: 500, body: { error: 'Internal error' } } });
    const onSubmitted = vi.fn();
    const form = render(<IntakeForm apiBase={api} onSubmitted={onSubmitted} />);
    fillContact(form);
    type(field(form, 'School'), 'Lincoln Elementary');
    await actUntil(() => click(button(form, 'Submit Intake Form')), () => posted('/api/intakeForms').length);
    await settle(() => form.textContent?.includes('Error submitting intake form. Please try again.'));
    expect(field(form, 'Parent/Guardian Name').value).toBe('Maria Gonzalez');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('pressed with required fields empty, marks each missing field, focuses the first and sends nothing', async () => {
    const { requests } = mockApi({});
    const form = render(<IntakeForm apiBase={api} />);
    type(field(form, 'Parent/Guardian Name'), 'Maria Gonzalez');
    const submit = button(form, 'Submit Intake Form');
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    await actUntil(() => click(submit), () => document.activeElement === field(form, 'Email'));
    expect(field(form, 'Parent/Guardian Name').getAttribute('aria-invalid')).toBeNull();
    for (const name of ['Email', 'Phone', 'Student Age', 'School']) expect(field(form, name).getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('#school-error')?.textContent).toContain("Please enter your child's school.");
    expect(requests).toEqual([]);
  });

  it('points at the first wrong field instead of sending, once the required fields are filled', async () => {
    const { requests } = mockApi({});
    const form = render(<IntakeForm apiBase={api} />);
    fillContact(form);
    type(field(form, 'School'), 'Lincoln Elementary');
    type(field(form, 'Email'), 'maria@');
    type(field(form, 'Student Age'), 'ab');
    expect(field(form, 'Student Age').maxLength).toBe(2);
    await actUntil(() => click(button(form, 'Submit Intake Form')), () => document.activeElement === field(form, 'Email'));
    expect(field(form, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(field(form, 'Email').getAttribute('aria-describedby')).toBe('email-error');
    expect(form.querySelector('#email-error')?.textContent).toContain('Please enter a valid email address.');
    expect(form.querySelector('#studentAge-error')?.textContent).toContain("Please enter the student's age in whole years, from 3 to 21.");
    expect(requests).toEqual([]);
  });
});

describe('IntakeForm (simple) on React', () => {
  it("sends the short request and shows 'Information Received!' on the page-wide stack", async () => {
    const { posted } = mockApi({ '/api/intakeForms': { status: 201, body: { id: 'intake-2' } } });
    const onSubmitted = vi.fn<(detail: IntakeSubmittedDetail) => void>();
    const form = render(<IntakeForm variant="simple" apiBase={api} onSubmitted={onSubmitted} />);
    expect(form.querySelector('h2')?.textContent).toBe("Get Your Child's Assessment");
    fillContact(form);
    type(field<HTMLTextAreaElement>(form, 'Learning struggles'), 'Sounding out words');
    // Both areas count, as every limited area does.
    expect(form.querySelector('#struggles-count')?.textContent).toBe('18/250 characters');
    expect(form.querySelector('#goals-count')?.textContent).toBe('0/250 characters');
    await actUntil(() => click(button(form, 'Submit Assessment Request')), () => onSubmitted.mock.calls.length);
    expect(posted('/api/intakeForms')[0]?.body).toEqual({
      leadSource: 'landing_page_intake',
      parentName: 'Maria Gonzalez',
      email: 'maria@example.com',
      phone: '(801) 555-0199',
      studentAge: '9',
      struggles: 'Sounding out words',
      goals: '',
      recaptchaToken: 'local:intake_form',
    });
    expect(onSubmitted).toHaveBeenCalledWith({ id: 'intake-2', email: 'maria@example.com', phone: '(801) 555-0199', leadSource: 'landing_page_intake' });
    await settle(() => stackText().includes('Information Received!'));
    expect(stackText()).toContain("Thank you! We'll review your information and contact you soon.");
  });
});
