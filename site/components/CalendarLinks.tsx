import { business } from '../config';
import { googleCalendarLink, inviteLink, type BookedConsultation } from '../lib/booked-consultation';

/** "Add to calendar": the booking's .ics invite (when it has an id) and a Google Calendar link. */
export function CalendarLinks({ booking, bookingId }: { booking: BookedConsultation; bookingId?: string }) {
  return (
    <p className="booked-calendar">
      <span className="booked-calendar-label">Add to calendar:</span>
      {bookingId && (
        <a className="button" href={inviteLink(bookingId)} download="verse-consultation.ics">
          Calendar file (.ics)
        </a>
      )}
      <a className="button" href={googleCalendarLink(booking, business.supportEmail)} target="_blank" rel="noopener noreferrer">
        Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
