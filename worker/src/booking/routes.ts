import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { availability } from './availability';
import { bookConsultation } from './book';
import { holdSlot } from './hold';
import { consultationInvite } from './invite';
import { releaseSlot } from './release';

/** The booking calls of api.md, mounted at /api. */
export const bookingRoutes = new Hono<AppEnv>()
  .route('/', availability)
  .route('/', holdSlot)
  .route('/', releaseSlot)
  .route('/', bookConsultation)
  .route('/', consultationInvite);
