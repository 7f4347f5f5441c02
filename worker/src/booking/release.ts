import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { readBeaconJson, validate } from '../http/body';
import { holdNotFound } from './errors';
import { releaseSlotBody } from './fields';
import { slotLocksOf } from './slot-locks';

// No bot token: letting go of a hold only gives a slot back, and the unguessable lockId is the
// proof of owning it. The body may come from a page being left (keepalive fetch, sendBeacon).
export const releaseSlot = new Hono<AppEnv>().post(
  '/releaseSlot',
  readBeaconJson,
  validate(releaseSlotBody),
  async function releaseSlot(c) {
    if (!(await slotLocksOf(c.env).release(c.get('body').lockId))) throw holdNotFound();
    return c.json({ released: true });
  },
);
