import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { book, hold, json, post, resetBookingState, rowCount, slotBody, upcomingWeek } from '../../test/booking';
import { setClock } from '../time/clock';
import { runSchedule } from '../schedule';
import type { Bindings } from '../env';
import type { ManageAnswer } from '../../../contract/manage';
import { hashManageToken, manageLinkKeyProblem } from './token';

const ORIGIN = 'http://verse.test';
const HOUR = 3_600_000;

type Outbox = { kind: string; to_address: string; subject: string; text_body: string; ics: string | null };

const manage = (token: string, path = '', body?: unknown, ip = '203.0.113.9') =>
  fetchWorker(`${ORIGIN}/api/manage/${token}${path}`, body === undefined ? { headers: { 'CF-Connecting-IP': ip } } : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });

import { SELF } from 'cloudflare:test';
const fetchWorker = (url: string, init: RequestInit) => SELF.fetch(url, init);

const emails = async (where = '1 = 1') =>
  (await env.DB.prepare(`SELECT kind, to_address, subject, text_body, ics FROM outbox WHERE ${where} ORDER BY created_at, rowid`).all<Outbox>()).results;
const bookingRow = (id: string) =>
  env.DB.prepare('SELECT * FROM bookings WHERE id = ?').bind(id).first<{ status: string; start_iso: string; sequence: number; manage_token_hash: string; cancel_reason: string | null; reconfirmed_at: string | null }>();

/** A confirmed booking of `date` at hh:mm MT: its id and manage token. */
async function booked(date: string, hour: number, minute = 0, extra: Record<string, unknown> = {}, ip = '203.0.113.1'): Promise<{ id: string; token: string }> {
  const response = await book(date, hour, minute, await hold(date, hour, minute, { ip }), extra, { ip });
  expect(response.status).toBe(200);
  const body = await json<{ bookingId: string; manageToken: string }>(response);
  return { id: body.bookingId, token: body.manageToken };
}

const startOf = (date: string, hour: number, minute = 0) => new Date(slotBody(date, hour, minute).startISO);

async function moveTo(token: string, date: string, hour: number, minute = 0, ip = '198.51.100.7') {
  const lockId = await hold(date, hour, minute, { ip });
  return manage(token, '/reschedule', { lockId, startISO: slotBody(date, hour, minute).startISO, dateISO: date }, ip);
}

let monday: string;
let tuesday: string;

beforeEach(async () => {
  setClock(null);
  await resetBookingState();
  ({ monday, tuesday } = await upcomingWeek());
});
afterEach(() => setClock(null));

