import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { callRoute } from '../runtime/api';
import { botToken } from '../runtime/botcheck';
import { gridRange, nextAvailableRange, toAvailability, type Availability } from './dates';
import { BOT_ACTION, type BookingAction } from './logic';

/** One availability request; null when it fails (a failure stays silent: the calendar just shows no times). */
async function fetchAvailability(api: string, startDateISO: string, endDateISO: string): Promise<Availability | null> {
  try {
    const recaptchaToken = await botToken(api, BOT_ACTION);
    const result = await callRoute('POST /api/getAvailabilityV2', { body: { startDateISO, endDateISO, recaptchaToken } }, { base: api });
    return result.ok ? toAvailability(result.data?.availability) : null;
  } catch {
    return null;
  }
}

/**
 * Loads the shown month's 42-day grid when the panel opens and whenever the month changes, and
 * today through today + 30 once for the next-available line. Returns `refreshDay`, which reloads
 * one day (after a failed hold or booking: what that day really has now).
 */
export function useAvailability(api: string, month: string, today: string, dispatch: Dispatch<BookingAction>): (day: string) => void {
  const gridRequest = useRef(0);

  useEffect(() => {
    const request = ++gridRequest.current;
    const { startDateISO: from, endDateISO: to } = gridRange(month);
    void fetchAvailability(api, from, to).then((availability) => {
      // Only the latest month's answer ends the loading state; an earlier month's is dropped.
      if (request === gridRequest.current) dispatch({ type: 'availabilityLoaded', from, to, availability, grid: true });
    });
  }, [api, month, dispatch]);

  useEffect(() => {
    const range = nextAvailableRange(today);
    void fetchAvailability(api, range.startDateISO, range.endDateISO).then((availability) => {
      if (availability) dispatch({ type: 'upcomingLoaded', availability, now: Date.now() });
    });
  }, [api, today, dispatch]);

  return useCallback(
    (day: string) => {
      void fetchAvailability(api, day, day).then((availability) => {
        if (availability) dispatch({ type: 'availabilityLoaded', from: day, to: day, availability });
      });
    },
    [api, dispatch],
  );
}
