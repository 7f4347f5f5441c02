// A teacher's writes are bounded: every signed-in change is rate-limited per teacher, each kind of
// record has a quota with a sentence that says what to do, and a class's size is counted in the
// same statement that adds to it.
import { env } from 'cloudflare:test';
import { afterEach, expect, it } from 'vitest';
import { CLASS_MAX_STUDENTS, TEACHER_QUOTAS } from '../../../contract/teacher';
import { setClock } from '../time/clock';
import { TEACHER_WRITES } from './shared';
import { call, json, teacher } from './testing';

afterEach(() => setClock(null));

const activity = { title: 'Short a', template: 'anagram', content: { kind: 'words', words: ['cat', 'hat'] } };

it('a teacher’s changes are limited per window; reads go on and the next window writes again', { timeout: 60_000 }, async () => {
  setClock(new Date('2031-07-01T10:00:00Z'));
  const t = await teacher();
  await json(await call(t.cookie, 'POST', '/teacher/activities', activity), 201);
  // As many changes as the window holds have been made (as a script's flood would have).
  await env.DB.prepare('UPDATE lead_rate_limits SET hits = ? WHERE bucket = ? AND client = ?').bind(TEACHER_WRITES.perTeacher, 'teacher_write', t.id).run();
  const refused = await call(t.cookie, 'POST', '/teacher/classes', { name: 'Room 9' });
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ error: 'That is a lot of changes at once. Please wait a few minutes and try again; nothing you saved is lost.' });
  expect(refused.headers.get('Retry-After')).toBe('600');
  expect((await json(await call(t.cookie, 'GET', '/teacher/activities'), 200)).activities).toHaveLength(1);
  expect((await json(await call(t.cookie, 'GET', '/teacher/classes'), 200)).classes).toHaveLength(0);
  setClock(new Date('2031-07-01T10:10:00Z'));
  await json(await call(t.cookie, 'POST', '/teacher/classes', { name: 'Room 9' }), 201);
});

it('quotas of activities, classes and assignments refuse the one too many with a clear sentence', { timeout: 60_000 }, async () => {
  const t = await teacher();
  const { activity: first } = await json(await call(t.cookie, 'POST', '/teacher/activities', activity), 201);
  const { class: klass } = await json(await call(t.cookie, 'POST', '/teacher/classes', { name: 'Room 1' }), 201);
  // Fill each up to its quota directly, as a school year of work would.
  const fill = async (table: string, count: number, row: (i: number) => unknown[], columns: string) => {
    const statements = Array.from({ length: count }, (_, i) => env.DB.prepare(`INSERT INTO ${table} (${columns}) VALUES (${columns.split(',').map(() => '?').join(', ')})`).bind(...row(i)));
    for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
  };
  const at = '2031-01-01T00:00:00.000Z';
  await fill('teacher_activities', TEACHER_QUOTAS.activities - 1, (i) => [`a-${t.id}-${i}`, t.id, `A ${i}`, 'anagram', JSON.stringify(activity.content), '{}', at, at], 'id, teacher_id, title, template, content, settings, created_at, updated_at');
  await fill('teacher_classes', TEACHER_QUOTAS.classes - 1, (i) => [`c-${t.id}-${i}`, t.id, `C ${i}`, `J${String(i).padStart(3, '0')}${t.id.slice(0, 4)}`, at], 'id, teacher_id, name, join_code, created_at');
  await fill('teacher_assignments', TEACHER_QUOTAS.assignments, (i) => [`s-${t.id}-${i}`, t.id, first.id, klass.id, `S${String(i).padStart(3, '0')}${t.id.slice(0, 4)}`, 'every', at], 'id, teacher_id, activity_id, class_id, code, attempt_rule, created_at');
  const activities = await call(t.cookie, 'POST', '/teacher/activities', activity);
  expect(activities.status).toBe(409);
  expect(await activities.json()).toMatchObject({ error: `You have ${TEACHER_QUOTAS.activities} activities, the most an account keeps. Delete some you no longer use to make new ones.` });
  await json(await call(t.cookie, 'POST', `/teacher/activities/${first.id}/duplicate`), 409);
  expect(await json(await call(t.cookie, 'POST', '/teacher/classes', { name: 'One more' }), 409)).toMatchObject({ error: `You have ${TEACHER_QUOTAS.classes} classes, the most an account keeps. Delete one you no longer teach to make a new one.` });
  expect(await json(await call(t.cookie, 'POST', '/teacher/assignments', { activityId: first.id, classId: klass.id }), 409)).toMatchObject({ error: `You have ${TEACHER_QUOTAS.assignments} assignments, the most an account keeps. Delete old ones to assign more.` });
  // Every list shows all a teacher keeps: none is cut short.
  expect((await json(await call(t.cookie, 'GET', '/teacher/activities'), 200)).activities).toHaveLength(TEACHER_QUOTAS.activities);
  expect((await json(await call(t.cookie, 'GET', '/teacher/classes'), 200)).classes).toHaveLength(TEACHER_QUOTAS.classes);
  expect((await json(await call(t.cookie, 'GET', '/teacher/assignments'), 200)).assignments).toHaveLength(TEACHER_QUOTAS.assignments);
});

it('two additions to a class at once cannot take it past its size', { timeout: 60_000 }, async () => {
  const t = await teacher();
  const { class: klass } = await json(await call(t.cookie, 'POST', '/teacher/classes', { name: 'Room 2' }), 201);
  const names = (prefix: string) => Array.from({ length: 40 }, (_, i) => `${prefix}${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
  const [one, two] = await Promise.all([
    call(t.cookie, 'POST', `/teacher/classes/${klass.id}/students`, { names: names('Al') }),
    call(t.cookie, 'POST', `/teacher/classes/${klass.id}/students`, { names: names('Bo') }),
  ]);
  expect([one.status, two.status].sort()).toEqual([201, 400]);
  const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM teacher_students WHERE class_id = ?').bind(klass.id).first<number>('n');
  expect(count).toBe(40);
  expect(count).toBeLessThanOrEqual(CLASS_MAX_STUDENTS);
});
