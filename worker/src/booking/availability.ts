import { RouteTable } from '../http/route';
import { calendarAt, keptSettingsVersion, type BookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import { addDays } from '../../../contract/time';
import { firstStartWithNotice, lastBookableDate, openDays } from './schedule';
import { slotLocksOf } from './slot-locks';

/** An answer as sent: its JSON, and its gzip once a client that takes gzip asked for it. */
type Answer = { json: string; gzip: Promise<Uint8Array> | null };

/**
 * Answers already made, per calendar (that is, per settings version), keyed by everything else an
 * answer depends on: the range, the first slot far enough ahead, the last bookable date, and the
 * taken starts. A hold, a release or a booking changes the taken starts and so the key: nothing
 * here can be out of date.
 */
const answers = new WeakMap<BookingCalendar, Map<string, Answer>>();
const MAX_ANSWERS = 64;

function answerFor(calendar: BookingCalendar, fromDate: string, toDate: string, at: Date, taken: string[]): Answer {
  let made = answers.get(calendar);
  if (!made) answers.set(calendar, (made = new Map()));
  const key = [fromDate, toDate, firstStartWithNotice(calendar, fromDate, toDate, at), lastBookableDate(calendar, at), ...taken.sort()].join(' ');
  let answer = made.get(key);
  if (!answer) {
    if (made.size >= MAX_ANSWERS) made.clear();
    answer = { json: JSON.stringify({ availability: openDays(calendar, fromDate, toDate, at, new Set(taken)) }), gzip: null };
    made.set(key, answer);
  }
  return answer;
}

const gzip = async (text: string) => new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());

/**
 * A month grid is some 50 KB of very repetitive JSON, about 3 KB gzipped: sent gzipped to a client
 * that takes it (compressed once per answer), as Cloudflare's edge would compress it anyway.
 */
async function send(answer: Answer, acceptEncoding: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (!/\bgzip\b/i.test(acceptEncoding ?? '')) return new Response(answer.json, { headers });
  answer.gzip ??= gzip(answer.json);
  return new Response(await answer.gzip, { headers: { ...headers, 'Content-Encoding': 'gzip' }, encodeBody: 'manual' });
}

export const availability = new RouteTable('/api').serve('POST /api/getAvailabilityV2', async function getAvailability(c) {
  const { startDateISO, endDateISO } = c.get('body');
  // A day wider on each side than any zone's offset: the bounds need no settings. One call to
  // the slot locks gives the holds, the bookings and the settings version (with the settings
  // when this isolate has not parsed that version yet); slots outside the range are never
  // offered, whatever is taken there.
  const from = `${addDays(startDateISO, -1)}T00:00:00.000Z`;
  const to = `${addDays(endDateISO, 2)}T00:00:00.000Z`;
  const locks = slotLocksOf(c.env);
  let inputs = await locks.availabilityInputs(from, to, keptSettingsVersion());
  let calendar = calendarAt(inputs.version, inputs.snapshot);
  if (!calendar) {
    // Another request of this isolate moved the kept calendar on meanwhile: ask with the settings.
    inputs = await locks.availabilityInputs(from, to, null);
    calendar = calendarAt(inputs.version, inputs.snapshot)!;
  }
  return send(answerFor(calendar, startDateISO, endDateISO, now(), inputs.taken), c.req.header('Accept-Encoding'));
});
