import { env, SELF } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { book, hold, json, post, resetBookingState, SLOT_TAKEN, slotBody, TOKEN, upcoming } from '../../test/booking';
import { adminCall, signedInAs } from '../../test/admin-session';
import { addDays } from '../../../contract/time';
import type { AdminBooking } from '../../../contract/admin-bookings';

type Outbox = { kind: string; to_address: string; subject: string; text_body: string; ics: string | null };
type Listing = { timeZone: string; upcoming: AdminBooking[]; past: AdminBooking[] };

let admin: string;
let monday: string;

beforeAll(async () => {
  admin = (await signedInAs('admin')).cookie;
});

beforeEach(async () => {
  await resetBookingState();
  await env.DB.prepare('DELETE FROM admin_audit').run();
  monday = await upcoming(1);
});

const emailsAbout = async (id: string) =>
  (await env.DB.prepare('SELECT kind, to_address, subject, text_body, ics FROM outbox WHERE related_id = ? ORDER BY created_at, rowid').bind(id).all<Outbox>()).results;
const bookingRow = (id: string) => env.DB.prepare('SELECT status, start_iso, label, sequence FROM bookings WHERE id = ?').bind(id).first<{ status: string; start_iso: string | null; label: string | null; sequence: number }>();
const auditOf = async (id: string) => (await env.DB.prepare('SELECT action, actor_email, detail FROM admin_audit WHERE subject = ? ORDER BY id').bind(id).all<{ action: string; detail: string }>()).results;
const icsProp = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n[ \t]/g, ''))?.[1]?.trim();
const offered = async (date: string) => {
  const { availability } = await json<{ availability: { date: string; slots: { start: string }[] }[] }>(await post('getAvailabilityV2', { startDateISO: date, endDateISO: date, recaptchaToken: TOKEN }));
  return new Set(availability.flatMap((d) => d.slots.map((s) => s.start)));
};

/** A request from the simpler form (no hold), for `date` at 9:00 MT preferred. */
async function request(date: string): Promise<string> {
  const response = await book(date, 9, 0);
  expect(response.status).toBe(200);
  const { bookingId, status } = await json<{ bookingId: string; status: string }>(response);
  expect(status).toBe('requested');
  return bookingId;
}

async function confirmedBooking(date: string, hour: number): Promise<string> {
  const response = await book(date, hour, 0, await hold(date, hour, 0));
  expect(response.status).toBe(200);
  return (await json<{ bookingId: string }>(response)).bookingId;
}

const choose = (date: string, hour: number, minute = 0) => ({ startISO: slotBody(date, hour, minute).startISO, dateISO: date });
const confirm = (id: string, body: unknown, cookie = admin) => adminCall(`/bookings/${id}/confirm`, { cookie, method: 'POST', body });
const reschedule = (id: string, body: unknown, cookie = admin) => adminCall(`/bookings/${id}/reschedule`, { cookie, method: 'POST', body });
const cancel = (id: string, cookie = admin) => adminCall(`/bookings/${id}/cancel`, { cookie, method: 'POST', body: {} });

describe('who may call the bookings API', () => {
  const calls = [
    ['GET /bookings', (cookie?: string) => adminCall('/bookings', { cookie })],
    ['GET /bookings/slots', (cookie?: string) => adminCall(`/bookings/slots?from=${monday}&to=${monday}`, { cookie })],
    ['POST confirm', (cookie?: string) => adminCall(`/bookings/${crypto.randomUUID()}/confirm`, { cookie, method: 'POST', body: choose(monday, 10) })],
    ['POST reschedule', (cookie?: string) => adminCall(`/bookings/${crypto.randomUUID()}/reschedule`, { cookie, method: 'POST', body: choose(monday, 10) })],
    ['POST cancel', (cookie?: string) => adminCall(`/bookings/${crypto.randomUUID()}/cancel`, { cookie, method: 'POST', body: {} })],
  ] as const;

  it.each(calls)('%s: refuses a visitor (401), a member and a teacher (403)', async (_name, call) => {
    expect((await call()).status).toBe(401);
    for (const role of ['member', 'teacher'] as const) {
      const response = await call((await signedInAs(role)).cookie);
      expect(response.status, role).toBe(403);
      expect(await response.json()).toEqual({ error: 'Your account does not have access to this area.' });
    }
  });

  it('refuses a change from another origin, even from an admin, changing nothing', async () => {
    const id = await request(monday);
    const response = await adminCall(`/bookings/${id}/cancel`, { cookie: admin, method: 'POST', body: {}, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await bookingRow(id))!.status).toBe('requested');
  });
});

