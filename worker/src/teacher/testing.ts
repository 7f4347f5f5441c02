// Helpers for the teacher workspace's tests: a signed-in teacher, calls as the site's page makes
// them, and a teacher's whole set of records (an activity, a class of three, an assignment, a result).
import { env, SELF } from 'cloudflare:test';
import { ORIGIN, signedInAs } from '../admin/testing';

let clients = 0;

/** A call of /api with that cookie from the site's own origin, JSON in and out, from its own client address. */
export function call(cookie: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const all: Record<string, string> = { Origin: ORIGIN, 'CF-Connecting-IP': `203.0.113.${++clients % 250}`, ...headers };
  if (cookie) all.Cookie = cookie;
  if (body !== undefined) all['Content-Type'] = 'application/json';
  return SELF.fetch(`${ORIGIN}/api${path}`, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function json<T = Record<string, any>>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export const teacher = () => signedInAs('teacher');

/** Opens the confirmation link of the newest email to `email`, as the teacher does from their mailbox. */
export async function confirmAddress(email: string): Promise<Response> {
  const text = await env.DB.prepare("SELECT text_body FROM outbox WHERE to_address = ? AND text_body LIKE '%/verify-email/%' ORDER BY created_at DESC, rowid DESC LIMIT 1").bind(email).first<string>('text_body');
  const token = /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was emailed to ${email}`);
  return call(undefined, 'POST', '/account/verify-email/confirm', { token });
}

/** A student's play token, as their tap on their name (and their secret picture, when given) gets it on the class's page. */
export async function playToken(code: string, studentId: string, picture?: string): Promise<string> {
  const { token } = await json<{ token: string }>(await call(undefined, 'POST', `/play/${code}/sign-in`, { studentId, ...(picture ? { picture } : {}) }), 200);
  return token;
}

/** The headers of a student's result: its attempt's key and a fresh play token of theirs. */
export async function resultHeaders(code: string, studentId: string, key = `k-${crypto.randomUUID()}`): Promise<Record<string, string>> {
  return { 'Idempotency-Key': key, Authorization: `Bearer ${await playToken(code, studentId)}` };
}

/** One teacher's records: an anagram, a class of three, the anagram assigned to it, and one result. */
export async function workspace(cookie: string) {
  const { activity } = await json(await call(cookie, 'POST', '/teacher/activities', { title: 'Digraph words', template: 'anagram', content: { kind: 'words', words: ['ship', 'chop', 'thin'] } }), 201);
  const { class: klass } = await json(await call(cookie, 'POST', '/teacher/classes', { name: 'Room 4' }), 201);
  const { class: full } = await json(await call(cookie, 'POST', `/teacher/classes/${klass.id}/students`, { names: ['Ava', 'Ben T.', 'Cleo'] }), 201);
  const { assignment } = await json(await call(cookie, 'POST', '/teacher/assignments', { activityId: activity.id, classId: klass.id, attemptRule: 'best' }), 201);
  const students = full.students as Array<{ id: string; name: string; picture: string }>;
  const ava = students.find((s) => s.name === 'Ava')!;
  await json(
    await call(
      undefined,
      'POST',
      `/play/${assignment.code}/results`,
      { studentId: ava.id, score: 2, max: 3, durationMs: 40_000, items: [{ prompt: 'ship', answer: 'ship', right: true }, { prompt: 'chop', answer: 'chpo', right: false }, { prompt: 'thin', answer: 'thin', right: true }] },
      { 'Idempotency-Key': `attempt-${crypto.randomUUID()}`, Authorization: `Bearer ${await playToken(assignment.code, ava.id)}` },
    ),
    201,
  );
  return { activity, klass, students, assignment, ava };
}
