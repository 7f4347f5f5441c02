import { Hono } from 'hono';
import type { SignedInEnv } from './guard';

export const outboxAdminRoutes = new Hono<SignedInEnv>();
