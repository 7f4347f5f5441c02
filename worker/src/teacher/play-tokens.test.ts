// Results no one can forge: a result needs the play token a student gets by tapping their name on
// their class's page (and their secret picture, where the teacher turns the picture password on);
// the token lets one result in, for that student and class, for a sitting; the score is bounded by
// the activity; the teacher sees each result and can remove one. A share code plays anonymously
// and never writes into a class's results.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../time/clock';
import { call, json, playToken, teacher, workspace } from './testing';

afterEach(() => setClock(null));

const key = () => `k-${crypto.randomUUID()}`;
const result = (studentId: string, score = 3) => ({ studentId, score, max: 3, durationMs: 20_000, items: [{ prompt: 'ship', answer: 'ship', right: true }] });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const resultsOf = async (assignmentId: string) => (await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_results WHERE assignment_id = ?').bind(assignmentId).first<number>('n'))!;

describe('a result needs the student’s play token', { timeout: 30_000 }, () => {
  it('a malformed body, a field too long or an unknown code is refused with a sentence, nothing stored and the token unspent', async () => {
    const w = await workspace((await teacher()).cookie);
    const before = await resultsOf(w.assignment.id);
    const token = await playToken(w.assignment.code, w.ava.id);
    const send = (code: string, body: unknown) => call(undefined, 'POST', `/play/${code}/results`, body, { 'Idempotency-Key': key(), ...bearer(token) });
    const malformed = await json(await send(w.assignment.code, { studentId: w.ava.id, score: 'three' }), 400);
    expect(Object.keys(malformed.fields)).toEqual(expect.arrayContaining(['score', 'max', 'durationMs', 'items']));
    const long = await json(await send(w.assignment.code, { ...result(w.ava.id), items: [{ prompt: 'p'.repeat(201), answer: 'x', right: false }] }), 400);
    expect(Object.keys(long.fields)).toEqual(['items.0.prompt']);
    expect((await json(await send('NOTACODE', result(w.ava.id)), 404)).error).toBe('There is no activity at this address. Please check the code.');
    expect(await resultsOf(w.assignment.id)).toBe(before);
    await json(await send(w.assignment.code, result(w.ava.id)), 201);
  });

  it('without one, or with a made-up one, nothing is stored', async () => {
    const w = await workspace((await teacher()).cookie);
    const before = await resultsOf(w.assignment.id);
    const bare = await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(w.ava.id), { 'Idempotency-Key': key() });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: 'Please tap your name again.' });
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(w.ava.id), { 'Idempotency-Key': key(), ...bearer('x'.repeat(43)) }), 401);
    expect(await resultsOf(w.assignment.id)).toBe(before);
  });

  it('lets one result in, once: the same token again is refused, the answer’s next token goes on', async () => {
    const w = await workspace((await teacher()).cookie);
    const token = await playToken(w.assignment.code, w.ava.id);
    const first = await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(w.ava.id), { 'Idempotency-Key': key(), ...bearer(token) }), 201);
    expect(first).toMatchObject({ recorded: true, duplicate: false, next: { token: expect.any(String), expiresAt: expect.any(String) } });
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(w.ava.id), { 'Idempotency-Key': key(), ...bearer(token) }), 401);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(w.ava.id), { 'Idempotency-Key': key(), ...bearer(first.next.token) }), 201);
    expect(await resultsOf(w.assignment.id)).toBe(3);
  });

  it('is for its own student and class, and for a sitting only', async () => {
    setClock(new Date('2031-09-01T09:00:00Z'));
    const w = await workspace((await teacher()).cookie);
    const ben = w.students.find((s) => s.name === 'Ben T.')!;
    // Ava's token does not post Ben's result.
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(ben.id), { 'Idempotency-Key': key(), ...bearer(await playToken(w.assignment.code, w.ava.id)) }), 401);
    // Nor does a token of another class post to this one.
    const o = await workspace((await teacher()).cookie);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(o.ava.id), { 'Idempotency-Key': key(), ...bearer(await playToken(o.assignment.code, o.ava.id)) }), 401);
    // The class's page (its join code) signs a student in for its assignments.
    const fromClassPage = await playToken(w.klass.joinCode, ben.id);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(ben.id), { 'Idempotency-Key': key(), ...bearer(fromClassPage) }), 201);
    // Two hours on, the sitting is over.
    const token = await playToken(w.assignment.code, w.ava.id);
    setClock(new Date('2031-09-01T11:00:01Z'));
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(w.ava.id), { 'Idempotency-Key': key(), ...bearer(token) }), 401);
    expect(await resultsOf(w.assignment.id)).toBe(2);
  });

  it('has a score bounded by the activity’s items', async () => {
    const w = await workspace((await teacher()).cookie); // an anagram of 3 words
    const refused = await call(undefined, 'POST', `/play/${w.assignment.code}/results`, { ...result(w.ava.id), score: 50, max: 50 }, { 'Idempotency-Key': key(), ...bearer(await playToken(w.assignment.code, w.ava.id)) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { max: 'This activity scores at most 3.' } });
    expect(await resultsOf(w.assignment.id)).toBe(1);
  });

  it('a share code plays with no one signed in and never writes into a class’s results', async () => {
    const t = await teacher();
    const w = await workspace(t.cookie);
    const { activity } = await json(await call(t.cookie, 'POST', `/teacher/activities/${w.activity.id}/share`), 200);
    await json(await call(undefined, 'GET', `/play/${activity.shareCode}`), 200);
    await json(await call(undefined, 'POST', `/play/${activity.shareCode}/sign-in`, { studentId: w.ava.id }), 404);
    const token = await playToken(w.assignment.code, w.ava.id);
    await json(await call(undefined, 'POST', `/play/${activity.shareCode}/results`, result(w.ava.id), { 'Idempotency-Key': key(), ...bearer(token) }), 404);
    expect(await resultsOf(w.assignment.id)).toBe(1);
  });
});

