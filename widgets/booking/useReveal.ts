import { useEffect, useRef } from 'react';

export const motion = (): ScrollBehavior =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** On a phone the times sit below the calendar: they scroll into view once a day is picked. */
export function useRevealTimes(date: string | null) {
  const times = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = times.current;
    if (date && section && section.getBoundingClientRect().top > innerHeight - 120) section.scrollIntoView?.({ behavior: motion(), block: 'start' });
  }, [date]);
  return times;
}
