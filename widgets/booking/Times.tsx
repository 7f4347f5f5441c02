import type { RefObject } from 'react';
import { MESSAGES, countdownText, longDate, slotTimeText, timeText, visitorTimeText, type HoldState, type Slot } from './logic';

type TimesProps = {
  date: string | null;
  slots: Slot[];
  chosen: Slot | null;
  hold: HoldState;
  loading: boolean;
  error: string | null;
  speech: string;
  /** The visitor's time zone. */
  zone: string;
  sectionRef: RefObject<HTMLElement | null>;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onPick: (slot: Slot) => void;
};

/** The chosen day's open times as toggle buttons, and the hold on the chosen one. */
export function Times({ date, slots, chosen, hold, loading, error, speech, zone, sectionRef, titleRef, onPick }: TimesProps) {
  return (
    <section ref={sectionRef} className="times" aria-labelledby="times-title">
      <h3 id="times-title" ref={titleRef} tabIndex={-1}>
        {date ? longDate(date) : 'Choose a day'}
      </h3>
      {!date ? (
        <p className="muted">Pick a highlighted day in the calendar to see its open times.</p>
      ) : slots.length === 0 ? (
        <p className="muted">{loading ? 'Loading times…' : 'No open times left on this day. Please choose another day.'}</p>
      ) : (
        <ul className="slots" aria-label={`Open times on ${longDate(date)}`}>
          {slots.map((slot) => {
            const isChosen = slot.start === chosen?.start;
            const theirs = visitorTimeText(slot.start, zone);
            return (
              <li key={slot.start}>
                <button
                  type="button"
                  className={isChosen ? 'slot chosen' : 'slot'}
                  aria-pressed={isChosen ? 'true' : 'false'}
                  aria-label={slotTimeText(slot.start, zone)}
                  onClick={() => onPick(slot)}
                >
                  <span className="slot-time">{timeText(slot.start)}</span>
                  {theirs && <span className="slot-local">{theirs} your time</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div role="alert" className="slot-error">
        {error}
      </div>
      {chosen && hold.status !== 'none' && (
        <div className={hold.status === 'ended' ? 'hold expired' : 'hold'}>
          {hold.status === 'requesting' ? (
            <>
              <span className="spinner" aria-hidden="true" /> Holding this time for you…
            </>
          ) : hold.status === 'held' ? (
            <>
              <ClockIcon />
              <span className="countdown">{countdownText(hold.seconds)}</span>
            </>
          ) : (
            <span>{MESSAGES.holdEnded}</span>
          )}
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {speech}
      </p>
    </section>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
