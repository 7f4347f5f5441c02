import { describe, expect, it } from 'vitest';
import { AGE_MAX, ageError, contactErrors, counterText, edit, type FieldErrors, fail, formState, isEmail, isFilled, isPhone, showErrors, startSubmit, succeed } from './state';

type V = { name: string; email: string };
const validate = (v: V): FieldErrors => (v.name.trim() ? {} : { name: 'Please enter your name.' });

describe('form states', () => {
  it('starts idle, empty of errors', () => {
    expect(formState({ name: '', email: '' })).toEqual({ values: { name: '', email: '' }, errors: {}, submitting: false });
  });

  it('stays idle with the errors when a submit finds a problem', () => {
    const state = startSubmit(formState<V>({ name: ' ', email: '' }), validate);
    expect(state).toMatchObject({ submitting: false, errors: { name: 'Please enter your name.' } });
  });

  it('is submitting when nothing is wrong, and ignores a second press', () => {
    const state = startSubmit(formState<V>({ name: 'Ada', email: '' }), validate);
    expect(state).toMatchObject({ submitting: true, errors: {} });
    expect(startSubmit(state, () => ({ name: 'x' }))).toBe(state);
  });

  it('clears only the edited field’s error', () => {
    const state = { ...formState<V>({ name: '', email: '' }), errors: { name: 'a', email: 'b' } };
    expect(edit(state, 'name', 'Ada')).toEqual({ values: { name: 'Ada', email: '' }, errors: { email: 'b' }, submitting: false });
  });

  it('empties the form after a success', () => {
    expect(succeed<V>({ name: '', email: '' })).toEqual(formState({ name: '', email: '' }));
  });

  it('keeps every value after a failure and adds the server’s messages for its own fields only', () => {
    const sending = startSubmit(formState<V>({ name: 'Ada', email: 'ada@example' }), validate);
    const failed = fail(sending, { email: 'Please enter a valid email address.', recaptchaToken: 'x' });
    expect(failed).toEqual({ values: { name: 'Ada', email: 'ada@example' }, errors: { email: 'Please enter a valid email address.' }, submitting: false });
    expect(fail(sending)).toMatchObject({ submitting: false, errors: {} });
  });

  it('shows errors without submitting', () => {
    expect(showErrors(formState<V>({ name: '', email: '' }), validate)).toEqual({
      values: { name: '', email: '' },
      errors: { name: 'Please enter your name.' },
      submitting: false,
    });
  });
});

describe('the counter under a text area', () => {
  it("counts characters as 'n/max characters'", () => {
    expect(counterText('', 250)).toBe('0/250 characters');
    expect(counterText('a'.repeat(250), 250)).toBe('250/250 characters');
  });
});

describe('field checks', () => {
  it('treats blank text as empty', () => {
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(' a ')).toBe(true);
  });

  it.each([
    ['parent@example.com', true],
    [' parent@example.com ', true],
    ['a@b.co', true],
    ['parent@example', false],
    ['parent example.com', false],
    ['@example.com', false],
    ['', false],
  ])('email %j is %s', (value, ok) => expect(isEmail(value)).toBe(ok));

  it.each([
    ['(801) 555-0143', true],
    ['801.555.0143', true],
    ['+1 801 555 0143', true],
    ['801-555-0143 ext. 12', true],
    ['8015550143x12', true],
    ['555-0143', true],
    ['555-01', false],
    ['call me', false],
    ['1'.repeat(21), false],
  ])('phone %j is %s', (value, ok) => expect(isPhone(value)).toBe(ok));

  it('asks for a missing email and phone, then for valid ones', () => {
    expect(contactErrors({ email: '', phone: '' })).toEqual({ email: 'Please enter your email address.', phone: 'Please enter your phone number.' });
    expect(contactErrors({ email: 'x@y', phone: '12' })).toEqual({ email: 'Please enter a valid email address.', phone: 'Please enter a valid phone number.' });
    expect(contactErrors({ email: 'x@y.z' })).toEqual({});
  });
});

describe('the age rule every form shares', () => {
  it('asks for whole years from 3 to 21, as the server does, with one message each way', async () => {
    const { intakeFormBody } = await import('../../contract/schemas');
    const body = { leadSource: 'landing_page_intake', parentName: 'Dana', email: 'dana@example.net', phone: '801-555-0123', recaptchaToken: 't' };
    for (const age of ['', ' ', 'abc', '2', '3', ' 9 ', '21', '22', '7.5', '-4', '1e1', '099']) {
      const server = intakeFormBody.safeParse({ ...body, studentAge: age });
      const serverMessage = server.success ? undefined : server.error.issues.find((issue) => issue.path[0] === 'studentAge')?.message;
      expect([age, ageError(age)]).toEqual([age, serverMessage]);
    }
    expect(ageError('')).toBe("Please enter the student's age.");
    expect(ageError('abc')).toBe("Please enter the student's age in whole years, from 3 to 21.");
    expect(ageError('21')).toBeUndefined();
    expect(AGE_MAX).toBe(2);
  });
});
