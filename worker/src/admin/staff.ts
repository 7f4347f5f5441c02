import { RouteTable } from '../http/route';
import { staffAccounts } from '../store/staff';
import type { SignedInEnv } from './guard';

/** The accounts a lead can be assigned to (admins and teachers). */
export const staffAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/staff').serve('GET /api/admin/staff', async (c) => ({ staff: await staffAccounts(c.env.DB) }));
