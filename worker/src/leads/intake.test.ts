import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assessmentRequest, count, expectNothingStored, fullIntake, itRefusesWithoutItsToken, json, NEW_LEAD_CRM, post, resetLeads } from '../../test/leads';
import { setClock } from '../time/clock';

type Body = Record<string, unknown>;
const row = (id: string) => env.DB.prepare('SELECT * FROM intake_forms WHERE id = ?').bind(id).first<Record<string, unknown>>();

beforeEach(resetLeads);
afterEach(() => setClock(null));

describe('POST /api/intakeForms, full variant', () => {
  it('stores every field with the server-set CRM fields, answers 201 {id} and tells staff', async () => {
    setClock(new Date('2026-11-23T16:05:00.000Z'));
    const response = await post('intakeForms', fullIntake);
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await row(id)).toEqual({
      id,
      lead_source: 'intake_form',
      parent_name: 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      phone: '(801) 555-0199',
      contact_method: 'text',
      student_age: '9',
      school: 'Lincoln Elementary',
      strengths: 'Loves stories and drawing.',
      struggles: '["reading","spelling","other"]',
      struggles_other: 'Handwriting',
      struggles_details: 'Mixes up b and d; reading aloud is slow.',
      previous_tutor: 'yes',
      previous_tutor_details: 'One semester with a school reading specialist.',
      goals: 'Read chapter books on his own.',
      additional_info: 'Diagnosed with dyslexia last spring.',
      recaptcha_token: 'local:intake_form',
      created_at: '2026-11-23T16:05:00.000Z',
      ...NEW_LEAD_CRM,
      conversion_stage: 'intake_submitted',
    });
    const notice = await env.DB.prepare('SELECT kind, to_address, subject, text_body, related_id FROM outbox').first<Record<string, string>>();
    expect(notice).toMatchObject({ kind: 'intake_staff_notice', to_address: 'team@verse.example', subject: 'New intake form: Maria Gonzalez', related_id: id });
    expect(notice!.text_body).toContain('Struggles: Reading, Spelling, Other');
    expect(notice!.text_body).toContain('Phone: (801) 555-0199');
  });

  it('ignores CRM values sent by the client', async () => {
    setClock(new Date('2026-11-23T16:05:00.000Z'));
    const response = await post('intakeForms', {
      ...fullIntake,
      createdAt: '2001-01-01T00:00:00.000Z',
      status: 'won',
      priority: 'high',
      conversionStage: 'enrolled',
      assignedTo: 'someone',
      crmNotes: ['call back'],
      lastContactDate: '2026-01-01',
      nextFollowUpDate: '2026-01-02',
      id: 'chosen-by-client',
    });
    const { id } = await json<{ id: string }>(response);
    expect(id).not.toBe('chosen-by-client');
    expect(await row(id)).toMatchObject({
      created_at: '2026-11-23T16:05:00.000Z',
      ...NEW_LEAD_CRM,
      conversion_stage: 'intake_submitted',
    });
  });

  it('fills the defaults: contact by email, no previous tutor, no struggles, empty areas', async () => {
    const { contactMethod: _c, previousTutor: _p, struggles: _s, strengths: _st, goals: _g, ...rest } = fullIntake;
    const response = await post('intakeForms', rest);
    expect(response.status).toBe(201);
    const stored = await row((await json<{ id: string }>(response)).id);
    expect(stored).toMatchObject({ contact_method: 'email', previous_tutor: 'no', struggles: '[]', strengths: '', goals: '' });
  });

  it('trims text, takes an age given as a number and drops repeated struggles', async () => {
    const response = await post('intakeForms', { ...fullIntake, parentName: '  Maria  ', studentAge: 8, struggles: ['math', 'math'] });
    expect(response.status).toBe(201);
    expect(await row((await json<{ id: string }>(response)).id)).toMatchObject({ parent_name: 'Maria', student_age: '8', struggles: '["math"]' });
  });

  it('accepts 250-character areas', async () => {
    const full = 'a'.repeat(250);
    const response = await post('intakeForms', { ...fullIntake, strengths: full, strugglesDetails: full, previousTutorDetails: full, goals: full, additionalInfo: full });
    expect(response.status).toBe(201);
  });

  const bad: [string, Body, Record<string, string>][] = [
    ['no parent name', { parentName: '' }, { parentName: 'This field is required.' }],
    ['a blank parent name', { parentName: '   ' }, { parentName: 'This field is required.' }],
    ['no email', { email: undefined }, { email: 'This field is required.' }],
    ['a malformed email', { email: 'maria@example' }, { email: 'Please enter a valid email address.' }],
    ['no phone', { phone: '' }, { phone: 'This field is required.' }],
    ['a phone without enough digits', { phone: '555-01' }, { phone: 'Please enter a valid phone number.' }],
    ['a phone with letters', { phone: 'call me maybe' }, { phone: 'Please enter a valid phone number.' }],
    ['no student age', { studentAge: '' }, { studentAge: "Please enter the student's age." }],
    ['no school', { school: null }, { school: 'This field is required.' }],
    ['a 251-character strengths', { strengths: 'a'.repeat(251) }, { strengths: 'This field must be at most 250 characters.' }],
    ['a 251-character struggle details', { strugglesDetails: 'a'.repeat(251) }, { strugglesDetails: 'This field must be at most 250 characters.' }],
    ['a 251-character previous-tutor details', { previousTutorDetails: 'a'.repeat(251) }, { previousTutorDetails: 'This field must be at most 250 characters.' }],
    ['251-character goals', { goals: 'a'.repeat(251) }, { goals: 'This field must be at most 250 characters.' }],
    ['251-character additional info', { additionalInfo: 'a'.repeat(251) }, { additionalInfo: 'This field must be at most 250 characters.' }],
    ['an unknown struggle', { struggles: ['reading', 'juggling'] }, { 'struggles.1': 'This field is not one of the allowed values.' }],
    ['struggles that are not a list', { struggles: 'reading' }, { struggles: 'This field has the wrong type.' }],
    ['an unknown contact method', { contactMethod: 'fax' }, { contactMethod: 'This field is not one of the allowed values.' }],
    ['previousTutor other than yes or no', { previousTutor: 'maybe' }, { previousTutor: 'This field is not one of the allowed values.' }],
    ['a control character in a name', { parentName: 'Maria\u0000' }, { parentName: 'This field contains characters that are not allowed.' }],
    ['an unknown lead source', { leadSource: 'newsletter' }, { leadSource: 'This field must be intake_form or landing_page_intake.' }],
    ['no lead source', { leadSource: undefined }, { leadSource: 'This field must be intake_form or landing_page_intake.' }],
  ];

  it.each(bad)('refuses %s with 400 and a field message, storing nothing', async (_name, change, fields) => {
    const response = await post('intakeForms', { ...fullIntake, ...change });
    expect(response.status).toBe(400);
    const body = await json<{ error: string; fields: Record<string, string> }>(response);
    expect(body.error).toBe('Please correct the highlighted fields.');
    expect(body.fields).toMatchObject(fields);
    expect(JSON.stringify(body)).not.toContain('juggling');
    await expectNothingStored('intake_forms');
  });
});