describe('the manage link', () => {
  it('comes with every confirmation: a 256-bit token in the answer and the email, only its hash in D1', async () => {
    const { id, token } = await booked(monday, 9);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await bookingRow(id);
    expect(row!.manage_token_hash).toBe(await hashManageToken(token));
    const stored = JSON.stringify(await env.DB.prepare('SELECT * FROM bookings WHERE id = ?').bind(id).first());
    expect(stored).not.toContain(token);
    const [confirmation] = await emails("kind = 'consultation_confirmation'");
    expect(confirmation!.text_body).toContain(`https://verse.example/manage/${token}`);
    expect(confirmation!.ics!.replace(/\r\n /g, '')).toContain(`URL:https://verse.example/manage/${token}`);
  });

  it('shows the booking, the number to be called and what may be changed', async () => {
    const { id, token } = await booked(monday, 9, 0, { timeZone: 'America/New_York' });
    const response = await manage(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const view = await json<ManageAnswer>(response);
    expect(view.booking).toMatchObject({ id, status: 'confirmed', dateISO: monday, label: '9:00 AM - 9:30 AM', phone: '(801) 555-0142', timeZone: 'America/New_York', reconfirmed: false });
    expect(view.reschedule).toEqual({ allowed: true, closed: null, cutoffHours: 12 });
    expect(view.cancel).toEqual({ allowed: true, closed: null, cutoffHours: 2 });
    expect(view.support.phone).toBe('(801) 555-0143');
  });

  it('refuses bad, unknown and expired tokens with a clear answer, and stores nothing', async () => {
    const { id, token } = await booked(monday, 9);
    const before = { bookings: JSON.stringify(await bookingRow(id)), outbox: await rowCount('outbox') };
    for (const bad of ['nope', `${token}x`, token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), '%00']) {
      for (const call of [manage(bad), manage(bad, '/cancel', {}), manage(bad, '/reconfirm', {}), manage(bad, '/reschedule', { lockId: 'x', startISO: slotBody(tuesday, 9).startISO, dateISO: tuesday })]) {
        const response = await call;
        expect(response.status).toBe(404);
        expect((await json<{ error: string }>(response)).error).toBe(
          'This link does not open a booking. Please use the whole link from your confirmation email, or email or call us.',
        );
      }
    }
    setClock(new Date(startOf(monday, 9).getTime() + 30 * 24 * HOUR + 1000));
    for (const call of [manage(token), manage(token, '/cancel', {})]) {
      const response = await call;
      expect(response.status).toBe(410);
      expect((await json<{ error: string }>(response)).error).toMatch(/^This link has expired/);
    }
    expect(JSON.stringify(await bookingRow(id))).toBe(before.bookings);
    expect(await rowCount('outbox')).toBe(before.outbox);
  });

  it("opens one booking only: one parent's token never changes another's", async () => {
    const a = await booked(monday, 9);
    const b = await booked(monday, 10, 0, { email: 'someone.else@example.com' }, '203.0.113.2');
    expect((await json<ManageAnswer>(await manage(a.token))).booking.id).toBe(a.id);
    // A's hold on a new time cannot move B, and A's link cancels A alone.
    expect((await moveTo(a.token, tuesday, 9)).status).toBe(200);
    expect((await manage(a.token, '/cancel', { reason: 'Sick' })).status).toBe(200);
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', start_iso: startOf(monday, 10).toISOString(), sequence: 0 });
    expect(await bookingRow(a.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Sick' });
    // A lock taken for B's page cannot be spent through A's link on B's time.
    const bLock = await hold(tuesday, 10, 0, { ip: '203.0.113.2' });
    const wrong = await manage(a.token, '/reschedule', { lockId: bLock, startISO: slotBody(tuesday, 10).startISO, dateISO: tuesday });
    expect(wrong.status).toBe(409);
  });
});

describe('the sealing key', () => {
  it('is a secret production must have; elsewhere a fixed development key serves', () => {
    expect(manageLinkKeyProblem({ ENVIRONMENT: 'production' })).toMatch(/MANAGE_LINK_KEY is not set/);
    expect(manageLinkKeyProblem({ ENVIRONMENT: 'production', MANAGE_LINK_KEY: 'c2hvcnQ=' })).toMatch(/at least 16 bytes/);
    expect(manageLinkKeyProblem({ ENVIRONMENT: 'production', MANAGE_LINK_KEY: 'dGVzdC1tYW5hZ2UtbGluay1rZXktMzItYnl0ZXMhIQ==' })).toBeNull();
    expect(manageLinkKeyProblem({ ENVIRONMENT: 'development' })).toBeNull();
  });
});

describe('cut-offs, to the millisecond', () => {
  it('lets a parent move a call until exactly 12 hours before it, not a moment later', async () => {
    const { id, token } = await booked(monday, 14);
    const cutoff = startOf(monday, 14).getTime() - 12 * HOUR;
    setClock(new Date(cutoff + 1));
    const late = await moveTo(token, tuesday, 9);
    expect(late.status).toBe(409);
    expect((await json<{ error: string }>(late)).error).toBe(
      'It is too late to move this call online: that is possible until 12 hours before it. Please call us at (801) 555-0143 or email support@verse.example.',
    );
    expect((await json<ManageAnswer>(await manage(token))).reschedule).toEqual({ allowed: false, closed: 'cutoff', cutoffHours: 12 });
    expect(await bookingRow(id)).toMatchObject({ sequence: 0, start_iso: startOf(monday, 14).toISOString() });
    setClock(new Date(cutoff));
    expect((await json<ManageAnswer>(await manage(token))).reschedule.allowed).toBe(true);
    expect((await moveTo(token, tuesday, 10, 0, '198.51.100.8')).status).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ sequence: 1, start_iso: startOf(tuesday, 10).toISOString() });
  });

  it('lets a parent cancel until exactly 2 hours before, each cut-off on its own', async () => {
    const { id, token } = await booked(monday, 14);
    const cutoff = startOf(monday, 14).getTime() - 2 * HOUR;
    // Past the reschedule cut-off, the cancel one still open.
    setClock(new Date(cutoff - 1));
    const view = await json<ManageAnswer>(await manage(token));
    expect(view.reschedule.allowed).toBe(false);
    expect(view.cancel.allowed).toBe(true);
    setClock(new Date(cutoff + 1));
    const late = await manage(token, '/cancel', {});
    expect(late.status).toBe(409);
    expect((await json<{ error: string }>(late)).error).toMatch(/^It is too late to cancel this call online: that is possible until 2 hours before it\./);
    expect((await bookingRow(id))!.status).toBe('confirmed');
    setClock(new Date(cutoff));
    expect((await manage(token, '/cancel', {})).status).toBe(200);
    expect((await bookingRow(id))!.status).toBe('cancelled');
  });

  it('follows the settings staff save', async () => {
    await env.DB.prepare("UPDATE settings SET value = '48' WHERE key = 'rescheduleCutoffHours'").run();
    try {
      const { token } = await booked(monday, 14);
      setClock(new Date(startOf(monday, 14).getTime() - 47 * HOUR));
      expect((await json<ManageAnswer>(await manage(token))).reschedule).toEqual({ allowed: false, closed: 'cutoff', cutoffHours: 48 });
    } finally {
      await env.DB.prepare("UPDATE settings SET value = '12' WHERE key = 'rescheduleCutoffHours'").run();
    }
  });
});