describe('GET /api/admin/bookings', () => {
  it('lists upcoming requests and bookings soonest first, with the zone, and leaves cancelled ones out', async () => {
    const later = await confirmedBooking(addDays(monday, 7), 10);
    const soon = await confirmedBooking(monday, 11);
    const asked = await request(addDays(monday, 1));
    const gone = await confirmedBooking(monday, 14);
    expect((await cancel(gone)).status).toBe(200);
    // A consultation that has taken place.
    await env.DB.prepare(
      "INSERT INTO bookings (id, status, date_iso, start_iso, end_iso, label, parent_name, phone, email, created_at) VALUES (?, 'confirmed', '2026-01-05', '2026-01-05T16:00:00.000Z', '2026-01-05T16:30:00.000Z', '9:00 AM - 9:30 AM', 'Past Parent', '801', 'p@example.com', '2026-01-01T00:00:00.000Z')",
    )
      .bind(crypto.randomUUID())
      .run();

    const response = await adminCall('/bookings', { cookie: admin });
    expect(response.status).toBe(200);
    const listing = await json<Listing>(response);
    expect(listing.timeZone).toBe('America/Denver');
    expect(listing.upcoming.map((b) => b.id)).toEqual([soon, asked, later]);
    expect(listing.upcoming.map((b) => b.status)).toEqual(['confirmed', 'requested', 'confirmed']);
    expect(listing.upcoming[0]).toMatchObject({ dateISO: monday, label: '11:00 AM - 11:30 AM', parentName: 'Jordan Rivera', phone: '(801) 555-0142' });
    expect(listing.past.map((b) => b.parentName)).toEqual(['Past Parent']);
  });
});

describe('confirming a request into a slot', () => {
  it('books the slot, emails the parent an invite, audits it, and parents are no longer offered it', async () => {
    const id = await request(monday);
    const ten = choose(monday, 10);
    expect((await offered(monday)).has(ten.startISO)).toBe(true);

    const response = await confirm(id, ten);
    expect(response.status).toBe(200);
    expect((await json<{ booking: AdminBooking }>(response)).booking).toMatchObject({ id, status: 'confirmed', startISO: ten.startISO, label: '10:00 AM - 10:30 AM' });
    expect(await bookingRow(id)).toEqual({ status: 'confirmed', start_iso: ten.startISO, label: '10:00 AM - 10:30 AM', sequence: 0 });

    const confirmation = (await emailsAbout(id)).find((e) => e.kind === 'consultation_confirmation')!;
    expect(confirmation.to_address).toBe('jordan.rivera@example.com');
    expect(icsProp(confirmation.ics!, 'UID')).toBe(`${id}@verse.example`);
    expect(icsProp(confirmation.ics!, 'SEQUENCE')).toBe('0');
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['booking.confirm']);

    expect((await offered(monday)).has(ten.startISO)).toBe(false);
    const parentHold = await post('holdSlot', slotBody(monday, 10));
    expect(parentHold.status).toBe(409);
  });

  it('never double-books: a booked slot and a slot a parent holds are refused, the request stays as it was', async () => {
    const id = await request(monday);
    await confirmedBooking(monday, 10);
    await hold(monday, 11);
    for (const hour of [10, 11]) {
      const response = await confirm(id, choose(monday, hour));
      expect(response.status, `${hour}:00`).toBe(409);
      expect(await response.json()).toEqual({ error: SLOT_TAKEN });
    }
    expect((await bookingRow(id))!.status).toBe('requested');
    expect((await emailsAbout(id)).map((e) => e.kind)).toEqual(['consultation_request_staff_notice']);
    expect(await auditOf(id)).toEqual([]);
  });

  it('lets one of two admins confirming two requests into the same slot at once win', async () => {
    const [a, b] = [await request(monday), await request(monday)];
    const answers = await Promise.all([confirm(a!, choose(monday, 13)), confirm(b!, choose(monday, 13))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const confirmed = await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE status = 'confirmed' AND start_iso = ?").bind(choose(monday, 13).startISO).first<{ n: number }>();
    expect(confirmed!.n).toBe(1);
  });

  it('refuses a time off the slot grid, a past time, a confirmed booking and an unknown id', async () => {
    const id = await request(monday);
    expect((await confirm(id, choose(monday, 10, 10))).status).toBe(400);
    expect((await confirm(id, { startISO: '2026-01-05T16:00:00.000Z', dateISO: '2026-01-05' })).status).toBe(400);
    const bad = await confirm(id, { startISO: 'soon', dateISO: monday });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields).toHaveProperty('startISO');
    const booked = await confirmedBooking(monday, 15);
    expect((await confirm(booked, choose(monday, 16))).status).toBe(409);
    expect((await confirm(crypto.randomUUID(), choose(monday, 16))).status).toBe(404);
    expect((await confirm('not-an-id', choose(monday, 16))).status).toBe(404);
  });
});

