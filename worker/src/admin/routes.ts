import { RouteTable } from '../http/route';
import { countUsersByRole } from '../store/users';
import { availabilityAdminRoutes } from './availability';
import { bookingAdminRoutes } from './bookings';
import { deletionAdminRoutes } from './deletion';
import { exportAdminRoutes } from './export';
import { adminGuard, type SignedInEnv } from './guard';
import { followUpAdminRoutes, leadAdminRoutes } from './leads';
import { ltiAdminRoutes } from './lti';
import { outboxAdminRoutes } from './outbox';
import { staffAdminRoutes } from './staff';
import { teacherAdminRoutes } from '../teacher/admin';

/**
 * The admin area's API, `/api/admin/*`: every call passes `adminGuard` (admins only, same origin
 * for changes) before any sub-router, and every change is written to `admin_audit` (`audit`).
 */
export const adminRoutes = new RouteTable<SignedInEnv>('/api/admin');
adminRoutes.use(...adminGuard);
adminRoutes
  .serve('GET /api/admin/summary', async (c) => ({ users: await countUsersByRole(c.env.DB) }))
  .route('/leads', leadAdminRoutes)
  .route('/follow-ups', followUpAdminRoutes)
  .route('/deletion', deletionAdminRoutes)
  .route('/outbox', outboxAdminRoutes)
  .route('/staff', staffAdminRoutes)
  .route('/bookings', bookingAdminRoutes)
  .route('/availability', availabilityAdminRoutes)
  .route('/export', exportAdminRoutes)
  .route('/lti', ltiAdminRoutes)
  .route('/teachers', teacherAdminRoutes);
