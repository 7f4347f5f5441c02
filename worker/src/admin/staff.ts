import { Hono } from 'hono';
import type { SignedInEnv } from './guard';

export const staffAdminRoutes = new Hono<SignedInEnv>();
