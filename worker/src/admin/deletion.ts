import { Hono } from 'hono';
import type { SignedInEnv } from './guard';

export const deletionAdminRoutes = new Hono<SignedInEnv>();
