import { describe, expect, it } from 'vitest';
import { businessDate, CONSULTATION_TEXT, consultationRequest, consultationToast, emptyConsultation, formFieldErrors, validateConsultation } from './logic';

const filled = { parentName: 'Jordan Rivera', email: 'jordan@example.com', phone: '(801) 555-0142', childAge: '8', concerns: '' };

describe('consultation request: validation', () => {
  it('requires name, email, phone and the child’s age; concerns are optional', () => {
    expect(validateConsultation(filled)).toEqual({});
    expect(Object.keys(validateConsultation(emptyConsultation)).sort()).toEqual(['childAge', 'email', 'parentName', 'phone']);
  });

  it('checks the email and phone', () => {
    expect(validateConsultation({ ...filled, email: 'jordan', phone: 'x' })).toEqual({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    });
  });

  it('keeps concerns within the 200 characters of booking notes', () => {
    expect(validateConsultation({ ...filled, concerns: 'a'.repeat(200) })).toEqual({});
    expect(validateConsultation({ ...filled, concerns: 'a'.repeat(201) })).toEqual({ concerns: 'Please keep this to 200 characters or fewer.' });
  });
});

describe('consultation request: the request', () => {
  it('asks for now + 24 h to now + 25 h today, notes from the concerns, no lockId and no child age', () => {
    const now = new Date('2026-11-23T16:05:30.000Z');
    const request = consultationRequest({ ...filled, parentName: ' Jordan Rivera ', concerns: ' Reading is hard. ' }, 'local:consultation_booking', now);
    expect(request).toEqual({
      parentName: 'Jordan Rivera',
      phone: '(801) 555-0142',
      email: 'jordan@example.com',
      notes: 'Reading is hard.',
      dateISO: '2026-11-23',
      startISO: '2026-11-24T16:05:30.000Z',
      endISO: '2026-11-24T17:05:30.000Z',
      label: '',
      recaptchaToken: 'local:consultation_booking',
    });
    expect(request).not.toHaveProperty('lockId');
    expect(request).not.toHaveProperty('childAge');
  });

  it("takes today's date in Mountain Time", () => {
    expect(businessDate(new Date('2026-11-24T05:30:00.000Z'))).toBe('2026-11-23');
    expect(businessDate(new Date('2026-11-24T07:30:00.000Z'))).toBe('2026-11-24');
  });

  it('puts the server’s notes message under the concerns', () => {
    expect(formFieldErrors({ notes: 'Too long', email: 'Bad' })).toEqual({ concerns: 'Too long', email: 'Bad' });
    expect(formFieldErrors(undefined)).toEqual({});
  });
});

describe('consultation request: after submitting', () => {
  it("shows 'Scheduling...' while sending", () => expect(CONSULTATION_TEXT.submitting).toBe('Scheduling...'));

  it('shows the toasts of the spec', () => {
    expect(consultationToast('sent')).toEqual({
      title: 'Consultation Scheduled!',
      description: "We'll contact you within 24 hours to confirm your consultation time.",
      variant: 'success',
      durationMs: 5000,
    });
    expect(consultationToast('failed')).toEqual({
      title: 'Error',
      description: 'There was an error scheduling your consultation. Please try again.',
      variant: 'error',
      durationMs: 5000,
      closable: true,
    });
    expect(consultationToast('botCheck')).toEqual({ title: 'reCAPTCHA failed', description: 'Please try again.', variant: 'error', durationMs: 4000 });
  });
});
