import { useEffect, useRef, useState } from 'react';
import type { AdminBooking } from '../../../contract/admin-bookings';
import { adminApi, exportHref, problemText, useAdminData } from '../api';
import { bookingChange, SlotPicker } from './SlotPicker';
import { dateIn, dayText, viewerTime, viewerZone } from './time';
import './bookings.css';
import { ErrorNote } from '../ui';

type Booking = AdminBooking;

/** What is open on a card: nothing, the slot picker, or the cancel question. */
type Open = { id: string; what: 'confirm' | 'reschedule' | 'cancel' } | null;

const STATUS_TEXT = { confirmed: 'Confirmed', requested: 'Requested' } as const;
const OUTCOME_TEXT = { completed: 'Completed', no_show: 'No-show' } as const;

/** "Mon, Nov 23, 2026, 8:00 AM - 8:30 AM MT", or the preferred date of a request without a time. */
const mtText = (booking: Booking) => (booking.label ? `${dayText(booking.dateISO)}, ${booking.label} MT` : `${dayText(booking.dateISO)} (no time chosen)`);

/** Upcoming and past consultations; confirm a request into a slot, move or cancel a booking; CSV exports. */
export function BookingsPage() {
  const { data, error, loading, reload } = useAdminData('GET /api/admin/bookings');
  const [zone] = useState(viewerZone);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  // After a change the card may move or go: the outcome takes the focus, so it is heard and the
  // keyboard goes on from there.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
    reload();
  };

  const businessZone = data?.timeZone ?? 'America/Denver';
  const today = dateIn(new Date().toISOString(), businessZone);

  return (
    <section aria-labelledby="bookings-title" className="admin-bookings">
      <div className="admin-bookings-head">
        <h2 id="bookings-title">Bookings</h2>
        <div className="admin-bookings-exports">
          <a className="button small" href={exportHref('bookings.csv')} download>
            Download bookings (CSV)
          </a>
          <a className="button small" href={exportHref('leads.csv')} download>
            Download leads (CSV)
          </a>
        </div>
      </div>
      <p className="muted">
        Times are Mountain Time (MT){zone !== businessZone ? `, with your time (${zone}) beside them` : ''}.
      </p>
      <p ref={status} tabIndex={-1} role="status" className={done ? 'admin-done' : 'visually-hidden'}>
        {done}
      </p>
      <ErrorNote className="admin-problem">{error}</ErrorNote>
      {!data && loading && <p>Loading bookings…</p>}
      {data &&
        (['upcoming', 'past'] as const).map((when) => (
          <section key={when} aria-labelledby={`bookings-${when}`} className="booking-group">
            <h3 id={`bookings-${when}`}>
              {when === 'upcoming' ? 'Upcoming' : 'Past'} ({data[when].length})
            </h3>
            {when === 'past' && data.morePast && (
              <p className="muted">The newest {data.past.length} past consultations are listed; older ones are in the bookings download (CSV).</p>
            )}
            {data[when].length === 0 ? (
              <p className="muted">{when === 'upcoming' ? 'No upcoming consultations.' : 'No past consultations.'}</p>
            ) : (
              <ul className="booking-list">
                {data[when].map((booking) => (
                  <BookingCard
                    key={booking.id}
                    booking={booking}
                    upcoming={when === 'upcoming'}
                    businessZone={businessZone}
                    zone={zone}
                    today={today}
                    open={open?.id === booking.id ? open.what : null}
                    onOpen={(what) => {
                      setDone('');
                      setOpen(what ? { id: booking.id, what } : null);
                    }}
                    onDone={finish}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
    </section>
  );
}

type CardProps = {
  booking: Booking;
  upcoming: boolean;
  businessZone: string;
  zone: string;
  today: string;
  open: 'confirm' | 'reschedule' | 'cancel' | null;
  onOpen: (what: 'confirm' | 'reschedule' | 'cancel' | null) => void;
  onDone: (message: string) => void;
};

function BookingCard({ booking, upcoming, businessZone, zone, today, open, onOpen, onDone }: CardProps) {
  const local = booking.startISO && booking.endISO ? viewerTime(booking.startISO, booking.endISO, businessZone, zone) : null;
  const headingId = `booking-${booking.id}`;
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open === 'cancel') keep.current?.focus();
  }, [open]);

  const close = () => {
    // Back to the button that opened the panel.
    const back = open === 'cancel' ? cancelButton : changeButton;
    onOpen(null);
    setProblem('');
    requestAnimationFrame(() => back.current?.focus());
  };

  async function cancel() {
    setSending(true);
    setProblem('');
    try {
      await adminApi('POST /api/admin/bookings/:id/cancel', { params: { id: booking.id }, body: {} });
      onDone(`Cancelled the consultation of ${booking.parentName} (${mtText(booking)}). The parent was emailed${booking.status === 'confirmed' ? ' a calendar cancellation' : ''}.`);
    } catch (reason) {
      setProblem(problemText(reason));
    } finally {
      setSending(false);
    }
  }

  async function markOutcome(outcome: 'completed' | 'no_show' | null) {
    setSending(true);
    setProblem('');
    try {
      await adminApi('POST /api/admin/bookings/:id/outcome', { params: { id: booking.id }, body: { outcome } });
      onDone(outcome ? `Marked the call with ${booking.parentName} (${mtText(booking)}) ${OUTCOME_TEXT[outcome].toLowerCase()}.` : `Cleared how the call with ${booking.parentName} went.`);
    } catch (reason) {
      setProblem(problemText(reason));
    } finally {
      setSending(false);
    }
  }

  const change = booking.status === 'requested' ? 'confirm' : 'reschedule';
  return (
    <li className={`booking-card booking-${booking.status}`} aria-labelledby={headingId}>
      <div className="booking-main">
        <h4 id={headingId}>
          <span className="booking-when">{mtText(booking)}</span> <span className={`booking-status status-${booking.status}`}>{STATUS_TEXT[booking.status]}</span>
          {booking.reconfirmed && <span className="booking-status status-reconfirmed">Reconfirmed</span>}
          {booking.outcome && <span className={`booking-status status-${booking.outcome}`}>{OUTCOME_TEXT[booking.outcome]}</span>}
        </h4>
        {local && <p className="booking-local">Your time: {local}</p>}
        <p className="booking-who">
          <strong>{booking.parentName}</strong>
          <span>
            <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>
          </span>
          <span>
            <a href={`mailto:${booking.email}`}>{booking.email}</a>
          </span>
        </p>
        {booking.notes && <p className="booking-notes">{booking.notes}</p>}
      </div>
      {upcoming || booking.status === 'requested' ? (
        <div className="booking-actions">
          <button ref={changeButton} type="button" className="button small primary" aria-expanded={open === change} onClick={() => onOpen(open === change ? null : change)}>
            {change === 'confirm' ? 'Confirm into a slot' : 'Reschedule'}
          </button>
          <button ref={cancelButton} type="button" className="button small" aria-expanded={open === 'cancel'} onClick={() => onOpen(open === 'cancel' ? null : 'cancel')}>
            {booking.status === 'requested' ? 'Cancel request' : 'Cancel booking'}
          </button>
        </div>
      ) : booking.status === 'confirmed' ? (
        <div className="booking-actions" role="group" aria-label={`How the call with ${booking.parentName} went`}>
          {(['completed', 'no_show'] as const).map((outcome) => (
            <button
              key={outcome}
              type="button"
              className="button small"
              aria-pressed={booking.outcome === outcome}
              disabled={sending}
              onClick={() => markOutcome(booking.outcome === outcome ? null : outcome)}
            >
              {outcome === 'completed' ? 'Completed' : 'No-show'}
            </button>
          ))}
          <ErrorNote className="admin-problem">{problem}</ErrorNote>
        </div>
      ) : null}
      {open === change && (
        <SlotPicker
          action={change === 'confirm' ? 'Confirm booking' : 'Move booking'}
          initialDate={booking.dateISO}
          minDate={today}
          viewerZone={zone}
          onClose={close}
          onChoose={async (slot) => {
            await bookingChange(booking.id, change, slot);
            onDone(
              change === 'confirm'
                ? `Booked ${booking.parentName} for ${dayText(slot.dateISO)}, ${slot.label} MT. The parent was emailed a calendar invite.`
                : `Moved ${booking.parentName} to ${dayText(slot.dateISO)}, ${slot.label} MT. The parent was emailed the updated invite.`,
            );
          }}
        />
      )}
      {open === 'cancel' && (
        <div className="booking-cancel" role="group" aria-label="Cancel this consultation">
          <p>
            Cancel this consultation? {booking.parentName} will be emailed{booking.status === 'confirmed' ? ' and the slot offered to parents again' : ''}.
          </p>
          <ErrorNote className="admin-problem">{problem}</ErrorNote>
          <div className="slot-picker-actions">
            <button type="button" className="button small danger" onClick={cancel} disabled={sending}>
              {sending ? 'Cancelling…' : booking.status === 'requested' ? 'Yes, cancel request' : 'Yes, cancel booking'}
            </button>
            <button ref={keep} type="button" className="button small" onClick={close}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
