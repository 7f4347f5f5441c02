import { useEffect, useRef, type RefObject } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { setFlag, type SessionFlag } from './session-flags';

type LeadEventOptions<Detail> = {
  /** The element's event that reports a lead: `booked` (verse-booking) or `submitted` (the forms). */
  event: 'booked' | 'submitted';
  /** The session flag that lets the visitor see the thank-you page at `to`. */
  flag: SessionFlag;
  to: string;
  /**
   * Measures the lead. It runs at once (the element empties its fields after the event), and the
   * visitor goes on when it settles, so the thank-you page finds what it stored.
   */
  track?: (detail: Detail) => Promise<unknown>;
  /** Whether this lead goes on to the thank-you page (every one by default); if not, it is only tracked. */
  thanks?: (detail: Detail) => boolean;
};

/**
 * The host page's side of a lead: the elements only emit events; the page that carries one sets
 * the session flag of its thank-you page and navigates there.
 *
 * @example useLeadEvents(booking, { event: 'booked', flag: 'consultationConfirmed', to: '/thank-you/consultation' });
 */
export function useLeadEvents<Detail = unknown>(element: RefObject<HTMLElement | null>, options: LeadEventOptions<Detail>) {
  const latest = useRef(options);
  latest.current = options;
  const { event } = options;

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const onLead = (reported: Event) => {
      const { flag, to, track, thanks } = latest.current;
      const detail = (reported as CustomEvent<Detail>).detail;
      const tracked = track?.(detail) ?? Promise.resolve();
      if (thanks && !thanks(detail)) return;
      setFlag(flag);
      // Measurement never keeps a visitor from the thank-you page.
      void tracked.catch(() => undefined).then(() => navigate(to));
    };
    target.addEventListener(event, onLead);
    return () => target.removeEventListener(event, onLead);
  }, [element, event]);
}
