// A teacher reaches only their own activities, classes, students and results: every teacher route
// of the route table that takes an id, called by another teacher with the first one's ids, answers
// 404 (never 403, so no id is confirmed) and changes nothing.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../contract/routes';
import { call, json, teacher, workspace } from './testing';

let owner: Awaited<ReturnType<typeof teacher>>;
let other: Awaited<ReturnType<typeof teacher>>;
let mine: Awaited<ReturnType<typeof workspace>>;
let theirs: Awaited<ReturnType<typeof workspace>>;
let mineResult: string;

beforeAll(async () => {
  owner = await teacher();
  other = await teacher();
  mine = await workspace(owner.cookie);
  theirs = await workspace(other.cookie);
  mineResult = (await json(await call(owner.cookie, 'GET', `/teacher/assignments/${mine.assignment.id}/report`), 200)).attempts[0].id;
});

/** A body each route accepts, so only the ownership check can refuse it. */
const bodies: Record<string, () => unknown> = {
  'PUT /api/teacher/activities/:id': () => ({ title: 'Taken', template: 'anagram', content: { kind: 'words', words: ['cat'] } }),
  'POST /api/teacher/activities/:id/template': () => ({ template: 'whack-a-mole' }),
  'PATCH /api/teacher/classes/:id': () => ({ name: 'Taken' }),
  'POST /api/teacher/classes/:id/students': () => ({ names: ['Zed'] }),
  'PATCH /api/teacher/classes/:id/students/:studentId': () => ({ name: 'Zed' }),
};

const ownerRoutes = Object.keys(ROUTES).filter((key) => key.includes('/api/teacher/') && key.includes(':'));

describe('another teacher’s ids', () => {
  it('cover every teacher route that takes an id', () => {
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(17);
  });

  it.each(ownerRoutes)('%s answers 404 and changes nothing', async (key) => {
    const [method, path] = key.split(' ') as [string, string];
    const url = path
      .replace('/api', '')
      .replace('/activities/:id', `/activities/${mine.activity.id}`)
      .replace('/classes/:id', `/classes/${mine.klass.id}`)
      .replace(':studentId', mine.ava.id)
      .replace(':resultId', mineResult)
      .replace('/students/:id', `/students/${mine.ava.id}`)
      .replace('/assignments/:id', `/assignments/${mine.assignment.id}`);
    expect(url).not.toContain(':');
    const response = await call(other.cookie, method, url, bodies[key]?.());
    expect(response.status, await response.clone().text()).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/^There is no such/);
    // The owner still has it all, unchanged.
    const { activity } = await json(await call(owner.cookie, 'GET', `/teacher/activities/${mine.activity.id}`), 200);
    expect(activity).toMatchObject({ title: 'Digraph words', template: 'anagram' });
    const { class: klass } = await json(await call(owner.cookie, 'GET', `/teacher/classes/${mine.klass.id}`), 200);
    expect(klass.name).toBe('Room 4');
    expect(klass.students.map((s: { name: string }) => s.name)).toEqual(['Ava', 'Ben T.', 'Cleo']);
    const { students } = await json(await call(owner.cookie, 'GET', `/teacher/assignments/${mine.assignment.id}/report`), 200);
    expect(students.find((s: { id: string }) => s.id === mine.ava.id).attempts).toBe(1);
  });

  it('cannot assign another teacher’s activity or class, nor move a student into their class', async () => {
    await json(await call(other.cookie, 'POST', '/teacher/assignments', { activityId: mine.activity.id, classId: theirs.klass.id }), 404);
    await json(await call(other.cookie, 'POST', '/teacher/assignments', { activityId: theirs.activity.id, classId: mine.klass.id }), 404);
    await json(await call(other.cookie, 'PATCH', `/teacher/classes/${theirs.klass.id}/students/${theirs.ava.id}`, { classId: mine.klass.id }), 404);
    const row = await env.DB.prepare('SELECT class_id FROM teacher_students WHERE id = ?').bind(theirs.ava.id).first<{ class_id: string }>();
    expect(row!.class_id).toBe(theirs.klass.id);
  });

  it('lists only one’s own records', async () => {
    const lists = await Promise.all(['/teacher/activities', '/teacher/classes', '/teacher/assignments'].map(async (path) => JSON.stringify(await json(await call(other.cookie, 'GET', path), 200))));
    for (const text of lists) {
      for (const id of [mine.activity.id, mine.klass.id, mine.assignment.id]) expect(text).not.toContain(id);
    }
    expect(lists[0]).toContain(theirs.activity.id);
  });

  it('a member, or no one signed in, is kept out of the workspace', async () => {
    await json(await call(undefined, 'GET', '/teacher/activities'), 401);
    const { signedInAs } = await import('../admin/testing');
    const member = await signedInAs('member');
    await json(await call(member.cookie, 'GET', `/teacher/activities/${mine.activity.id}`), 403);
  });

  it('routes of the table are all here', () => {
    // The table drives the worker's validation and typed clients: a teacher route under another prefix would escape this test.
    const teacherish = Object.keys(ROUTES).filter((key) => /teacher/.test(key));
    expect(teacherish.every((key) => key.includes('/api/teacher/') || key.includes('/api/admin/teachers'))).toBe(true);
  });
});
