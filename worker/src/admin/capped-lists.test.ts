// The staff area's lists the API caps say so: one row past the cap answers `more: true` (and the
// cap's rows), at the cap `more: false`, so no screen silently shows fewer rows than there are.
import { env } from 'cloudflare:test';
import { beforeEach, expect, it } from 'vitest';
import { contactMessage } from '../../test/leads';
import { RECORD_HISTORY_LISTED } from '../store/audit';
import { DELETION_REQUESTS_LISTED } from '../store/deletion-requests';
import { PAST_SHOWN } from './bookings';
import { DELETION_LOG_LISTED } from './deletion';
import { FAILED_SHOWN } from './lti';
import { adminCall, resetAdminState, signedInAs, submit } from './testing';

/** The `i`th minute of 2020-01-01 (UTC): old enough to be past, one apart so their order is known. */
const minute = (i: number) => new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString();

/** Rows `from` … `from + count - 1` of `table`, in one statement: `columns` of each are `values(i)`. */
async function insertMany(table: string, columns: string[], count: number, from: number, values: (i: number) => unknown[]) {
  const rows = Array.from({ length: count }, (_, k) => values(from + k));
  await env.DB.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.map((_, c) => `r.value ->> '$[${c}]'`).join(', ')} FROM json_each(?) r`,
  )
    .bind(JSON.stringify(rows))
    .run();
}

/**
 * A capped list at its cap and one row past it: `fill(count, from)` adds rows `from`… of the
 * list's kind; at the cap the list holds them all and says no more, past it the cap's rows and
 * `more`. Answers the list past the cap, for what is left out.
 */
async function atAndPastCap<T>(cap: number, fill: (count: number, from: number) => Promise<void>, path: string, rows: keyof T, more: keyof T): Promise<T> {
  const list = async () => {
    const response = await adminCall(cookie, 'GET', path);
    expect(response.status).toBe(200);
    return response.json<T>();
  };
  await fill(cap, 0);
  const full = await list();
  expect([(full[rows] as unknown[]).length, full[more]]).toEqual([cap, false]);
  await fill(1, cap);
  const over = await list();
  expect([(over[rows] as unknown[]).length, over[more]]).toEqual([cap, true]);
  return over;
}

let cookie: string;
beforeEach(async () => {
  await resetAdminState();
  await env.DB.batch(['deletion_requests', 'lti_scores'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  ({ cookie } = await signedInAs('admin'));
});

const AUDIT = ['at', 'actor_id', 'actor_email', 'action', 'subject', 'detail'];

it('the deletion log past its newest entries says more; at its cap it does not', async () => {
  const deletion = (i: number) => [minute(i), 'actor', 'staff@example.com', 'deletion.erase', null, JSON.stringify({ emailHash: `hash-${i}`, records: { booking: 1 } })];
  // Other actions are not deletions, and never count towards the log's cap.
  await insertMany('admin_audit', AUDIT, 5, 100, (i) => [minute(i), 'actor', 'staff@example.com', 'lead.update', null, '{}']);
  type Log = { deletions: { at: string; emailHash: string }[]; more: boolean };
  const over = await atAndPastCap<Log>(DELETION_LOG_LISTED, (count, from) => insertMany('admin_audit', AUDIT, count, from, deletion), '/deletion/log', 'deletions', 'more');
  // The newest first: the oldest is the one left out.
  expect(over.deletions[0]!.emailHash).toBe(`hash-${DELETION_LOG_LISTED}`);
  expect(over.deletions.map((d) => d.emailHash)).not.toContain('hash-0');
});

it('confirmed deletion requests past the oldest listed say more, and the next comes in once one is handled', async () => {
  const request = (i: number) => [`request-${i}`, `family${i}@example.com`, `token-hash-${i}`, 'member', minute(i), minute(i)];
  const columns = ['id', 'email', 'token_hash', 'via', 'requested_at', 'confirmed_at'];
  // Asked for but not confirmed: not a task yet.
  await env.DB.prepare("INSERT INTO deletion_requests (id, email, token_hash, via, requested_at) VALUES ('unconfirmed', 'later@example.com', 'token-hash-x', 'manage', ?)").bind(minute(1000)).run();
  type Requests = { requests: { id: string; email: string }[]; more: boolean };
  const over = await atAndPastCap<Requests>(DELETION_REQUESTS_LISTED, (count, from) => insertMany('deletion_requests', columns, count, from, request), '/deletion/requests', 'requests', 'more');
  // The oldest first: the newest request waits.
  expect(over.requests[0]!.id).toBe('request-0');
  expect(over.requests.map((r) => r.id)).not.toContain(`request-${DELETION_REQUESTS_LISTED}`);
  // Deleting the oldest family's data handles their request: the waiting one comes into the list.
  const erased = await adminCall(cookie, 'POST', '/deletion', { email: 'family0@example.com', confirmEmail: 'family0@example.com' });
  expect(erased.status).toBe(200);
  const after = await (await adminCall(cookie, 'GET', '/deletion/requests')).json<Requests>();
  expect(after.more).toBe(false);
  expect(after.requests.at(-1)!.id).toBe(`request-${DELETION_REQUESTS_LISTED}`);
});

it('past bookings beyond the newest listed say more; upcoming ones are all listed and never count', async () => {
  const booking = (i: number) => [`past-${i}`, 'confirmed', minute(i).slice(0, 10), minute(i), minute(i + 1), '12:00 AM - 12:30 AM', 'Sam Lee', '(801) 555-0100', `sam${i}@example.com`, minute(i)];
  const columns = ['id', 'status', 'date_iso', 'start_iso', 'end_iso', 'label', 'parent_name', 'phone', 'email', 'created_at'];
  // Cancelled ones are left out of the list and of its count.
  await insertMany('bookings', columns, 3, 5000, (i) => [`cancelled-${i}`, 'cancelled', minute(i).slice(0, 10), minute(i), minute(i + 1), null, 'Sam Lee', '(801) 555-0100', 'sam@example.com', minute(i)]);
  type Bookings = { upcoming: unknown[]; past: { id: string }[]; morePast: boolean };
  const over = await atAndPastCap<Bookings>(PAST_SHOWN, (count, from) => insertMany('bookings', columns, count, from, booking), '/bookings', 'past', 'morePast');
  // The newest first: the oldest is the one left out.
  expect(over.past[0]!.id).toBe(`past-${PAST_SHOWN}`);
  expect(over.past.map((b) => b.id)).not.toContain('past-0');
});

it('failed LTI scores past the newest listed say more; sent and waiting scores never count', async () => {
  const score = (status: string) => (i: number) => [`score-${i}`, `session-${i}`, 'attempt-1', 'platform-1', 'https://lms.example/lineitem', 'learner', 7, 10, minute(i), status, 3, minute(i), 'Platform answered 500', minute(i)];
  const columns = ['id', 'session_id', 'attempt', 'platform_id', 'lineitem_url', 'user_sub', 'score_given', 'score_maximum', 'timestamp', 'status', 'attempts', 'next_attempt_at', 'last_error', 'created_at'];
  await insertMany('lti_scores', columns, 3, 1000, score('sent'));
  await insertMany('lti_scores', columns, 3, 2000, score('pending'));
  type Platforms = { failedScores: { id: string }[]; moreFailedScores: boolean };
  const over = await atAndPastCap<Platforms>(FAILED_SHOWN, (count, from) => insertMany('lti_scores', columns, count, from, score('failed')), '/lti/platforms', 'failedScores', 'moreFailedScores');
  // The newest first: the oldest is the one left out.
  expect(over.failedScores[0]!.id).toBe(`score-${FAILED_SHOWN}`);
  expect(over.failedScores.map((s) => s.id)).not.toContain('score-0');
});

it('a lead’s history past its newest changes says more, and keeps the newest', async () => {
  const sent = await submit('contactForms', contactMessage, '203.0.113.90');
  expect(sent.status).toBeLessThan(300);
  const { id } = await sent.json<{ id: string }>();
  const change = (i: number) => [minute(i), 'actor', 'staff@example.com', 'lead.update', id, JSON.stringify({ changes: { priority: { from: 'medium', to: 'high' } }, noteAdded: false, step: i })];
  type Detail = { history: { at: string; detail: { step: number } }[]; moreHistory: boolean };
  const over = await atAndPastCap<Detail>(RECORD_HISTORY_LISTED, (count, from) => insertMany('admin_audit', AUDIT, count, from, change), `/leads/${id}`, 'history', 'moreHistory');
  // Oldest first, as a history reads, from the newest changes: the very first is the one left out.
  expect(over.history.map((h) => h.detail.step)).toEqual(Array.from({ length: RECORD_HISTORY_LISTED }, (_, k) => k + 1));
});