describe('POST /api/intakeForms, simpler variant', () => {
  it('stores only the fields of the assessment request, with the CRM fields', async () => {
    const response = await post('intakeForms', { ...assessmentRequest, school: 'ignored', contactMethod: 'call', additionalInfo: 'ignored' });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await row(id)).toMatchObject({
      lead_source: 'landing_page_intake',
      parent_name: 'Dana Whitfield',
      email: 'dana.w@example.net',
      phone: '801-555-0123',
      student_age: '7',
      struggles: 'Sounding out words',
      goals: 'Confidence in reading',
      school: null,
      contact_method: null,
      strengths: null,
      previous_tutor: null,
      additional_info: null,
      status: 'new',
      priority: 'medium',
      conversion_stage: 'intake_submitted',
    });
    expect(await env.DB.prepare('SELECT kind, subject FROM outbox').first()).toEqual({
      kind: 'intake_staff_notice',
      subject: 'New assessment request: Dana Whitfield',
    });
  });

  it('needs no school and takes empty struggles and goals', async () => {
    const response = await post('intakeForms', { ...assessmentRequest, struggles: '', goals: undefined });
    expect(response.status).toBe(201);
  });

  it('refuses a missing age and struggles over 250 characters (the full form limit), storing nothing', async () => {
    const response = await post('intakeForms', { ...assessmentRequest, studentAge: ' ', struggles: 'a'.repeat(251) });
    expect(response.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(response)).fields).toEqual({
      studentAge: "Please enter the student's age.",
      struggles: 'This field must be at most 250 characters.',
    });
    await expectNothingStored('intake_forms');
  });
});

