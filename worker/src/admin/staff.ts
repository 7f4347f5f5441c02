import { Hono } from 'hono';
import { staffAccounts } from '../store/staff';
import type { SignedInEnv } from './guard';

/** The accounts a lead can be assigned to (admins and teachers). */
export const staffAdminRoutes = new Hono<SignedInEnv>().get('/', async (c) => c.json({ staff: await staffAccounts(c.env.DB) }));