describe('rescheduling', () => {
  it('moves in one step: the new time taken, the old freed, an updated invite with the same UID and a higher SEQUENCE, staff told', async () => {
    const { id, token } = await booked(monday, 9);
    const response = await moveTo(token, tuesday, 11);
    expect(response.status).toBe(200);
    expect((await json<ManageAnswer>(response)).booking).toMatchObject({ startISO: startOf(tuesday, 11).toISOString(), label: '11:00 AM - 11:30 AM' });
    // The same link shows the new time.
    expect((await json<ManageAnswer>(await manage(token))).booking.startISO).toBe(startOf(tuesday, 11).toISOString());
    // The old time is free: another parent can hold it at once.
    expect((await post('holdSlot', slotBody(monday, 9), { ip: '192.0.2.50' })).status).toBe(200);
    const [first] = await emails("kind = 'consultation_confirmation'");
    const [update] = await emails("kind = 'consultation_rescheduled'");
    const uid = (ics: string) => /^UID:(.*)$/m.exec(ics)![1];
    expect(uid(update!.ics!)).toBe(uid(first!.ics!));
    expect(update!.ics).toMatch(/^METHOD:REQUEST\r$/m);
    expect(update!.ics).toMatch(/^SEQUENCE:1\r$/m);
    expect(update!.text_body).toContain(`/manage/${token}`);
    expect(await emails("kind = 'consultation_rescheduled_staff_notice'")).toHaveLength(1);
    expect((await bookingRow(id))!.sequence).toBe(1);
  });

  it('gives a slot many parents race to move into to exactly one, and leaves everyone else where they were', async () => {
    const hours = [8, 9, 10, 11, 13, 14];
    const parents = await Promise.all(hours.map((h, i) => booked(monday, h, 0, { email: `p${i}@example.com` }, `203.0.113.${20 + i}`)));
    const target = slotBody(tuesday, 15);
    const attempts = await Promise.all(
      parents.map(async ({ token }, i) => {
        const ip = `198.51.100.${30 + i}`;
        const held = await post('holdSlot', target, { ip });
        const lockId = held.status === 200 ? (await json<{ lockId: string }>(held)).lockId : `lost-${i}`;
        return (await manage(token, '/reschedule', { lockId, startISO: target.startISO, dateISO: tuesday }, ip)).status;
      }),
    );
    expect(attempts.filter((s) => s === 200)).toHaveLength(1);
    const winner = attempts.indexOf(200);
    const rows = await Promise.all(parents.map(({ id }) => bookingRow(id)));
    expect(rows.filter((r) => r!.start_iso === target.startISO)).toHaveLength(1);
    rows.forEach((row, i) => expect(row!.start_iso).toBe(i === winner ? target.startISO : startOf(monday, hours[i]!).toISOString()));
    // The winner's old slot is free, never both held: one confirmed booking per slot, as many as before.
    expect(await rowCount('bookings', "status = 'confirmed'")).toBe(parents.length);
    expect((await post('holdSlot', slotBody(monday, hours[winner]!), { ip: '192.0.2.60' })).status).toBe(200);
  });

  it('moves once when the same move is sent twice at once', async () => {
    const { id, token } = await booked(monday, 9);
    const lockId = await hold(tuesday, 9, 0, { ip: '198.51.100.70' });
    const body = { lockId, startISO: slotBody(tuesday, 9).startISO, dateISO: tuesday };
    const statuses = (await Promise.all([manage(token, '/reschedule', body), manage(token, '/reschedule', body)])).map((r) => r.status);
    // The second finds the booking moved meanwhile (409), or already at that time (400).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400 || s === 409)).toHaveLength(1);
    expect((await bookingRow(id))!.sequence).toBe(1);
    expect(await emails("kind = 'consultation_rescheduled'")).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('keeps the reason, sends METHOD:CANCEL for the same event, tells staff, frees the time, and the link says so', async () => {
    const { id, token } = await booked(monday, 9);
    const response = await manage(token, '/cancel', { reason: 'We found a tutor nearby.' });
    expect(response.status).toBe(200);
    const view = await json<ManageAnswer>(response);
    expect(view.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'parent' });
    expect(view.reschedule.closed).toBe('cancelled');
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', cancel_reason: 'We found a tutor nearby.', sequence: 1 });
    const [cancelled] = await emails("kind = 'consultation_cancelled'");
    expect(cancelled!.ics).toMatch(/^METHOD:CANCEL\r$/m);
    expect(cancelled!.text_body).toContain('https://verse.example/start-here?open=consultation');
    const [notice] = await emails("kind = 'consultation_cancelled_staff_notice'");
    expect(notice!.text_body).toContain('Reason given: We found a tutor nearby.');
    expect((await json<ManageAnswer>(await manage(token))).booking.status).toBe('cancelled');
    expect((await post('holdSlot', slotBody(monday, 9), { ip: '192.0.2.80' })).status).toBe(200);
    // A second cancel changes nothing and sends nothing.
    expect((await manage(token, '/cancel', {})).status).toBe(409);
    expect(await emails("kind = 'consultation_cancelled'")).toHaveLength(1);
  });

  it('refuses a reason that is too long, keeping the booking', async () => {
    const { id, token } = await booked(monday, 9);
    const response = await manage(token, '/cancel', { reason: 'x'.repeat(501) });
    expect(response.status).toBe(400);
    expect((await bookingRow(id))!.status).toBe('confirmed');
  });
});

describe('reminders', () => {
  const reminders = () => emails("kind LIKE 'consultation_reminder_%'");
  const runAt = async (at: number, runs = 1) => {
    setClock(new Date(at));
    await Promise.all(Array.from({ length: runs }, () => runSchedule(env as Bindings)));
  };

  it('booked early: the 24-hour and the 1-hour reminder, each exactly once however many runs overlap', async () => {
    const { token } = await booked(monday, 14, 0, { timeZone: 'America/Los_Angeles' });
    const start = startOf(monday, 14).getTime();
    await runAt(start - 25 * HOUR, 3);
    expect(await reminders()).toHaveLength(0);
    await runAt(start - 24 * HOUR, 5);
    await runAt(start - 23 * HOUR, 5);
    const [day] = await reminders();
    expect(await reminders()).toHaveLength(1);
    expect(day!.subject).toBe('Still coming? Your free VERSE consultation');
    expect(day!.text_body).toContain("Yes, I'll be there: https://verse.example/manage/" + token + '?reconfirm=1');
    expect(day!.text_body).toContain('2:00 PM - 2:30 PM MT');
    expect(day!.text_body).toContain('In your time zone, that is');
    expect(day!.text_body).toContain('(801) 555-0142');
    await runAt(start - HOUR + 60_000, 4);
    await runAt(start - 40 * 60_000, 4);
    expect((await reminders()).map((r) => r.kind)).toEqual(['consultation_reminder_24h', 'consultation_reminder_1h']);
  });

  it('booked inside a window: no reminder for that window, the later one still', async () => {
    const start = startOf(monday, 14).getTime();
    setClock(new Date(start - 5 * HOUR));
    await booked(monday, 14);
    await runAt(start - 5 * HOUR + 60_000);
    await runAt(start - HOUR);
    expect((await reminders()).map((r) => r.kind)).toEqual(['consultation_reminder_1h']);
  });

  it('cancelled: none at all', async () => {
    const { token } = await booked(monday, 14);
    expect((await manage(token, '/cancel', {})).status).toBe(200);
    const start = startOf(monday, 14).getTime();
    await runAt(start - 24 * HOUR, 2);
    await runAt(start - HOUR, 2);
    expect(await reminders()).toHaveLength(0);
  });

  it('moved: only for the new time', async () => {
    const { token } = await booked(monday, 14);
    expect((await moveTo(token, tuesday, 15)).status).toBe(200);
    const old = startOf(monday, 14).getTime();
    await runAt(old - 24 * HOUR);
    await runAt(old - HOUR);
    expect(await reminders()).toHaveLength(0);
    const start = startOf(tuesday, 15).getTime();
    await runAt(start - 24 * HOUR, 3);
    await runAt(start - HOUR, 3);
    const sent = await reminders();
    expect(sent.map((r) => r.kind)).toEqual(['consultation_reminder_24h', 'consultation_reminder_1h']);
    for (const r of sent) expect(r.text_body).toContain('3:00 PM - 3:30 PM MT');
  });

  it('"Yes, I\'ll be there" marks the booking reconfirmed, once', async () => {
    const { id, token } = await booked(monday, 14);
    const response = await manage(token, '/reconfirm', {});
    expect(response.status).toBe(200);
    expect((await json<ManageAnswer>(response)).booking.reconfirmed).toBe(true);
    const first = (await bookingRow(id))!.reconfirmed_at;
    expect(first).not.toBeNull();
    await manage(token, '/reconfirm', {});
    expect((await bookingRow(id))!.reconfirmed_at).toBe(first);
  });
});

describe('staff changes keep the link', () => {
  it('a request staff confirm gets a link and its lead is scheduled; a move by staff keeps the same link working', async () => {
    const { adminCall, signedInAs } = await import('../../test/admin-session');
    const admin = (await signedInAs('admin')).cookie;
    const requested = await json<{ bookingId: string }>(await book(monday, 9, 0));
    const id = requested.bookingId;
    const choose = (date: string, hour: number) => ({ startISO: slotBody(date, hour).startISO, dateISO: date });
    expect((await adminCall(`/bookings/${id}/confirm`, { cookie: admin, method: 'POST', body: choose(monday, 11) })).status).toBe(200);
    expect(await env.DB.prepare('SELECT conversion_stage FROM leads WHERE id = ?').bind(id).first('conversion_stage')).toBe('consultation_scheduled');
    const [confirmation] = await emails(`kind = 'consultation_confirmation' AND related_id = '${id}'`);
    const token = /\/manage\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text_body)![1]!;
    expect((await json<ManageAnswer>(await manage(token))).booking.id).toBe(id);
    expect((await adminCall(`/bookings/${id}/reschedule`, { cookie: admin, method: 'POST', body: choose(tuesday, 11) })).status).toBe(200);
    const [moved] = await emails(`kind = 'consultation_rescheduled' AND related_id = '${id}'`);
    expect(moved!.text_body).toContain(`/manage/${token}`);
    expect((await json<ManageAnswer>(await manage(token))).booking.startISO).toBe(startOf(tuesday, 11).toISOString());
  });
});

