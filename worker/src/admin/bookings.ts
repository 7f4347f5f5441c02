import { Hono } from 'hono';
import type { SignedInEnv } from '../auth/guard';

/** Staff bookings: list, confirm, cancel, reschedule. Mounted behind the admin guard. */
export const bookingAdminRoutes = new Hono<SignedInEnv>().get('/', (c) => c.json({ bookings: [] }));
