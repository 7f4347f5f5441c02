import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { contactForms } from './contact';
import { intakeForms } from './intake';

/** The lead calls of api.md, mounted at /api. */
export const leadRoutes = new Hono<AppEnv>().route('/', intakeForms).route('/', contactForms);
