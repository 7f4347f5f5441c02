import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_MESSAGES } from './rules';
import {
  availabilityBody,
  bookConsultationBodyAt,
  contactFallbackBody,
  contactFormBody,
  holdSlotBody,
  intakeFormBody,
  loginBody,
  registerBody,
  releaseSlotBody,
  WIRE_MESSAGES,
} from './schemas';

const NOW = new Date('2026-11-23T16:00:00.000Z');
const bookConsultationBody = bookConsultationBodyAt(() => NOW);

/** The first message of each field, keyed by dotted path, as the worker answers them. */
function fields(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

const booking = {
  parentName: 'Jordan Rivera',
  phone: '(801) 555-0142',
  email: 'jordan.rivera@example.com',
  notes: 'Reading is hard for my son.',
  dateISO: '2026-11-30',
  startISO: '2026-11-30T15:00:00.000Z',
  endISO: '2026-11-30T15:30:00.000Z',
  label: '8:00 AM - 8:30 AM',
  lockId: '3f1c1f3e-6d7a-4d59-9d1e-0a6d1b2c3d4e',
  recaptchaToken: 'local:consultation_booking',
};

const intake = {
  leadSource: 'intake_form',
  parentName: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(801) 555-0199',
  studentAge: '9',
  school: 'Lincoln Elementary',
  recaptchaToken: 'local:intake_form',
};

const contact = { name: 'Priya', email: 'priya@example.org', subject: 'general', message: 'Hello', recaptchaToken: 'local:contact_form' };

describe('booking bodies', () => {
  it('writes instants back as toISOString does, and trims what a person typed', () => {
    const parsed = bookConsultationBody.parse({ ...booking, startISO: '2026-11-30T08:00:00-07:00', parentName: '  Jordan  ', timeZone: 'America/New_York' });
    expect(parsed).toMatchObject({ startISO: '2026-11-30T15:00:00.000Z', parentName: 'Jordan', timeZone: 'America/New_York' });
    expect(holdSlotBody.parse({ startISO: '2026-11-30T15:00Z', dateISO: '2026-11-30', recaptchaToken: 't' }).startISO).toBe('2026-11-30T15:00:00.000Z');
  });

  it('refuses impossible instants and dates with their field messages', () => {
    expect(fields(holdSlotBody, { startISO: '2026-11-31T15:00:00.000Z', dateISO: '2026-02-30', recaptchaToken: 't' })).toEqual({
      startISO: WIRE_MESSAGES.instant,
      dateISO: WIRE_MESSAGES.calendarDate,
    });
    expect(fields(bookConsultationBody, { ...booking, startISO: '2026-11-30T24:00+09:00' })).toEqual({ startISO: WIRE_MESSAGES.instant });
  });

  it('needs a time with a hold, and a date near today without one', () => {
    expect(fields(bookConsultationBody, { ...booking, startISO: '' })).toEqual({ startISO: FIELD_MESSAGES.noSlot });
    const request = { ...booking, lockId: undefined, startISO: '', endISO: '', label: '' };
    expect(fields(bookConsultationBody, { ...request, dateISO: '2026-11-23' })).toEqual({});
    expect(fields(bookConsultationBody, { ...request, dateISO: '1970-01-01' })).toEqual({ dateISO: WIRE_MESSAGES.bookingDate });
    expect(fields(bookConsultationBody, { ...request, dateISO: '9999-12-31' })).toEqual({ dateISO: WIRE_MESSAGES.bookingDate });
    // With a hold, the slot decides; the window is not asked.
    expect(fields(bookConsultationBody, { ...booking, dateISO: '2030-01-07', startISO: '2030-01-07T15:00:00.000Z' })).toEqual({});
  });

  it('judges the window by the clock it is given', () => {
    const request = { ...booking, lockId: null, dateISO: '2027-06-01' };
    expect(bookConsultationBodyAt(() => NOW).safeParse(request).success).toBe(true);
    expect(bookConsultationBodyAt(() => new Date('2026-01-01T12:00:00Z')).safeParse(request).success).toBe(false);
  });

  it('refuses control characters, any phone that is not one, and unknown time zones', () => {
    expect(fields(bookConsultationBody, { ...booking, notes: 'a\u0000b', label: 'x\u001b', phone: 'call me', timeZone: 'Mars/Base' })).toEqual({
      notes: FIELD_MESSAGES.control,
      label: FIELD_MESSAGES.control,
      phone: FIELD_MESSAGES.phone,
      timeZone: WIRE_MESSAGES.timeZone,
    });
    expect(bookConsultationBody.parse({ ...booking, notes: 'one\r\ntwo\tthree' }).notes).toBe('one\ntwo\tthree');
  });

  it('refuses a reversed or over-long availability range', () => {
    const range = { startDateISO: '2026-11-01', endDateISO: '2026-12-12', recaptchaToken: 't' };
    expect(fields(availabilityBody, range)).toEqual({});
    expect(fields(availabilityBody, { ...range, endDateISO: '2026-10-31' })).toEqual({ endDateISO: WIRE_MESSAGES.rangeReversed });
    expect(fields(availabilityBody, { ...range, endDateISO: '2027-01-02' })).toEqual({ endDateISO: WIRE_MESSAGES.rangeTooLong });
  });

  it('releases by lock id alone', () => {
    expect(releaseSlotBody.parse({ lockId: ' abc ', other: 1 })).toEqual({ lockId: 'abc' });
    expect(fields(releaseSlotBody, { lockId: 'a\u0000' })).toEqual({ lockId: FIELD_MESSAGES.control });
  });
});

describe('intake bodies', () => {
  it('takes both variants, filling the defaults and storing the age as text', () => {
    expect(intakeFormBody.parse({ ...intake, studentAge: 8, struggles: ['math', 'math'] })).toMatchObject({
      studentAge: '8',
      contactMethod: 'email',
      previousTutor: 'no',
      struggles: ['math'],
      strengths: '',
    });
    const simple = { leadSource: 'landing_page_intake', parentName: 'Dana', email: 'd@example.net', phone: '801-555-0123', studentAge: '7', recaptchaToken: 't' };
    expect(intakeFormBody.parse(simple)).toMatchObject({ leadSource: 'landing_page_intake', studentAge: '7', struggles: '', goals: '' });
  });

  it.each([-1, 0.5, 0, 1e308, '7 1/2'])('refuses the age %j with the age message', (studentAge) => {
    expect(fields(intakeFormBody, { ...intake, studentAge })).toEqual({ studentAge: FIELD_MESSAGES.studentAge });
  });

  it('asks for a missing or blank age, and refuses an age of the wrong type', () => {
    expect(fields(intakeFormBody, { ...intake, studentAge: ' ' })).toEqual({ studentAge: FIELD_MESSAGES.studentAgeMissing });
    expect(fields(intakeFormBody, { ...intake, studentAge: undefined })).toEqual({ studentAge: FIELD_MESSAGES.studentAgeMissing });
    expect(fields(intakeFormBody, { ...intake, studentAge: true })).toEqual({ studentAge: 'This field has the wrong type.' });
  });

  it('names the lead source when it is neither variant', () => {
    expect(fields(intakeFormBody, { ...intake, leadSource: 'newsletter' })).toEqual({ leadSource: WIRE_MESSAGES.leadSource });
  });
});

describe('contact bodies', () => {
  it('refuses an unknown subject with its own message', () => {
    expect(fields(contactFormBody, { ...contact, subject: 'complaint' })).toEqual({ subject: WIRE_MESSAGES.subject });
  });

  it('keeps a lenient attribution: bad values are dropped, never a refusal', () => {
    const parsed = contactFormBody.parse({ ...contact, attribution: { utm_source: 'news', utm_medium: 42, gclid: 'a\u0000b', evil: 'x' } });
    expect(parsed.attribution).toEqual({ utm_source: 'news' });
    expect(contactFormBody.parse({ ...contact, attribution: 'google' }).attribution).toBeNull();
  });

  it('needs a real phone in the fallback, and a real alternate email when one is given', () => {
    const fallback = { ...contact, recaptchaToken: undefined, submissionType: 'fallback', fallbackVerification: { phone: '801 555 0177' } };
    expect(contactFallbackBody.parse(fallback).fallbackVerification).toEqual({ phone: '801 555 0177', alternateEmail: '', reason: '' });
    expect(fields(contactFallbackBody, { ...fallback, fallbackVerification: { phone: '12', alternateEmail: 'nope' } })).toEqual({
      'fallbackVerification.phone': FIELD_MESSAGES.phone,
      'fallbackVerification.alternateEmail': FIELD_MESSAGES.email,
    });
  });
});

describe('account bodies', () => {
  it('lower-cases and trims the email', () => {
    expect(loginBody.parse({ email: ' Dana@Example.COM ', password: 'x', recaptchaToken: 't' }).email).toBe('dana@example.com');
  });

  it('refuses NUL in a password and control characters in a display name', () => {
    expect(fields(registerBody, { email: 'd@example.com', password: 'reading\u0000fun', recaptchaToken: 't' })).toEqual({ password: FIELD_MESSAGES.control });
    expect(Object.keys(fields(registerBody, { email: 'd@example.com', password: 'reading-fun', displayName: 'Dana\u0007', recaptchaToken: 't' }))).toEqual([
      'displayName',
    ]);
  });
});
