// What every part of the teacher workspace's API shares: the guard of a signed-in teacher, the
// answers of a record not found, and the codes a share, a class or an assignment is opened by.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireRole, type SignedInEnv } from '../auth/guard';
import { apiError } from '../http/errors';
import { requireSameOrigin } from '../http/same-origin';
import * as store from '../store/teacher';
import { newCode } from './logic';

export const NOT_FOUND = {
  activity: 'There is no such activity.',
  class: 'There is no such class.',
  student: 'There is no such student.',
  assignment: 'There is no such assignment.',
  result: 'There is no such result.',
} as const;

const DISABLED = 'This teacher account is disabled. Please contact VERSE support.';
export const FIX_FIELDS = 'Please correct the highlighted fields.';

/** A signed-in teacher whose account staff have not disabled, as `c.get('user')`; changes from this site only. */
export const teacherGuard = [
  requireSameOrigin,
  requireRole('teacher'),
  createMiddleware<SignedInEnv>(async function notDisabled(c, next) {
    const teacher = await store.teacherById(c.env.DB, c.get('user').id);
    if (!teacher || teacher.disabled_at) return apiError(c, 403, DISABLED);
    await next();
  }),
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