describe('the picture password', { timeout: 30_000 }, () => {
  it('once the teacher turns it on, a student signs in with their secret picture; wrong guesses slow one client down, not the class', async () => {
    const t = await teacher();
    const w = await workspace(t.cookie);
    const { class: klass } = await json(await call(t.cookie, 'PATCH', `/teacher/classes/${w.klass.id}`, { picturePassword: true }), 200);
    expect(klass.picturePassword).toBe(true);
    const secret = klass.students.find((s: { id: string }) => s.id === w.ava.id).secretPicture as string;
    expect(secret).not.toBe(w.ava.picture);
    expect((await json(await call(undefined, 'GET', `/play/${w.assignment.code}`), 200)).assignment.picturePassword).toBe(true);
    expect((await json(await call(undefined, 'GET', `/join/${w.klass.joinCode}`), 200)).class.picturePassword).toBe(true);
    // The play answer never names a secret picture.
    expect(JSON.stringify(await json(await call(undefined, 'GET', `/join/${w.klass.joinCode}`), 200))).not.toContain('secret');
    const signIn = (picture?: string, ip = '203.0.113.200') => call(undefined, 'POST', `/play/${w.assignment.code}/sign-in`, { studentId: w.ava.id, ...(picture ? { picture } : {}) }, { 'CF-Connecting-IP': ip });
    expect(await json(await signIn(), 400)).toMatchObject({ fields: { picture: 'Tap your secret picture.' } });
    const wrong = secret === 'fox' ? 'owl' : 'fox';
    for (let i = 0; i < 5; i++) expect(await json(await signIn(wrong), 400)).toMatchObject({ fields: { picture: 'That is not your secret picture. Try again.' } });
    // Past five wrong pictures, this client is told to wait whatever it taps: a right guess looks like a wrong one.
    expect((await signIn(wrong)).status).toBe(429);
    expect((await signIn(secret)).status).toBe(429);
    // The same child on another device of the class, with the right picture, goes on.
    const { token } = await json(await signIn(secret, '203.0.113.201'), 200);
    await json(await call(undefined, 'POST', `/play/${w.assignment.code}/results`, result(w.ava.id), { 'Idempotency-Key': key(), ...bearer(token) }), 201);
  });
});

describe('the teacher’s report', { timeout: 30_000 }, () => {
  it('shows each result as it came in, and the teacher can remove one', async () => {
    const t = await teacher();
    const w = await workspace(t.cookie);
    const report = await json(await call(t.cookie, 'GET', `/teacher/assignments/${w.assignment.id}/report`), 200);
    expect(report.attempts).toEqual([{ id: expect.any(String), studentId: w.ava.id, score: 2, max: 3, durationMs: 40_000, playedAt: expect.any(String) }]);
    expect(await json(await call(t.cookie, 'DELETE', `/teacher/assignments/${w.assignment.id}/results/${report.attempts[0].id}`), 200)).toEqual({ deleted: true });
    const after = await json(await call(t.cookie, 'GET', `/teacher/assignments/${w.assignment.id}/report`), 200);
    expect(after.attempts).toEqual([]);
    expect(after.assignment.played).toBe(0);
    expect(after.students.find((s: { id: string }) => s.id === w.ava.id)).toMatchObject({ played: false, attempts: 0 });
    await json(await call(t.cookie, 'DELETE', `/teacher/assignments/${w.assignment.id}/results/${report.attempts[0].id}`), 404);
  });
});