describe('POST /api/intakeForms, bot check', () => {
  itRefusesWithoutItsToken('intakeForms', fullIntake, 'intake_forms', 'local:contact_form');

  it('checks the token before the fields', async () => {
    const response = await post('intakeForms', { leadSource: 'intake_form', recaptchaToken: 'nope' });
    expect(response.status).toBe(403);
  });
});

describe('POST /api/intakeForms, bodies that are not a form', () => {
  it('refuses a body that is not JSON, or not an object', async () => {
    expect((await post('intakeForms', '{"leadSource":', {})).status).toBe(400);
    expect((await post('intakeForms', '[]')).status).toBe(400);
    expect((await post('intakeForms', fullIntake, { contentType: 'text/plain' })).status).toBe(415);
    await expectNothingStored('intake_forms');
  });
});

describe('POST /api/intakeForms, rate limit', () => {
  it('takes 10 an hour from one client, then answers 429 without storing, while others go on', async () => {
    setClock(new Date('2026-11-23T16:00:00.000Z'));
    for (let i = 0; i < 10; i++) expect((await post('intakeForms', fullIntake, { ip: '198.51.100.7' })).status).toBe(201);
    const refused = await post('intakeForms', fullIntake, { ip: '198.51.100.7' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect((await json<{ error: string }>(refused)).error).toMatch(/Too many submissions/);
    expect(await count('intake_forms')).toBe(10);
    expect((await post('intakeForms', fullIntake, { ip: '198.51.100.8' })).status).toBe(201);

    setClock(new Date('2026-11-23T17:00:00.000Z'));
    expect((await post('intakeForms', fullIntake, { ip: '198.51.100.7' })).status).toBe(201);
  });

  it('does not count refused bodies', async () => {
    for (let i = 0; i < 12; i++) await post('intakeForms', { ...fullIntake, email: 'bad' }, { ip: '198.51.100.9' });
    expect((await post('intakeForms', fullIntake, { ip: '198.51.100.9' })).status).toBe(201);
  });

  it('keeps no IP address in its counters', async () => {
    await post('intakeForms', fullIntake, { ip: '198.51.100.10' });
    const stored = JSON.stringify((await env.DB.prepare('SELECT * FROM lead_rate_limits').all()).results);
    expect(stored).not.toContain('198.51.100.10');
  });
});

describe('privacy', () => {
  it('writes nothing a parent sent to the logs', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
    await post('intakeForms', fullIntake);
    await post('intakeForms', { ...fullIntake, email: 'maria.gonzalez@' });
    const logged = JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
    spies.forEach((spy) => spy.mockRestore());
    for (const value of ['Maria', 'maria.gonzalez', '555-0199', 'Lincoln', 'dyslexia']) expect(logged).not.toContain(value);
  });
});