describe('staff see reconfirmations and mark how a call went', () => {
  it('shows "Yes, I\'ll be there" in the list; marks completed or no-show once the time has come, the lead following', async () => {
    const { adminCall, signedInAs } = await import('../../test/admin-session');
    const admin = (await signedInAs('admin')).cookie;
    const { id, token } = await booked(monday, 9);
    await manage(token, '/reconfirm', {});
    const list = await json<{ upcoming: { id: string; reconfirmed: boolean; outcome: string | null }[] }>(await adminCall('/bookings', { cookie: admin }));
    expect(list.upcoming.find((b) => b.id === id)).toMatchObject({ reconfirmed: true, outcome: null });
    const mark = (outcome: string | null) => adminCall(`/bookings/${id}/outcome`, { cookie: admin, method: 'POST', body: { outcome } });
    expect((await mark('completed')).status).toBe(409);
    setClock(new Date(startOf(monday, 9).getTime() + 60_000));
    const done = await mark('completed');
    expect(done.status).toBe(200);
    expect((await json<{ booking: { outcome: string } }>(done)).booking.outcome).toBe('completed');
    expect((await mark('no_show')).status).toBe(200);
    expect(await env.DB.prepare('SELECT outcome FROM bookings WHERE id = ?').bind(id).first('outcome')).toBe('no_show');
    expect((await mark('maybe')).status).toBe(400);

    // A request's lead follows: scheduled when confirmed, completed when the call was held.
    setClock(null);
    const requested = (await json<{ bookingId: string }>(await book(tuesday, 9, 0))).bookingId;
    expect((await adminCall(`/bookings/${requested}/confirm`, { cookie: admin, method: 'POST', body: { startISO: slotBody(tuesday, 13).startISO, dateISO: tuesday } })).status).toBe(200);
    setClock(new Date(startOf(tuesday, 13).getTime() + 60_000));
    expect((await adminCall(`/bookings/${requested}/outcome`, { cookie: admin, method: 'POST', body: { outcome: 'completed' } })).status).toBe(200);
    expect(await env.DB.prepare('SELECT conversion_stage FROM leads WHERE id = ?').bind(requested).first('conversion_stage')).toBe('consultation_completed');
  });
});
