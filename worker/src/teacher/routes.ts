// The teacher workspace's API (contract/teacher.ts): `/api/teacher/*` for a signed-in teacher,
// whose every record is found by its id AND the teacher's id (another teacher's id answers 404,
// so ids are never confirmed), and `/api/play/:code`, `/api/join/:code` for students (play.ts).
import { Hono } from 'hono';
import type { SignedInEnv } from '../auth/guard';
import type { AppEnv } from '../env';
import { accountRoutes, registerRoutes } from './account';
import { activityRoutes } from './activities';
import { assignmentRoutes } from './assignments';
import { classRoutes } from './classes';
import { teacherGuard } from './shared';

export { playRoutes } from './play';

/** `/api/teacher/*`: signing up, then everything behind the teacher's guard. */
export const teacherRoutes = new Hono<AppEnv>()
  .route('/', registerRoutes)
  .route(
    '/',
    new Hono<SignedInEnv>()
      .use(...teacherGuard)
      .route('/', accountRoutes)
      .route('/', activityRoutes)
      .route('/', classRoutes)
      .route('/', assignmentRoutes),
  );
