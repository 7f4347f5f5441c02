// `npm start`'s demo teacher: signs in with the published password and finds a filled report.
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { DEMO_TEACHER, demoTeacherSql } from '../../../scripts/demo-teacher';
import { call, json } from './testing';

it('the demo teacher has a class of six, an assignment, and a report with results', { timeout: 30_000 }, async () => {
  const sql = await demoTeacherSql(new Date('2031-06-01T12:00:00Z'));
  await env.DB.exec(sql);
  await env.DB.exec(sql); // a second start adds nothing twice
  const login = await call(undefined, 'POST', '/auth/login', { ...DEMO_TEACHER, recaptchaToken: 'local:login' });
  const { user } = await json(login.clone(), 200);
  expect(user).toMatchObject({ role: 'teacher', displayName: expect.stringContaining('(demo)') });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const report = await json(await call(cookie, 'GET', '/teacher/assignments/demo-assignment-1/report'), 200);
  expect(report.assignment).toMatchObject({ played: 5, students: 6, attemptRule: 'best' });
  expect(report.students.filter((s: { played: boolean }) => !s.played).map((s: { name: string }) => s.name)).toEqual(['Finn']);
  expect(report.items.slice(0, 2)).toEqual([{ prompt: 'chest', right: 3, asked: 5 }, { prompt: 'whip', right: 3, asked: 5 }]);
  expect((await json(await call(undefined, 'GET', '/play/DEM0AS1G'), 200)).assignment.students).toHaveLength(6);
});
