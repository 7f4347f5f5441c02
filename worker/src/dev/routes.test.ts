import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bindings } from '../env';
import type { OutboxRow } from '../store/outbox';
import { book, hold, resetBookingState, upcoming } from '../../test/booking';
import { CROSS_ORIGIN_REFUSED } from '../http/same-origin';
import { devRoutes } from './routes';

beforeEach(resetBookingState);

describe('GET /api/dev/outbox', () => {
  it('shows the newest queued email, invite text included', async () => {
    const monday = await upcoming(1);
    await book(monday, 8, 0, await hold(monday, 8));
    const response = await SELF.fetch('http://verse.test/api/dev/outbox');
    expect(response.status).toBe(200);
    const { outbox } = (await response.json()) as { outbox: OutboxRow[] };
    expect(outbox.map((r) => r.kind).sort()).toEqual(['consultation_confirmation', 'consultation_staff_notice']);
    const confirmation = outbox.find((r) => r.kind === 'consultation_confirmation')!;
    expect(confirmation).toMatchObject({ to_address: 'jordan.rivera@example.com', status: 'pending', attempts: 0 });
    expect(confirmation.ics).toContain('BEGIN:VCALENDAR\r\n');

    await book(monday, 9, 0);
    const newest = (await (await SELF.fetch('http://verse.test/api/dev/outbox?limit=1')).json()) as { outbox: OutboxRow[] };
    expect(newest.outbox.map((r) => r.kind)).toEqual(['consultation_request_staff_notice']);
  });

  it('answers its own site only: no CORS header, and a request from another site is refused', async () => {
    const monday = await upcoming(1);
    await book(monday, 8, 0, await hold(monday, 8));
    const own = await SELF.fetch('http://verse.test/api/dev/outbox', { headers: { Origin: 'http://verse.test' } });
    expect(own.status).toBe(200);
    expect(own.headers.get('Access-Control-Allow-Origin')).toBeNull();

    for (const origin of ['https://evil.example', 'http://verse.test:8080', 'null']) {
      const refused = await SELF.fetch('http://verse.test/api/dev/outbox', { headers: { Origin: origin } });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(await refused.json()).toEqual({ error: CROSS_ORIGIN_REFUSED });
    }
    const preflight = await SELF.fetch('http://verse.test/api/dev/outbox', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('does not exist in production', async () => {
    for (const path of ['/outbox', '/bookings', '/scheduled']) {
      const response = await devRoutes.request(path, {}, { ...(env as Bindings), ENVIRONMENT: 'production' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'There is no such API call.' });
    }
  });
});

describe('GET /api/dev/bookings', () => {
  it('counts confirmed bookings and lists any slot confirmed twice', async () => {
    const check = async () => (await SELF.fetch('http://verse.test/api/dev/bookings')).json();
    expect(await check()).toEqual({ confirmed: 0, slotsBookedTwice: [] });
    const monday = await upcoming(1);
    await book(monday, 8, 0, await hold(monday, 8));
    await book(monday, 9, 0);
    expect(await check()).toEqual({ confirmed: 1, slotsBookedTwice: [] });
    // What the unique index exists to prevent, written past it to show the check would see it.
    await env.DB.batch([
      env.DB.prepare('DROP INDEX bookings_one_confirmed_per_slot'),
      env.DB.prepare("INSERT INTO bookings (id, status, date_iso, start_iso, parent_name, phone, email, created_at) SELECT 'twin', 'confirmed', date_iso, start_iso, parent_name, phone, email, created_at FROM bookings WHERE status = 'confirmed'"),
    ]);
    try {
      const { slotsBookedTwice } = (await check()) as { slotsBookedTwice: { count: number }[] };
      expect(slotsBookedTwice).toEqual([{ start: expect.any(String), count: 2 }]);
    } finally {
      await env.DB.batch([
        env.DB.prepare("DELETE FROM bookings WHERE id = 'twin'"),
        env.DB.prepare("CREATE UNIQUE INDEX bookings_one_confirmed_per_slot ON bookings (start_iso) WHERE status = 'confirmed'"),
      ]);
    }
  });
});

describe('the schedule (Cron Trigger, and POST /api/dev/scheduled locally)', () => {
  it('runs the same work by hand as the cron handler: due reminders queued once, however often it runs', async () => {
    const { setClock } = await import('../time/clock');
    const { slotBody } = await import('../../test/booking');
    const worker = (await import('../index')).default;
    const { createExecutionContext, createScheduledController, waitOnExecutionContext } = await import('cloudflare:test');
    const monday = await upcoming(1);
    await book(monday, 14, 0, await hold(monday, 14));
    setClock(new Date(Date.parse(slotBody(monday, 14).startISO) - 24 * 3_600_000));
    try {
      const first = await SELF.fetch('http://verse.test/api/dev/scheduled', { method: 'POST' });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ reminders: 1 });
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), env as Bindings, ctx);
      await waitOnExecutionContext(ctx);
      expect(await (await SELF.fetch('http://verse.test/api/dev/scheduled', { method: 'POST' })).json()).toEqual({ reminders: 0 });
      const kinds = (await env.DB.prepare("SELECT kind FROM outbox WHERE kind LIKE 'consultation_reminder%'").all<{ kind: string }>()).results;
      expect(kinds).toEqual([{ kind: 'consultation_reminder_24h' }]);
    } finally {
      setClock(null);
    }
  });
});
