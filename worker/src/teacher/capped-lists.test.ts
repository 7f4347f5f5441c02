// Lists the API caps say so: one row past the cap answers `more: true` (and the cap's rows), at
// the cap `more: false`, so no screen silently shows fewer rows than there are.
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { signedInAs } from '../admin/testing';
import { REPORT_RESULTS_LISTED } from '../store/report-totals';
import { CLASS_PAGE_ASSIGNMENTS, HISTORY_ATTEMPTS } from '../store/teacher-play';
import { totalsToMake } from '../store/totals-to-make';
import { call, json, teacher, workspace } from './testing';

/** Inserts `count` more results of Ava's in one statement, as a busy year of play would leave them (the report makes her totals again). */
async function moreResults(w: Awaited<ReturnType<typeof workspace>>, teacherId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: `r-${crypto.randomUUID()}`, at: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString() }));
  await env.DB.prepare(
    `INSERT INTO teacher_results (id, assignment_id, teacher_id, student_id, score, max, duration_ms, items, played_at, idempotency_key)
     SELECT r.value ->> '$.id', ?1, ?2, ?3, 1, 3, 1000, '[]', r.value ->> '$.at', r.value ->> '$.id' FROM json_each(?4) r`,
  )
    .bind(w.assignment.id, teacherId, w.ava.id, JSON.stringify(rows))
    .run();
  await env.DB.prepare(totalsToMake('assignment_id = ?')).bind(w.assignment.id).run();
}

it('a student’s history past its cap says more; at its cap it does not', { timeout: 60_000 }, async () => {
  const t = await teacher();
  const w = await workspace(t.cookie);
  await moreResults(w, t.id, HISTORY_ATTEMPTS - 1);
  const full = await json(await call(t.cookie, 'GET', `/teacher/students/${w.ava.id}/history`), 200);
  expect(full.results).toHaveLength(HISTORY_ATTEMPTS);
  expect(full.more).toBe(false);
  await moreResults(w, t.id, 1);
  const over = await json(await call(t.cookie, 'GET', `/teacher/students/${w.ava.id}/history`), 200);
  expect(over.results).toHaveLength(HISTORY_ATTEMPTS);
  expect(over.more).toBe(true);
  // The newest first: the result played through the API today is listed.
  expect(over.results[0].playedAt > '2021').toBe(true);
  // The report counts every attempt, and lists the newest of them, saying older ones were left out of the list.
  const report = await json(await call(t.cookie, 'GET', `/teacher/assignments/${w.assignment.id}/report`), 200);
  expect(report.students.find((s: { name: string }) => s.name === 'Ava').attempts).toBe(HISTORY_ATTEMPTS + 1);
  expect(report.attempts).toHaveLength(REPORT_RESULTS_LISTED);
  expect(report.attempts[0].playedAt > '2021').toBe(true);
  expect(report.more).toBe(true);
});

it('a class page past its newest games says so, and still lists the newest', { timeout: 60_000 }, async () => {
  const t = await teacher();
  const w = await workspace(t.cookie);
  const first = await json(await call(undefined, 'GET', `/join/${w.klass.joinCode}`), 200);
  expect(first.class.assignments).toHaveLength(1);
  expect(first.class.moreAssignments).toBe(false);
  const at = (i: number) => new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString();
  await env.DB.batch(
    Array.from({ length: CLASS_PAGE_ASSIGNMENTS }, (_, i) =>
      env.DB.prepare('INSERT INTO teacher_assignments (id, teacher_id, activity_id, class_id, code, attempt_rule, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').bind(`s-${crypto.randomUUID()}`, t.id, w.activity.id, w.klass.id, `Q${crypto.randomUUID().slice(0, 7).toUpperCase()}`, 'every', at(i)),
    ),
  );
  const joined = await json(await call(undefined, 'GET', `/join/${w.klass.joinCode}`), 200);
  expect(joined.class.assignments).toHaveLength(CLASS_PAGE_ASSIGNMENTS);
  expect(joined.class.moreAssignments).toBe(true);
  expect(joined.class.assignments[0].code).toBe(w.assignment.code);
});

it('staff’s teachers and My consultations say nothing was left out when nothing was', { timeout: 60_000 }, async () => {
  const admin = await signedInAs('admin');
  expect((await json(await call(admin.cookie, 'GET', '/admin/teachers'), 200)).more).toBe(false);
  const member = await signedInAs('member');
  await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE id = ?').bind('2030-01-01T00:00:00Z', member.id).run();
  expect(await json(await call(member.cookie, 'GET', '/account/consultations'), 200)).toEqual({ verified: true, upcoming: [], past: [], more: false });
});
