import { Hono } from 'hono';
import { requireRole, type SignedInEnv } from '../auth/guard';
import { requireSameOrigin } from '../http/same-origin';
import { countUsersByRole } from '../store/users';

/** The admin area's API: admins only. Its content is a later issue; the summary proves the guard. */
export const adminRoutes = new Hono<SignedInEnv>()
  .use(requireSameOrigin, requireRole('admin'))
  .get('/summary', async (c) => c.json({ users: await countUsersByRole(c.env.DB) }));
