import { Hono } from 'hono';
import type { SignedInEnv } from './guard';

export const leadAdminRoutes = new Hono<SignedInEnv>();

export const followUpAdminRoutes = new Hono<SignedInEnv>();
