import { useCallback, useRef } from 'react';
import type { ExistingBooking } from '../../contract/schemas';
import { longDate, slotTimeText } from './dates';
import type { DuplicateChoice } from './useConfirm';

type DuplicateNoticeProps = {
  /** The visitor's own upcoming bookings under the typed address, soonest first. */
  existing: ExistingBooking[];
  /** The address has later upcoming bookings than those listed. */
  more: boolean;
  /** The time being booked, in words: 'Tuesday, November 24 at 10:00 AM MT'. */
  newWhen: string;
  /** The visitor's time zone: times read as the rest of the panel shows them. */
  zone: string;
  sending: boolean;
  /** A live hold and the details: the choices can book. */
  canChoose: boolean;
  onChoose: (choice: DuplicateChoice) => void;
};

/** "Monday, November 23 at 9:00 AM MT (11:00 AM your time)". */
const whenOf = (booking: ExistingBooking, zone: string) => `${longDate(booking.dateISO)} at ${slotTimeText(booking.startISO, zone)}`;

/**
 * Before Confirm books a second call for an address: names the call (or calls) already booked and
 * asks to keep both, or to keep only the new time, which moves the earlier call there by its
 * manage link's rules (one call, one calendar event, the old time freed). A call too close to move
 * online leaves "Keep both" and says why. Takes focus when it appears, so a keyboard or
 * screen-reader user hears the question before anything else.
 */
export function DuplicateNotice({ existing, more, newWhen, zone, sending, canChoose, onChoose }: DuplicateNoticeProps) {
  // Once, when the heading is in the page: the commit that draws the notice moves focus to it.
  const focused = useRef(false);
  const title = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || focused.current) return;
    focused.current = true;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const movable = existing.find((booking) => booking.canMove);
  const several = existing.length > 1;

  return (
    <section className="existing" aria-labelledby="existing-title" aria-describedby="existing-text">
      <h4 ref={title} id="existing-title" tabIndex={-1}>
        {more ? `You already have more than ${existing.length} consultations booked` : several ? `You already have ${existing.length} consultations booked` : 'You already have a consultation booked'}
      </h4>
      <div id="existing-text">
        {several ? (
          <ul className="existing-list">
            {existing.map((booking) => (
              <li key={booking.manageToken}>{whenOf(booking, zone)}</li>
            ))}
          </ul>
        ) : (
          <p>
            Your call on <strong>{whenOf(existing[0]!, zone)}</strong> is still booked.
          </p>
        )}
        {more && <p>Only your soonest {existing.length} consultations are listed; later ones are in My consultations.</p>}
        <p>
          Keep both calls, or keep only the new time, <strong>{newWhen}</strong>?
        </p>
      </div>
      {movable ? (
        <p className="muted" id="existing-move">
          Keeping only the new time moves your call on {whenOf(movable, zone)} to it; the link in its email stays the same.
        </p>
      ) : (
        <p className="muted" id="existing-move">
          {several ? 'These calls are' : 'That call is'} less than {existing[0]!.cutoffHours} hours away, so {several ? 'they' : 'it'} can no longer be moved
          online. To change {several ? 'one' : 'it'}, use the link in its confirmation email.
        </p>
      )}
      {sending && (
        <p className="existing-sending" role="status">
          <span className="spinner" aria-hidden="true" /> Scheduling...
        </p>
      )}
      <div className="existing-choices">
        {movable && (
          <button
            type="button"
            className="confirm"
            disabled={!canChoose || sending}
            aria-describedby="existing-move"
            onClick={() => onChoose({ keep: 'new', replacing: movable.manageToken })}
          >
            Keep only the new time
          </button>
        )}
        <button type="button" className={movable ? 'secondary' : 'confirm'} disabled={!canChoose || sending} onClick={() => onChoose({ keep: 'both' })}>
          Keep both calls
        </button>
      </div>
    </section>
  );
}
