import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { readJson, validate } from '../http/body';
import { requireHuman } from '../http/bot-check';
import { confirmedStartsBetween, startsOf } from '../store/bookings';
import { loadCalendarWith } from '../store/settings';
import { now } from '../time/clock';
import { addDays, daysBetween } from '../time/zone';
import { calendarDate } from './fields';
import { openDays } from './schedule';
import { slotLocksOf } from './slot-locks';

/** The widget asks for a 42-day month grid; a little more than two such grids is the most. */
export const MAX_RANGE_DAYS = 62;

const availabilityRange = z
  .object({ startDateISO: calendarDate, endDateISO: calendarDate })
  .superRefine(({ startDateISO, endDateISO }, ctx) => {
    const days = daysBetween(startDateISO, endDateISO) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDateISO'], message: 'The end date must not be before the start date.' });
    else if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['endDateISO'], message: `Ask for at most ${MAX_RANGE_DAYS} days at a time.` });
  });

export const availability = new Hono<AppEnv>().post(
  '/getAvailabilityV2',
  readJson,
  requireHuman('consultation_booking'),
  validate(availabilityRange),
  async function getAvailability(c) {
    const { startDateISO, endDateISO } = c.get('body');
    // A day wider on each side than any zone's offset: the bounds need no settings, so bookings
    // come with the settings version in one D1 round trip while the holds are asked at the same
    // time (slots outside the range are never offered, whatever is taken there).
    const from = `${addDays(startDateISO, -1)}T00:00:00.000Z`;
    const to = `${addDays(endDateISO, 2)}T00:00:00.000Z`;
    const [{ calendar, results: [booked] }, held] = await Promise.all([
      loadCalendarWith(c.env.DB, [confirmedStartsBetween(c.env.DB, from, to)]),
      slotLocksOf(c.env).liveHolds(from, to),
    ]);
    const taken = new Set([...startsOf(booked!), ...held]);
    return c.json({ availability: openDays(calendar, startDateISO, endDateISO, now(), taken) });
  },
);
