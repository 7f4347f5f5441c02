import { Hono } from 'hono';
import type { RouteAnswer } from '../../../contract/routes';
import { staffAccounts } from '../store/staff';
import type { SignedInEnv } from './guard';

/** The accounts a lead can be assigned to (admins and teachers). */
export const staffAdminRoutes = new Hono<SignedInEnv>().get('/', async (c) => c.json({ staff: await staffAccounts(c.env.DB) } satisfies RouteAnswer<'GET /api/admin/staff'>));
