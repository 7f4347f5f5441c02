import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { readBeaconJson, readJson, validate } from '../http/body';
import { holdNotFound } from './errors';
import { slotLocksOf } from './slot-locks';
import { ROUTES } from '../../../contract/routes';

// No bot token: letting go of a hold only gives a slot back, and the unguessable lockId is the
// proof of owning it. The body may come from a page being left (keepalive fetch, sendBeacon).
const release = ROUTES['POST /api/releaseSlot'];

export const releaseSlot = new Hono<AppEnv>().post(
  '/releaseSlot',
  release.beacon ? readBeaconJson : readJson,
  validate(release.body),
  async function releaseSlot(c) {
    if (!(await slotLocksOf(c.env).release(c.get('body').lockId))) throw holdNotFound();
    return c.json({ released: true });
  },
);
