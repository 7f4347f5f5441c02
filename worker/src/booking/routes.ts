import { Hono } from 'hono';
import type { AppEnv } from '../env';
export const bookingRoutes = new Hono<AppEnv>();
