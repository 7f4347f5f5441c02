import { RouteTable } from '../http/route';
import { holdNotFound } from './errors';
import { slotLocksOf } from './slot-locks';

// No bot token: letting go of a hold only gives a slot back, and the unguessable lockId is the
// proof of owning it. The body may come from a page being left (keepalive fetch, sendBeacon).
export const releaseSlot = new RouteTable('/api').serve('POST /api/releaseSlot', async function releaseSlot(c) {
  if (!(await slotLocksOf(c.env).release(c.get('body').lockId))) throw holdNotFound();
  return { released: true as const };
});
