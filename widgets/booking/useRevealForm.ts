import { useEffect, useRef } from 'react';
import { FOCUS_FORM_MS, SCROLL_TO_FORM_MS } from './form';
import { motion } from './useReveal';

// Its own module, so that it loads with the details step (later.ts), not with the calendar.

/**
 * Brings the contact form into view, for the details step to call when it appears with the first
 * chosen time: 2.5 s later the form scrolls into view, 2 s after that its first field takes focus,
 * unless the visitor has moved focus on by then (a keyboard user is never yanked back). Neither
 * step leaves the focused control out of sight.
 */
export function useRevealForm(root: ShadowRoot | undefined) {
  const form = useRef<HTMLFormElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const focusedAtStart = root?.activeElement ?? null;
    let focusTimer: ReturnType<typeof setTimeout> | undefined;
    const scrollTimer = setTimeout(() => {
      // A control reached by keyboard stays where it is: the scroll would carry it out of view
      // (the form then comes into view with its first field's focus, or by Tab).
      if (!root?.activeElement?.matches?.('.slot:focus-visible')) form.current?.scrollIntoView?.({ behavior: motion(), block: 'nearest' });
      focusTimer = setTimeout(() => {
        const focusedNow = root?.activeElement ?? null;
        const input = firstInput.current;
        if (input && (focusedNow === focusedAtStart || focusedNow === null)) {
          input.focus({ preventScroll: true });
          // The field that now has focus is never left out of sight, not even for the frames a
          // smooth scroll would take: it comes into view at once, with its focus.
          input.scrollIntoView?.({ behavior: 'auto', block: 'nearest' });
        }
      }, FOCUS_FORM_MS);
    }, SCROLL_TO_FORM_MS);
    return () => {
      clearTimeout(scrollTimer);
      clearTimeout(focusTimer);
    };
  }, [root]);

  return { form, firstInput };
}
