// What every part of the teacher workspace's API shares: the guard of a signed-in teacher, the
// answers of a record not found, and the codes a share, a class or an assignment is opened by.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireRole, type SignedInEnv } from '../auth/guard';
import { apiError } from '../http/errors';
import { requireSameOrigin } from '../http/same-origin';
import { takeHits } from '../store/rate-limits';
import * as store from '../store/teacher';
import { now } from '../time/clock';
import { TEACHER_QUOTAS } from '../../../contract/teacher';
import { newCode } from './logic';

export const NOT_FOUND = {
  activity: 'There is no such activity.',
  class: 'There is no such class.',
  student: 'There is no such student.',
  assignment: 'There is no such assignment.',
  result: 'There is no such result.',
} as const;

const DISABLED = 'This teacher account is disabled. Please contact VERSE support.';
export const UNVERIFIED = 'Please confirm your email address first: open the link we emailed you, or ask for a new one on the Teacher Portal.';

/** What an account whose address is not confirmed yet may do: see itself, and delete itself (a mistyped address). */
const BEFORE_VERIFIED = new Set(['GET /me', 'POST /me/delete']);
export const FIX_FIELDS = 'Please correct the highlighted fields.';

/** What a teacher is told when a quota is reached: what, how many, and what to do. */
export const QUOTA_REACHED = {
  activities: `You have ${TEACHER_QUOTAS.activities} activities, the most an account keeps. Delete some you no longer use to make new ones.`,
  classes: `You have ${TEACHER_QUOTAS.classes} classes, the most an account keeps. Delete one you no longer teach to make a new one.`,
  assignments: `You have ${TEACHER_QUOTAS.assignments} assignments, the most an account keeps. Delete old ones to assign more.`,
} as const;


/** Writes per teacher per window: a busy lesson's worth, never a script's. */
export const TEACHER_WRITES = { windowSeconds: 600, perTeacher: 200 } as const;

/** Counts a signed-in teacher's change (every method but GET); a 429 with Retry-After past the limit. Reads are not counted. */
const limitWrites = createMiddleware<SignedInEnv>(async function limitWrites(c, next) {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const seconds = Math.floor(now().getTime() / 1000);
  const windowStart = seconds - (seconds % TEACHER_WRITES.windowSeconds);
  const allowed = await takeHits(c.env.DB, [{ bucket: 'teacher_write', client: c.get('user').id, limit: TEACHER_WRITES.perTeacher }], windowStart, seconds - 86_400);
  if (!allowed) {
    c.header('Retry-After', String(windowStart + TEACHER_WRITES.windowSeconds - seconds));
    return apiError(c, 429, 'That is a lot of changes at once. Please wait a few minutes and try again; nothing you saved is lost.');
  }
  await next();
});

/** A signed-in teacher whose account staff have not disabled and whose address is confirmed, as `c.get('user')`; changes from this site only. */
export const teacherGuard = [
  requireSameOrigin,
  requireRole('teacher'),
  createMiddleware<SignedInEnv>(async function notDisabled(c, next) {
    const teacher = await store.teacherById(c.env.DB, c.get('user').id);
    if (!teacher || teacher.disabled_at) return apiError(c, 403, DISABLED);
    // Until the owner of the address opens the emailed link, anyone could have typed it: no workspace yet.
    if (!teacher.email_verified_at && !BEFORE_VERIFIED.has(`${c.req.method} ${c.req.path.replace(/^\/api\/teacher/, '')}`)) return apiError(c, 403, UNVERIFIED);
    await next();
  }),
  limitWrites,
] as const;

/** Any handler's context behind teacherGuard, whatever body it validated. */
export type TeacherContext = Pick<Context<SignedInEnv>, 'env' | 'json'> & { get(key: 'user'): SignedInEnv['Variables']['user'] };
export const teacherId = (c: TeacherContext) => c.get('user').id;

/** Runs `insert` with a fresh code, trying again on the rare code already taken. */
export async function withNewCode<T>(insert: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(newCode());
    } catch (error) {
      if (attempt >= 4 || !/UNIQUE/i.test(String(error))) throw error;
    }
  }
}
