import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { callRoute } from '../runtime/api';
import { botToken } from '../runtime/botcheck';
import type { Slot } from './dates';
import { secondsLeft, type HoldState } from './hold';
import { BOT_ACTION, type BookingAction } from './logic';
import { MESSAGES } from './messages';

type HoldOptions = {
  api: string;
  hold: HoldState;
  dispatch: Dispatch<BookingAction>;
  /** The countdown reached zero. */
  onExpired?: () => void;
  /** The server refused the hold: the day's open times have changed. */
  onRefused: (day: string) => void;
};

export type HoldControls = {
  /** Chooses a time and asks the server to hold it, giving back any earlier hold. */
  pick(slot: Slot, day: string): Promise<void>;
  /** Gives back a live hold and forgets any hold still being asked for (another day was chosen). */
  drop(): void;
  /** The hold was used by a booking, or the server says it is gone: nothing to give back. */
  forget(): void;
};

/**
 * The hold on the chosen time: the request, the countdown (ticking every second, read from the
 * clock so it never drifts) and its release. A hold never outlives the panel or the page: a new
 * pick gives the old one back, and so do unmount (the dialog closed) and pagehide, as a keepalive
 * text/plain request that a partner's page sends without a CORS preflight.
 */
function useHold({ api, hold, dispatch, onExpired, onRefused }: HoldOptions): HoldControls {
  /** The live hold's id, kept outside state: cleanup on unmount and pagehide reads it after the last render. */
  const lock = useRef<string | null>(null);
  /** Bumped whenever a pending hold request stops mattering; its answer is then given back. */
  const request = useRef(0);
  const latest = useRef({ api, onExpired });
  latest.current = { api, onExpired };

  const release = (lockId: string, leavingPage = false) => {
    void callRoute('POST /api/releaseSlot', { body: { lockId } }, { base: latest.current.api, beacon: leavingPage });
  };

  function drop() {
    request.current++;
    if (lock.current) release(lock.current);
    lock.current = null;
  }

  async function pick(slot: Slot, day: string) {
    drop();
    const mine = request.current;
    dispatch({ type: 'timeChosen', slot });
    let recaptchaToken: string;
    try {
      recaptchaToken = await botToken(api, BOT_ACTION);
    } catch {
      if (mine === request.current) dispatch({ type: 'holdFailed', error: MESSAGES.botCheckFailed });
      return;
    }
    const result = await callRoute('POST /api/holdSlot', { body: { startISO: slot.start, endISO: slot.end, label: slot.label, dateISO: day, recaptchaToken } }, { base: api });
    const lockId = result.ok && typeof result.data?.lockId === 'string' ? result.data.lockId : null;
    if (mine !== request.current) {
      // The visitor moved on while this hold was being granted: give it straight back.
      if (lockId) release(lockId);
      return;
    }
    if (!lockId) {
      dispatch({ type: 'holdFailed', error: result.ok ? undefined : result.error });
      onRefused(day);
      return;
    }
    lock.current = lockId;
    dispatch({ type: 'holdGranted', lockId, expiresInSeconds: result.ok ? result.data?.expiresInSeconds : undefined, now: Date.now() });
  }

  function forget() {
    request.current++;
    lock.current = null;
  }

  const deadline = hold.status === 'held' ? hold.deadline : null;
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(tick, (deadline - Date.now()) % 1000 || 1000);
    };
    const tick = () => {
      const now = Date.now();
      if (secondsLeft(deadline, now) > 0) {
        dispatch({ type: 'tick', now });
        schedule();
        return;
      }
      lock.current = null;
      dispatch({ type: 'holdExpired' });
      latest.current.onExpired?.();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline, dispatch]);

  useEffect(() => {
    const onPageHide = () => {
      if (!lock.current) return;
      release(lock.current, true);
      lock.current = null;
      dispatch({ type: 'holdReleased' });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      request.current++;
      if (lock.current) release(lock.current, true);
      lock.current = null;
    };
  }, [dispatch]);

  return { pick, drop, forget };
}

/**
 * Keeps the hold for a panel that loads this part later (later.ts): runs `useHold` and hands its
 * controls to the panel through `controls`. Renders nothing.
 */
export function HoldKeeper({ controls, ...options }: HoldOptions & { controls: RefObject<HoldControls | null> }) {
  controls.current = useHold(options);
  return null;
}
