import { Hono } from 'hono';
import type { SignedInEnv } from '../auth/guard';

/** Staff availability editor: weekly hours, slot length, notice, horizon, closed dates. Mounted behind the admin guard. */
export const availabilityAdminRoutes = new Hono<SignedInEnv>().get('/', (c) => c.json({}));
