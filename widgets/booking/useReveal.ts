import { useEffect, useRef } from 'react';
import { FOCUS_FORM_MS, SCROLL_TO_FORM_MS } from './logic';

const motion = (): ScrollBehavior =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Brings what the visitor needs next into view. The contact form appears with the first chosen
 * time: 2.5 s later it scrolls into view, 2 s after that its first field takes focus, unless the
 * visitor has moved focus on by then (a keyboard user is never yanked back). Neither step leaves
 * the focused control out of sight. On a phone the times sit below the calendar: they
 * scroll into view once a day is picked.
 */
export function useReveal(root: ShadowRoot | undefined, date: string | null, formShown: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const times = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!formShown) return;
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
          // The field that now has focus is never left out of sight.
          input.scrollIntoView?.({ behavior: motion(), block: 'nearest' });
        }
      }, FOCUS_FORM_MS);
    }, SCROLL_TO_FORM_MS);
    return () => {
      clearTimeout(scrollTimer);
      clearTimeout(focusTimer);
    };
  }, [formShown, root]);

  useEffect(() => {
    const section = times.current;
    if (date && section && section.getBoundingClientRect().top > innerHeight - 120) section.scrollIntoView?.({ behavior: motion(), block: 'start' });
  }, [date]);

  return { form, firstInput, times };
}
