// Spaced review for a class's student: the words they missed in the class's games come back in
// their later games (the play answer after their name's tap carries them), decodable at the game's
// lesson, at most a third of a round; deleting the class leaves none.
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewAttempts } from '../store/teacher-play';
import { setClock } from '../time/clock';
import { call, json, playToken, teacher } from './testing';

afterEach(() => setClock(null));

const MONDAY = new Date('2031-09-01T09:00:00Z');
const at = (days: number, hours = 0) => new Date(MONDAY.getTime() + (days * 24 + hours) * 3_600_000);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A class of two, and four anagrams assigned to it: mixed words, digraph words at lesson 15, three words and six. */
async function room(cookie: string) {
  const activity = async (title: string, words: string[], settings: Record<string, string> = {}) =>
    (await json(await call(cookie, 'POST', '/teacher/activities', { title, template: 'anagram', content: { kind: 'words', words }, settings }), 201)).activity as { id: string };
  const mixed = await activity('Mixed words', ['night', 'cake', 'dish', 'moth', 'bath', 'ship', 'fish', 'rich']);
  const digraphs = await activity('Digraphs', ['ship', 'shop', 'chip', 'chop', 'thin', 'that', 'whip', 'when', 'much'], { lesson: '15' });
  const short = await activity('Three words', ['cat', 'sat', 'mat']);
  const wide = await activity('Short a', ['cat', 'sat', 'mat', 'hat', 'bat', 'rat']);
  const { class: klass } = await json(await call(cookie, 'POST', '/teacher/classes', { name: 'Room 4' }), 201);
  const { class: full } = await json(await call(cookie, 'POST', `/teacher/classes/${klass.id}/students`, { names: ['Ava', 'Ben'] }), 201);
  const assign = async (activityId: string) => (await json(await call(cookie, 'POST', '/teacher/assignments', { activityId, classId: klass.id }), 201)).assignment as { code: string };
  const [ava, ben] = ['Ava', 'Ben'].map((name) => (full.students as { id: string; name: string }[]).find((s) => s.name === name)!);
  return { klass: klass as { id: string; joinCode: string }, ava: ava!, ben: ben!, mixed: await assign(mixed.id), digraphs: await assign(digraphs.id), short: await assign(short.id), wide: await assign(wide.id) };
}

/** A student's play of an assignment: these words missed, the others of `right` read right. */
async function played(code: string, studentId: string, missed: string[], right: string[] = []) {
  const items = [...missed.map((prompt) => ({ prompt, answer: 'not yet', right: false })), ...right.map((prompt) => ({ prompt, answer: prompt, right: true }))];
  const answer = await json(
    await call(undefined, 'POST', `/play/${code}/results`, { studentId, score: right.length, max: items.length, durationMs: 30_000, items }, { 'Idempotency-Key': `k-${crypto.randomUUID()}`, ...bearer(await playToken(code, studentId)) }),
    201,
  );
  return answer.next.token as string;
}

const reviewOf = async (code: string, token?: string) => (await json(await call(undefined, 'GET', `/play/${code}`, undefined, token ? bearer(token) : {}), 200)).review as string[] | undefined;

