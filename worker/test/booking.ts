// Helpers for the booking tests: requests as the widget sends them, upcoming open dates from the
// run's clock (TEST_NOW, the worker's now()), and a clean slate between tests (storage is shared
// within a test file).
import { createExecutionContext, env, runInDurableObject, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { slotLocksOf } from '../src/booking/slot-locks';
import type { Bindings } from '../src/env';
import { now } from '../src/time/clock';
import worker from '../src/index';
import { addDays, daysBetween, weekday, zonedDate, zonedToUtc } from '../../contract/time';

export const TOKEN = 'local:consultation_booking';
export const BOT_CHECK_FAILED = 'reCAPTCHA verification failed. Please try again.';
export const SLOT_TAKEN = 'This time is no longer available. Please pick another slot.';
const ZONE = 'America/Denver';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
type PostOptions = { ip?: string; contentType?: string | null; keepalive?: boolean; send?: Transport };

const throughSelf: Transport = (url, init) => SELF.fetch(url, init);

/**
 * Calls the worker's fetch handler in this isolate, skipping the SELF loopback: SELF gets slower
 * with every request a test file makes (cloudflare/workers-sdk#15446), which thousands of racing
 * requests cannot afford. Same app, same D1 and Durable Object bindings. `done` waits for the
 * handler's waitUntil work.
 */
export function throughHandler(): { send: Transport; done: () => Promise<void> } {
  const ctx = createExecutionContext();
  return {
    send: (url, init) => Promise.resolve(worker.fetch(new Request(url, init), env as Bindings, ctx)),
    done: () => waitOnExecutionContext(ctx),
  };
}

/** POST to /api/<call>; a string body is sent as it is (for malformed JSON). */
export function post(call: string, body: unknown, { ip = '203.0.113.1', contentType = 'application/json', keepalive, send = throughSelf }: PostOptions = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': ip };
  if (contentType) headers['Content-Type'] = contentType;
  return send(`http://verse.test/api/${call}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(keepalive ? { keepalive } : {}),
  });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function rowCount(table: 'bookings' | 'outbox', where = '1 = 1'): Promise<number> {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).first<{ n: number }>())!.n;
}

export async function resetBookingState(): Promise<void> {
  await env.DB.batch(['bookings', 'outbox', 'lead_rate_limits'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  await runInDurableObject(slotLocksOf(env), async (instance, state) => {
    state.storage.sql.exec('DELETE FROM holds');
    await state.storage.deleteAlarm();
    // Bookings were deleted in D1 directly: the slot locks' copy of them must be read again.
    instance.rereadD1();
  });
}

/**
 * After a change made in D1 directly (settings, closed dates, a booking's status): the slot locks
 * read their copy of D1 again, as they do on their own within `D1_COPY_MAX_AGE_MS`.
 */
export async function changedInD1(): Promise<void> {
  await runInDurableObject(slotLocksOf(env), (instance) => instance.rereadD1());
}

/** Today's calendar date in MT, by the run's clock. */
export const todayMT = () => zonedDate(now(), ZONE);

/** The first open date on `day` of the week (1 = Monday) at least `minDaysAhead` days from today. */
export async function upcoming(day: number, minDaysAhead = 3): Promise<string> {
  const closed = new Set((await env.DB.prepare('SELECT date FROM closed_dates').all<{ date: string }>()).results.map((r) => r.date));
  const today = todayMT();
  let date = addDays(today, minDaysAhead);
  while (weekday(date) !== day || closed.has(date) || daysBetween(today, date) < minDaysAhead) date = addDays(date, 1);
  return date;
}

/**
 * The open Monday, Tuesday and Wednesday of one week, in that order: the first Monday at least
 * `minDaysAhead` days from today, then the first open Tuesday and Wednesday after it. On a Saturday
 * the first Tuesday three days ahead comes before the first such Monday; a test that moves a Monday
 * call to "Tuesday" means the Tuesday after it.
 */
export async function upcomingWeek(minDaysAhead = 3): Promise<{ monday: string; tuesday: string; wednesday: string }> {
  const monday = await upcoming(1, minDaysAhead);
  const tuesday = await upcoming(2, daysBetween(todayMT(), monday) + 1);
  const wednesday = await upcoming(3, daysBetween(todayMT(), tuesday) + 1);
  return { monday, tuesday, wednesday };
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** The hold body for the slot at hh:mm MT on `date`, as the widget would send it. */
export function slotBody(date: string, hour: number, minute = 0) {
  const start = zonedToUtc(date, hour * 60 + minute, ZONE);
  const end = new Date(start.getTime() + 30 * 60_000);
  return {
    startISO: start.toISOString(),
    endISO: end.toISOString(),
    label: `${clock(hour * 60 + minute)} - ${clock(hour * 60 + minute + 30)}`,
    dateISO: date,
    recaptchaToken: TOKEN,
  };
}

export const parent = {
  parentName: 'Jordan Rivera',
  phone: '(801) 555-0142',
  email: 'jordan.rivera@example.com',
  notes: 'Reading is hard for my son; he is 8.',
};

export async function hold(date: string, hour: number, minute = 0, options?: PostOptions): Promise<string> {
  const response = await post('holdSlot', slotBody(date, hour, minute), options);
  if (response.status !== 200) throw new Error(`hold failed: ${response.status} ${await response.text()}`);
  return (await json<{ lockId: string }>(response)).lockId;
}

export function book(date: string, hour: number, minute: number, lockId?: string, extra: Record<string, unknown> = {}, options?: PostOptions) {
  return post('bookConsultation', { ...parent, ...slotBody(date, hour, minute), ...(lockId ? { lockId } : {}), ...extra }, options);
}
