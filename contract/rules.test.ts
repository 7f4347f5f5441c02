import { describe, expect, it } from 'vitest';
import {
  BOT_CHECK_ACTIONS,
  calendarDateIn,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  hasControlCharacter,
  isCalendarDate,
  isEmail,
  isInstant,
  isPhone,
  isTimeZone,
  normaliseLineBreaks,
  readStudentAge,
  STRUGGLE_LABELS,
  STRUGGLES,
} from './rules';

describe('isEmail: text@text.text', () => {
  it.each(['a@b.co', ' jordan.rivera@example.com ', 'x+tag@sub.example.org'])('takes %j', (value) => expect(isEmail(value)).toBe(true));
  it.each(['', 'jordan@example', 'jordan example.com', 'a@@b.co', 'a@b .co', 'a\u0000@b.co', 'a@b.co\u007f', 'a@b.c\td'])('refuses %j', (value) =>
    expect(isEmail(value)).toBe(false),
  );
});

describe('isPhone: digits with common separators, 7 to 20 digits', () => {
  it.each(['(801) 555-0142', '+1 801 555 0177', '801.555.0142', '801/555-0142', '8015550142', '801-555-0142 ext. 12', '801 555 0142 x7', ' 555-0142 '])(
    'takes %j',
    (value) => expect(isPhone(value)).toBe(true),
  );
  it.each(['', '555-01', 'call me maybe', '+1 (801) 555-0142 #7', '1'.repeat(21), '801\n555 0142', '801\t555\t0142', '++1 801 555 0142', '801 555 0142 ext'])(
    'refuses %j',
    (value) => expect(isPhone(value)).toBe(false),
  );
});

describe('control characters', () => {
  it('refuses every C0 control and DEL on one line', () => {
    for (let code = 0; code < 0x20; code++) expect(hasControlCharacter(`a${String.fromCharCode(code)}b`, 'line'), String(code)).toBe(true);
    expect(hasControlCharacter('a\u007fb', 'line')).toBe(true);
    expect(hasControlCharacter('Jordan Rivera-Núñez', 'line')).toBe(false);
  });

  it('allows only line feed and tab in a text area, and never NUL', () => {
    const allowed = [0x09, 0x0a];
    for (let code = 0; code < 0x20; code++) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`, 'area'), String(code)).toBe(!allowed.includes(code));
    }
    expect(hasControlCharacter('a\u0000b', 'area')).toBe(true);
    expect(hasControlCharacter('a\u007fb', 'area')).toBe(true);
  });

  it('turns CRLF and lone CR into LF first, as a browser text area does', () => {
    expect(normaliseLineBreaks('one\r\ntwo\rthree\n')).toBe('one\ntwo\nthree\n');
    expect(hasControlCharacter(normaliseLineBreaks('one\r\ntwo'), 'area')).toBe(false);
  });
});

describe('dates and instants that exist', () => {
  it.each(['2026-11-23', '2028-02-29', '1970-01-01', '9999-12-31'])('%s is a calendar date', (value) => expect(isCalendarDate(value)).toBe(true));
  it.each(['2026-11-31', '2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-1-02', '0999-01-01', '2026-11-23T00:00', ''])('%j is not', (value) =>
    expect(isCalendarDate(value)).toBe(false),
  );

  it.each(['2026-11-23T15:00:00.000Z', '2026-11-23T15:00Z', '2026-11-23T15:00:00Z', '2026-11-23T08:00:00-07:00', '2026-11-23T23:59:59.999+14:00'])(
    '%s is an instant',
    (value) => expect(isInstant(value)).toBe(true),
  );
  it.each([
    '2026-11-31T15:00:00.000Z',
    '2026-02-30T15:00:00.000Z',
    '2026-11-23T24:00:00.000Z',
    '2026-11-30T24:00+09:00',
    '2026-11-23T15:60Z',
    '2026-11-23T15:00:60Z',
    '2026-11-23T15:00:00+24:00',
    '2026-11-23T15:00:00',
    '2026-11-23 15:00:00Z',
    'noon',
  ])('%s is not', (value) => expect(isInstant(value)).toBe(false));
});

describe("a student's age", () => {
  it.each([
    [3, 3],
    [21, 21],
    ['9', 9],
    [' 12 ', 12],
    ['07', 7],
  ])('%j is %d', (value, age) => expect(readStudentAge(value)).toBe(age));
  it.each([-1, 0, 0.5, 2, 22, 1e308, NaN, Infinity, '7 1/2', 'nine', '-3', '0x10', '1e1', '', '100', null, true])('%j is not an age', (value) =>
    expect(readStudentAge(value)).toBeNull(),
  );
});

describe('time zones', () => {
  it('knows IANA names and refuses the rest', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('America/Denver')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });

  it('reads the calendar date on the business clocks', () => {
    // 05:30 UTC is still the evening before in Denver.
    expect(calendarDateIn(new Date('2026-11-24T05:30:00Z'))).toBe('2026-11-23');
    expect(calendarDateIn(new Date('2026-11-24T05:30:00Z'), 'Europe/Berlin')).toBe('2026-11-24');
  });
});

describe('enums', () => {
  it('names every bot-check action of the API', () => {
    expect([...BOT_CHECK_ACTIONS]).toEqual(['consultation_booking', 'intake_form', 'contact_form', 'login', 'register', 'password_reset', 'sign_in_link']);
  });

  it('labels every subject and struggle, in the order the forms show them', () => {
    expect(Object.keys(CONTACT_SUBJECT_LABELS)).toEqual([...CONTACT_SUBJECTS]);
    expect(CONTACT_SUBJECT_LABELS.partnership).toBe('Partnership Opportunity');
    expect(Object.keys(STRUGGLE_LABELS)).toEqual([...STRUGGLES]);
    expect(STRUGGLE_LABELS.focus).toBe('Focus / attention');
  });
});
