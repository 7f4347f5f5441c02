import type { ComponentType, ComponentProps, RefObject } from 'react';
import { longDate, type Slot } from './dates';
import type { SlotList } from './SlotList';

type TimesProps = {
  date: string | null;
  slots: Slot[];
  chosen: Slot | null;
  loading: boolean;
  error: string | null;
  speech: string;
  /** The visitor's time zone. */
  zone: string;
  sectionRef: RefObject<HTMLElement | null>;
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** The time buttons, which load with the visitor's first interaction with the panel (later.ts). */
  List: ComponentType<ComponentProps<typeof SlotList>> | undefined;
  onPick: (slot: Slot) => void;
};

/**
 * The chosen day's section: its title, its open times (SlotList), and the live regions that
 * report a refused time and the hold, which are on the page before anything is said in them.
 */
export function Times({ date, slots, chosen, loading, error, speech, zone, sectionRef, titleRef, List, onPick }: TimesProps) {
  return (
    <section ref={sectionRef} className="times" aria-labelledby="times-title">
      <h3 id="times-title" ref={titleRef} tabIndex={-1}>
        {date ? longDate(date) : 'Choose a day'}
      </h3>
      {!date ? (
        <p className="muted">Pick a highlighted day in the calendar to see its open times.</p>
      ) : slots.length === 0 || !List ? (
        <p className="muted">{loading || slots.length ? 'Loading times…' : 'No open times left on this day. Please choose another day.'}</p>
      ) : (
        <List date={date} slots={slots} chosen={chosen} zone={zone} onPick={onPick} />
      )}
      <div role="alert" className="slot-error">
        {error}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {speech}
      </p>
    </section>
  );
}