describe('a class’s student’s review words', { timeout: 30_000 }, () => {
  it('come back the next day in the class’s other games, decodable at the game’s lesson, at most a third of a round', async () => {
    setClock(MONDAY);
    const t = await teacher();
    const r = await room(t.cookie);
    await played(r.mixed.code, r.ava.id, ['night', 'cake', 'dish', 'moth', 'ship', 'Answer 7'], ['fish', 'rich']);
    // Not due yet the same day.
    expect(await reviewOf(r.digraphs.code, await playToken(r.klass.joinCode, r.ava.id))).toEqual([]);

    setClock(at(1));
    const token = await playToken(r.klass.joinCode, r.ava.id);
    // Lesson 15 has taught sh and th, not a_e (cake) nor igh (night); ship is in the round already.
    expect(await reviewOf(r.digraphs.code, token)).toEqual(['dish', 'moth']);
    // A game without a lesson takes any due word, a third of its round: one of three words.
    expect(await reviewOf(r.short.code, token)).toEqual(['cake']);
    // Reading spends nothing: the same token still sends a result.
    await json(await call(undefined, 'POST', `/play/${r.digraphs.code}/results`, { studentId: r.ava.id, score: 2, max: 2, durationMs: 9_000, items: [{ prompt: 'dish', answer: 'dish', right: true }, { prompt: 'moth', answer: 'moth', right: true }] }, { 'Idempotency-Key': `k-${crypto.randomUUID()}`, ...bearer(token) }), 201);
    // Read right once, they wait again; their classmate has none of their own.
    expect(await reviewOf(r.digraphs.code, await playToken(r.klass.joinCode, r.ava.id))).toEqual([]);
    expect(await reviewOf(r.digraphs.code, await playToken(r.klass.joinCode, r.ben.id))).toEqual([]);

    // Read right again the next day, they leave the review; missed again once it came back, cake waits 3 days.
    setClock(at(2));
    await played(r.digraphs.code, r.ava.id, [], ['dish', 'moth']);
    await played(r.mixed.code, r.ava.id, ['cake'], ['night', 'ship']);
    setClock(at(3));
    await played(r.mixed.code, r.ava.id, [], ['night', 'ship']);
    setClock(at(4));
    expect(await reviewOf(r.wide.code, await playToken(r.klass.joinCode, r.ava.id))).toEqual([]);
    setClock(at(5));
    expect(await reviewOf(r.wide.code, await playToken(r.klass.joinCode, r.ava.id))).toEqual(['cake']);
  });

  it('need the student’s own live play token of that class: nothing a request names is trusted', async () => {
    setClock(MONDAY);
    const t = await teacher();
    const r = await room(t.cookie);
    const spent = await playToken(r.mixed.code, r.ava.id);
    await json(await call(undefined, 'POST', `/play/${r.mixed.code}/results`, { studentId: r.ava.id, score: 0, max: 1, durationMs: 9_000, items: [{ prompt: 'dish', answer: 'dihs', right: false }] }, { 'Idempotency-Key': `k-${crypto.randomUUID()}`, ...bearer(spent) }), 201);
    setClock(at(1));
    expect(await reviewOf(r.short.code, await playToken(r.klass.joinCode, r.ava.id))).toEqual(['dish']);
    // No token, a made-up one, a spent one, one of another class: the game, and no review.
    expect(await reviewOf(r.short.code)).toBeUndefined();
    expect(await reviewOf(r.short.code, 'x'.repeat(43))).toBeUndefined();
    expect(await reviewOf(r.short.code, spent)).toBeUndefined();
    const other = await room((await teacher()).cookie);
    expect(await reviewOf(r.short.code, await playToken(other.klass.joinCode, other.ava.id))).toBeUndefined();
    // Past the sitting, the token reads nothing either.
    const token = await playToken(r.klass.joinCode, r.ava.id);
    setClock(at(1, 3));
    expect(await reviewOf(r.short.code, token)).toBeUndefined();
  });

  it('reads a bounded number of the student’s newest attempts, in that class only', async () => {
    setClock(MONDAY);
    const t = await teacher();
    const r = await room(t.cookie);
    await played(r.mixed.code, r.ava.id, ['dish']);
    setClock(at(0, 1));
    await played(r.mixed.code, r.ava.id, ['moth']);
    expect((await reviewAttempts(env.DB, r.ava.id, r.klass.id)).map((a) => JSON.parse(a.items)[0].prompt)).toEqual(['moth', 'dish']);
    expect(await reviewAttempts(env.DB, r.ava.id, r.klass.id, 1)).toHaveLength(1);
    // Moved to another class, the student starts that class's review afresh.
    const { class: other } = await json(await call(t.cookie, 'POST', '/teacher/classes', { name: 'Room 5' }), 201);
    await json(await call(t.cookie, 'PATCH', `/teacher/classes/${r.klass.id}/students/${r.ava.id}`, { classId: other.id }), 200);
    expect(await reviewAttempts(env.DB, r.ava.id, other.id)).toEqual([]);
  });

  it('go with the student and the class: deleting either leaves no review data', async () => {
    setClock(MONDAY);
    const t = await teacher();
    const r = await room(t.cookie);
    await played(r.mixed.code, r.ava.id, ['dish', 'moth']);
    await played(r.mixed.code, r.ben.id, ['cake']);
    expect(await reviewAttempts(env.DB, r.ava.id, r.klass.id)).toHaveLength(1);
    // A student deleted from the class takes theirs.
    await json(await call(t.cookie, 'DELETE', `/teacher/classes/${r.klass.id}/students/${r.ben.id}`), 200);
    expect(await reviewAttempts(env.DB, r.ben.id, r.klass.id)).toEqual([]);
    expect(await reviewAttempts(env.DB, r.ava.id, r.klass.id)).toHaveLength(1);
    await json(await call(t.cookie, 'DELETE', `/teacher/classes/${r.klass.id}`), 200);
    for (const student of [r.ava, r.ben]) expect(await reviewAttempts(env.DB, student.id, r.klass.id)).toEqual([]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_results WHERE student_id IN (?, ?)').bind(r.ava.id, r.ben.id).first('n')).toBe(0);
  });
});
