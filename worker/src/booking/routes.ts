import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { availability } from './availability';
import { bookConsultation } from './book';
import { existingBookings } from './existing';
import { holdSlot } from './hold';
import { consultationInvite } from './invite';
import { releaseSlot } from './release';

/** The booking calls of api.md, mounted at /api. */
export const bookingRoutes = new Hono<AppEnv>()
  .route('/', availability)
  .route('/', holdSlot)
  .route('/', releaseSlot)
  .route('/', existingBookings)
  .route('/', bookConsultation)
  .route('/', consultationInvite);
