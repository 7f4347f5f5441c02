// The field rules of the lead forms that a lenient parser let through: ages no child has, control
// characters in emails and phones. Each refusal is a 400 with a field message, and nothing is stored.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { assessmentRequest, contactMessage, count, fallbackMessage, fullIntake, json, post, resetLeads } from '../../test/leads';

const NOT_ALLOWED = 'This field contains characters that are not allowed.';
const BAD_EMAIL = 'Please enter a valid email address.';
const BAD_AGE = "Please enter the student's age in whole years, from 3 to 21.";

let client = 0;
/** A client of its own for each accepted form, so no rate limit gets in the way. */
const send = (call: string, body: unknown) => post(call, body, { ip: `198.51.100.${++client % 250}` });

async function expectRefused(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  expect(await json(response)).toEqual({ error: 'Please correct the highlighted fields.', fields });
  expect(await count('intake_forms')).toBe(0);
  expect(await count('contact_forms')).toBe(0);
  expect(await count('outbox')).toBe(0);
}

const storedAge = async (response: Response) => {
  expect(response.status).toBe(201);
  const { id } = await json<{ id: string }>(response);
  return (await env.DB.prepare('SELECT student_age FROM intake_forms WHERE id = ?').bind(id).first<{ student_age: string }>())!.student_age;
};

beforeEach(resetLeads);

describe("the student's age", () => {
  const impossible: unknown[] = [-1, 0.5, 0, 1e308, 2, 22, '7 1/2', 'nine', '-3', '0x10', '1e1', ' ', true];

  it.each(impossible)('the full intake form refuses %j, storing nothing', async (studentAge) => {
    const response = await send('intakeForms', { ...fullIntake, studentAge });
    const message = studentAge === ' ' ? "Please enter the student's age." : studentAge === true ? 'This field has the wrong type.' : BAD_AGE;
    await expectRefused(response, { studentAge: message });
  });

  it.each([-1, 0.5, 1e308, '7 1/2'])('the assessment request refuses %j too', async (studentAge) => {
    await expectRefused(await send('intakeForms', { ...assessmentRequest, studentAge }), { studentAge: BAD_AGE });
  });

  it('takes whole years from 3 to 21, as numbers or as the text the forms send', async () => {
    expect(await storedAge(await send('intakeForms', { ...fullIntake, studentAge: 3 }))).toBe('3');
    expect(await storedAge(await send('intakeForms', { ...fullIntake, studentAge: 21 }))).toBe('21');
    expect(await storedAge(await send('intakeForms', { ...fullIntake, studentAge: ' 12 ' }))).toBe('12');
    expect(await storedAge(await send('intakeForms', { ...assessmentRequest, studentAge: '07' }))).toBe('7');
  });
});

describe('control characters and the phone rule', () => {
  it.each([
    ['a NUL in the email (intake)', 'intakeForms', { ...fullIntake, email: 'maria\u0000@example.com' }, { email: BAD_EMAIL }],
    ['a line break in the phone (intake)', 'intakeForms', { ...fullIntake, phone: '(801) 555-0199\nBcc: x' }, { phone: NOT_ALLOWED }],
    ['a tab in the phone (assessment)', 'intakeForms', { ...assessmentRequest, phone: '801\t555\t0123' }, { phone: NOT_ALLOWED }],
    ['a NUL in the email (contact)', 'contactForms', { ...contactMessage, email: 'priya@example.org\u0000' }, { email: BAD_EMAIL }],
    ['an escape in the message (contact)', 'contactForms', { ...contactMessage, message: 'Hello\u001b[2J' }, { message: NOT_ALLOWED }],
    [
      'a line break inside the fallback phone',
      'contactForms',
      { ...fallbackMessage, fallbackVerification: { phone: '+1 801\n555 0177' } },
      { 'fallbackVerification.phone': NOT_ALLOWED },
    ],
    [
      'a NUL in the alternate email',
      'contactForms',
      { ...fallbackMessage, fallbackVerification: { phone: '801 555 0177', alternateEmail: 'p\u0000@example.com' } },
      { 'fallbackVerification.alternateEmail': BAD_EMAIL },
    ],
  ])('refuses %s, storing nothing', async (_name, call, body, fields) => {
    await expectRefused(await send(call, body), fields);
  });

  it('keeps line breaks and tabs in text areas, storing Windows line ends as \\n', async () => {
    const response = await send('intakeForms', { ...fullIntake, goals: 'Read alone.\r\nWrite\ta letter.\rSpell.' });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    expect(await env.DB.prepare('SELECT goals FROM intake_forms WHERE id = ?').bind(id).first()).toEqual({ goals: 'Read alone.\nWrite\ta letter.\nSpell.' });
  });

  it('drops an attribution value that holds control characters instead of refusing the message', async () => {
    const response = await send('contactForms', { ...contactMessage, attribution: { utm_source: 'news\u0000letter', utm_medium: 'email' } });
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const stored = await env.DB.prepare('SELECT attribution FROM contact_forms WHERE id = ?').bind(id).first<{ attribution: string }>();
    expect(JSON.parse(stored!.attribution)).toEqual({ utm_medium: 'email' });
  });
});