describe('cancelling', () => {
  it('frees the slot at once and sends the parent a cancellation of the same calendar event', async () => {
    const id = await confirmedBooking(monday, 10);
    const start = choose(monday, 10).startISO;
    expect((await offered(monday)).has(start)).toBe(false);

    const response = await cancel(id);
    expect(response.status).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect((await offered(monday)).has(start)).toBe(true);
    expect((await post('holdSlot', slotBody(monday, 10))).status).toBe(200);

    const emails = await emailsAbout(id);
    const original = emails.find((e) => e.kind === 'consultation_confirmation')!;
    const cancellation = emails.find((e) => e.kind === 'consultation_cancelled')!;
    expect(cancellation.to_address).toBe('jordan.rivera@example.com');
    expect(cancellation.subject).toBe('Your free VERSE consultation is cancelled');
    expect(cancellation.text_body).toContain('10:00 AM - 10:30 AM MT');
    expect(icsProp(cancellation.ics!, 'METHOD')).toBe('CANCEL');
    expect(icsProp(cancellation.ics!, 'STATUS')).toBe('CANCELLED');
    expect(icsProp(cancellation.ics!, 'UID')).toBe(icsProp(original.ics!, 'UID'));
    expect(Number(icsProp(cancellation.ics!, 'SEQUENCE'))).toBeGreaterThan(Number(icsProp(original.ics!, 'SEQUENCE')));
    expect(cancellation.ics!.split('BEGIN:VEVENT')[1]!.match(/DTSTART.*/)![0]).toBe(original.ics!.split('BEGIN:VEVENT')[1]!.match(/DTSTART.*/)![0]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['booking.cancel']);
  });

  it('cancels a request with a plain email, and a second cancel changes and sends nothing', async () => {
    const id = await request(monday);
    expect((await cancel(id)).status).toBe(200);
    const again = await cancel(id);
    expect(again.status).toBe(409);
    const cancellations = (await emailsAbout(id)).filter((e) => e.kind === 'consultation_cancelled');
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]!.ics).toBeNull();
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('sends one email when two admins cancel the same booking at once', async () => {
    const id = await confirmedBooking(monday, 10);
    const answers = await Promise.all([cancel(id), cancel(id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await emailsAbout(id)).filter((e) => e.kind === 'consultation_cancelled')).toHaveLength(1);
  });
});

describe('rescheduling', () => {
  it('moves the booking, frees the old slot, and updates the same calendar event with a higher SEQUENCE each time', async () => {
    const id = await confirmedBooking(monday, 10);
    const [ten, two, three] = [choose(monday, 10), choose(monday, 14), choose(addDays(monday, 1), 15)];

    expect((await reschedule(id, two)).status).toBe(200);
    expect(await bookingRow(id)).toEqual({ status: 'confirmed', start_iso: two.startISO, label: '2:00 PM - 2:30 PM', sequence: 1 });
    const open = await offered(monday);
    expect(open.has(ten.startISO)).toBe(true);
    expect(open.has(two.startISO)).toBe(false);

    expect((await reschedule(id, three)).status).toBe(200);
    const updates = (await emailsAbout(id)).filter((e) => e.kind === 'consultation_rescheduled');
    expect(updates).toHaveLength(2);
    const uid = `${id}@verse.example`;
    expect(updates.map((e) => [icsProp(e.ics!, 'UID'), icsProp(e.ics!, 'METHOD'), icsProp(e.ics!, 'SEQUENCE')])).toEqual([
      [uid, 'REQUEST', '1'],
      [uid, 'REQUEST', '2'],
    ]);
    // The event's own DTSTART (after the zone's), in MT wall-clock time.
    const eventStart = (ics: string) => /^BEGIN:VEVENT[\s\S]*?^DTSTART;TZID=America\/Denver:(\d{8}T\d{6})\r?$/m.exec(ics)![1];
    expect(eventStart(updates[1]!.ics!)).toBe(`${three.dateISO.replace(/-/g, '')}T150000`);
    expect(updates[1]!.text_body).toContain('3:00 PM - 3:30 PM MT');
    expect(updates[1]!.text_body).toContain('2:00 PM - 2:30 PM MT');
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['booking.reschedule', 'booking.reschedule']);
    // The thank-you page's Add to calendar now gives the moved event; after a cancel, nothing.
    const invite = await SELF.fetch(`http://verse.test/api/consultations/${id}/invite.ics`);
    expect(invite.status).toBe(200);
    const ics = await invite.text();
    expect([icsProp(ics, 'SEQUENCE'), icsProp(ics, 'DTSTART')]).toEqual(['2', icsProp(updates[1]!.ics!, 'DTSTART')]);
    expect((await cancel(id)).status).toBe(200);
    const gone = await SELF.fetch(`http://verse.test/api/consultations/${id}/invite.ics`);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ error: 'This consultation was cancelled.' });
  });

  it('refuses a taken slot and a request (which is confirmed instead), leaving the booking where it was', async () => {
    const id = await confirmedBooking(monday, 10);
    await confirmedBooking(monday, 11);
    const response = await reschedule(id, choose(monday, 11));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: SLOT_TAKEN });
    expect(await bookingRow(id)).toMatchObject({ start_iso: choose(monday, 10).startISO, sequence: 0 });
    expect((await reschedule(await request(monday), choose(monday, 12))).status).toBe(409);
  });
});

describe('GET /api/admin/bookings/slots', () => {
  it('lists the open slots parents are offered, and refuses a range of more than 31 days', async () => {
    await confirmedBooking(monday, 10);
    const response = await adminCall(`/bookings/slots?from=${monday}&to=${monday}`, { cookie: admin });
    expect(response.status).toBe(200);
    const { availability } = await json<{ availability: { date: string; slots: { start: string; label: string }[] }[] }>(response);
    expect(availability[0]!.slots).toHaveLength(17);
    expect(availability[0]!.slots.map((s) => s.label)).not.toContain('10:00 AM - 10:30 AM');
    expect((await adminCall(`/bookings/slots?from=${monday}&to=${addDays(monday, 31)}`, { cookie: admin })).status).toBe(400);
    expect((await adminCall('/bookings/slots?from=nope&to=nope', { cookie: admin })).status).toBe(400);
  });
});
