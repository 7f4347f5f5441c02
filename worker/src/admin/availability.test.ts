import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, hold, json, post, resetBookingState, slotBody, TOKEN, todayMT, upcoming } from '../../test/booking';
import { adminCall, signedInAs } from '../../test/admin-session';
import { setClock } from '../time/clock';
import { addDays, weekday } from '../../../contract/time';
import type { RouteAnswer } from '../../../contract/routes';

type Answer = RouteAnswer<'GET /api/admin/availability'>;

let admin: string;
let original: { key: string; value: string }[];
let originalClosed: { date: string; reason: string | null }[];

beforeAll(async () => {
  admin = (await signedInAs('admin')).cookie;
  original = (await env.DB.prepare('SELECT key, value FROM settings').all<{ key: string; value: string }>()).results;
  originalClosed = (await env.DB.prepare('SELECT date, reason FROM closed_dates').all<{ date: string; reason: string | null }>()).results;
});

beforeEach(resetBookingState);

// Every test leaves the settings as the migrations made them.
afterEach(async () => {
  setClock(null);
  await env.DB.batch([
    env.DB.prepare('DELETE FROM settings'),
    env.DB.prepare('DELETE FROM closed_dates'),
    ...original.map((row) => env.DB.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').bind(row.key, row.value)),
    ...originalClosed.map((row) => env.DB.prepare('INSERT INTO closed_dates (date, reason) VALUES (?, ?)').bind(row.date, row.reason)),
  ]);
  await resetBookingState();
});

const current = async () => json<Answer>(await adminCall('/availability', { cookie: admin }));
const preview = (draft: unknown) => adminCall('/availability/preview', { cookie: admin, method: 'POST', body: draft });
const save = (draft: unknown) => adminCall('/availability', { cookie: admin, method: 'PUT', body: draft });
const version = async () => (await env.DB.prepare('SELECT version FROM settings_version').first<{ version: number }>())!.version;
const parentsSee = async (from: string, to: string) =>
  (await json<{ availability: { date: string; slots: { label: string }[] }[] }>(await post('getAvailabilityV2', { startDateISO: from, endDateISO: to, recaptchaToken: TOKEN }))).availability;

describe('who may call the availability API', () => {
  const calls = [
    ['GET', () => ({ path: '/availability', method: 'GET' })],
    ['POST preview', () => ({ path: '/availability/preview', method: 'POST', body: {} })],
    ['PUT', () => ({ path: '/availability', method: 'PUT', body: {} })],
  ] as const;

  it.each(calls)('%s: refuses a visitor (401), a member and a teacher (403)', async (_name, call) => {
    const { path, ...init } = call();
    expect((await adminCall(path, init)).status).toBe(401);
    for (const role of ['member', 'teacher'] as const) expect((await adminCall(path, { ...init, cookie: (await signedInAs(role)).cookie })).status, role).toBe(403);
  });

  it('refuses a save from another origin, even from an admin', async () => {
    const before = await version();
    const { settings } = await current();
    expect((await adminCall('/availability', { cookie: admin, method: 'PUT', body: settings, origin: 'https://evil.example' })).status).toBe(403);
    expect(await version()).toBe(before);
  });
});

describe('the availability editor', () => {
  it('reads the settings the booking calls use, and previews the next two weeks as parents see them', async () => {
    const answer = await current();
    expect(answer.timeZone).toBe('America/Denver');
    expect(answer.settings).toMatchObject({ slotMinutes: 30, minNoticeMinutes: 120, maxAdvanceDays: 90 });
    expect(answer.settings.weeklyHours['1']).toEqual([['08:00', '17:00']]);
    expect(answer.settings.weeklyHours['0']).toEqual([]);
    expect(answer.settings.closedDates.every((d) => d.date >= todayMT())).toBe(true);
    expect(answer.preview.from).toBe(todayMT());
    expect(answer.preview.to).toBe(addDays(todayMT(), 13));
    expect(answer.preview.days).toEqual(await parentsSee(answer.preview.from, answer.preview.to));
  });

  it('previews a draft without saving it', async () => {
    const before = await version();
    const { settings } = await current();
    const saturday = addDays(todayMT(), ((6 - weekday(todayMT()) + 7) % 7) + 7);
    const draft = { ...settings, weeklyHours: { ...settings.weeklyHours, '6': [['09:00', '11:00']] }, slotMinutes: 60 };
    const response = await preview(draft);
    expect(response.status).toBe(200);
    const answer = await json<Answer>(response);
    const day = answer.preview.days.find((d) => d.date === saturday)!;
    expect(day.slots.map((s) => s.label)).toEqual(['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM']);
    expect(await version()).toBe(before);
    expect((await parentsSee(saturday, saturday))).toEqual([]);
  });

  it('saves new hours that parents are offered at once, keeps a booking outside them and names it, and audits the change', async () => {
    const monday = await upcoming(1);
    const booked = (await json<{ bookingId: string }>(await book(monday, 15, 0, await hold(monday, 15, 0)))).bookingId;
    const { settings } = await current();
    const draft = { ...settings, weeklyHours: { ...settings.weeklyHours, '1': [['09:00', '12:00']] } };

    const previewed = await json<Answer>(await preview(draft));
    expect(previewed.outside).toEqual([expect.objectContaining({ id: booked, dateISO: monday, label: '3:00 PM - 3:30 PM', reason: 'outside hours' })]);

    const response = await save(draft);
    expect(response.status).toBe(200);
    const saved = await json<Answer>(response);
    expect(saved.settings.weeklyHours['1']).toEqual([['09:00', '12:00']]);
    expect(saved.outside.map((b) => b.id)).toEqual([booked]);
    expect((await parentsSee(monday, monday))[0]!.slots.map((s) => s.label)).toEqual([
      '9:00 AM - 9:30 AM',
      '9:30 AM - 10:00 AM',
      '10:00 AM - 10:30 AM',
      '10:30 AM - 11:00 AM',
      '11:00 AM - 11:30 AM',
      '11:30 AM - 12:00 PM',
    ]);
    expect((await env.DB.prepare('SELECT status FROM bookings WHERE id = ?').bind(booked).first<{ status: string }>())!.status).toBe('confirmed');
    const audit = await env.DB.prepare("SELECT detail FROM admin_audit WHERE action = 'availability.update' ORDER BY id DESC").first<{ detail: string }>();
    expect(JSON.parse(audit!.detail)).toMatchObject({ openWeekdays: [1, 2, 3, 4, 5], bookingsOutside: [booked] });
  });

  it('closes a date (naming the booking on it), opens one again, and leaves past closed dates alone', async () => {
    const tuesday = await upcoming(2);
    const booked = (await json<{ bookingId: string }>(await book(tuesday, 10, 0, await hold(tuesday, 10, 0)))).bookingId;
    const { settings } = await current();
    const firstUpcoming = settings.closedDates[0]!;
    const draft = { ...settings, closedDates: [...settings.closedDates.slice(1), { date: tuesday, reason: 'Staff training' }] };
    const saved = await json<Answer>(await save(draft));
    expect(saved.outside).toEqual([expect.objectContaining({ id: booked, reason: 'closed date' })]);
    expect(await parentsSee(tuesday, tuesday)).toEqual([]);
    const stored = (await env.DB.prepare('SELECT date, reason FROM closed_dates').all<{ date: string; reason: string }>()).results;
    expect(stored).toContainEqual({ date: tuesday, reason: 'Staff training' });
    expect(stored.map((d) => d.date)).not.toContain(firstUpcoming.date);
    expect(stored.map((d) => d.date)).toContain('2026-05-25');
  });

  it('keeps the cut-offs and reminders staff set, with sensible defaults', async () => {
    const { settings } = await current();
    expect(settings).toMatchObject({ rescheduleCutoffHours: 12, cancelCutoffHours: 2, reminderHours: [24, 1] });
    const saved = await save({ ...settings, rescheduleCutoffHours: 24, cancelCutoffHours: 4, reminderHours: [1, 48] });
    expect(saved.status).toBe(200);
    expect((await current()).settings).toMatchObject({ rescheduleCutoffHours: 24, cancelCutoffHours: 4, reminderHours: [48, 1] });
    expect((await save(settings)).status).toBe(200);
  });

  it('a save that changes nothing moves no settings version', async () => {
    const { settings } = await current();
    await save(settings);
    const before = await version();
    expect((await save(settings)).status).toBe(200);
    expect(await version()).toBe(before);
  });

  it('limits how far ahead parents may book, for availability and holds alike', async () => {
    const { settings } = await current();
    expect((await save({ ...settings, maxAdvanceDays: 7 })).status).toBe(200);
    const days = await parentsSee(todayMT(), addDays(todayMT(), 30));
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d.date <= addDays(todayMT(), 7))).toBe(true);
    const far = await upcoming(3, 9);
    const response = await post('holdSlot', slotBody(far, 10));
    expect(response.status).toBe(400);
  });

  it.each([
    ['a range that ends before it starts', { weeklyHours: { '1': [['12:00', '09:00']] } }, 'weeklyHours.1'],
    ['overlapping ranges', { weeklyHours: { '1': [['08:00', '12:00'], ['11:00', '13:00']] } }, 'weeklyHours.1'],
    ['a time that is not HH:MM', { weeklyHours: { '1': [['8am', '12:00']] } }, 'weeklyHours.1.0.0'],
    ['a slot of 5 minutes', { slotMinutes: 5 }, 'slotMinutes'],
    ['a negative notice', { minNoticeMinutes: -1 }, 'minNoticeMinutes'],
    ['no days ahead', { maxAdvanceDays: 0 }, 'maxAdvanceDays'],
    ['a reschedule cut-off over a week', { rescheduleCutoffHours: 169 }, 'rescheduleCutoffHours'],
    ['a cancel cut-off of half an hour', { cancelCutoffHours: 0.5 }, 'cancelCutoffHours'],
    ['two reminders at one time', { reminderHours: [24, 24] }, 'reminderHours'],
    ['a closed date twice', { closedDates: [{ date: '2027-03-01', reason: '' }, { date: '2027-03-01', reason: 'x' }] }, 'closedDates'],
    ['an impossible closed date', { closedDates: [{ date: '2027-02-30', reason: '' }] }, 'closedDates.0.date'],
    ['a control character in a reason', { closedDates: [{ date: '2027-03-01', reason: 'a\u0000' }] }, 'closedDates.0.reason'],
  ])('refuses %s, saving nothing', async (_name, change, field) => {
    const { settings } = await current();
    const draft = { ...settings, ...change, weeklyHours: { ...settings.weeklyHours, ...((change as { weeklyHours?: object }).weeklyHours ?? {}) } };
    const before = await version();
    for (const send of [preview, save]) {
      const response = await send(draft);
      expect(response.status).toBe(400);
      expect(Object.keys((await json<{ fields: Record<string, string> }>(response)).fields)).toContain(field);
    }
    expect(await version()).toBe(before);
  });
});
