import { BUSINESS_TIME_ZONE, type BookedDetail } from '../../contract/rules';

/** What the consultation thank-you page tells the parent: when, and the number the team will call. */
export type BookedConsultation = Pick<BookedDetail, 'bookingId' | 'startISO' | 'endISO' | 'phone' | 'manageToken'>;

const KEY = 'bookedConsultation';

/** Kept for this tab only, until the thank-you page reads it (the email stays out of storage). */
export function rememberBooking(detail: BookedDetail) {
  const kept: BookedConsultation = { bookingId: detail.bookingId, startISO: detail.startISO, endISO: detail.endISO, phone: detail.phone, manageToken: detail.manageToken };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage can be blocked; the thank-you page then shows its text alone.
  }
}

/** Reads and clears the booking, like the page's session flag: it is shown once. */
export function takeBooking(): BookedConsultation | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const value = JSON.parse(text ?? 'null') as Partial<BookedConsultation> | null;
    if (!value || ![value.startISO, value.endISO].every((t) => typeof t === 'string' && !Number.isNaN(Date.parse(t)))) return null;
    const manageToken = typeof value.manageToken === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value.manageToken) ? value.manageToken : undefined;
    return { bookingId: String(value.bookingId ?? ''), startISO: value.startISO!, endISO: value.endISO!, phone: String(value.phone ?? ''), manageToken };
  } catch {
    return null;
  }
}

/** "Monday, November 23" on the zone's calendar. */
const dayText = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(instant));

/** "9:00 AM" on the zone's clocks. */
const clockText = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant)).replace(/\u202f/g, ' ');

/** "Monday, November 23, 9:00 AM - 9:30 AM" in a zone. */
export const whenText = ({ startISO, endISO }: BookedConsultation, timeZone: string) =>
  `${dayText(startISO, timeZone)}, ${clockText(startISO, timeZone)} - ${clockText(endISO, timeZone)}`;

/** The visitor's time zone, or MT when the browser cannot tell. */
export function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BUSINESS_TIME_ZONE;
  } catch {
    return BUSINESS_TIME_ZONE;
  }
}

const calendarStamp = (instant: string) => new Date(instant).toISOString().replace(/\.\d{3}/, '').replace(/[-:]/g, '');

/** A Google Calendar link that opens the same event as the email's invite, ready to save. */
export function googleCalendarLink(booking: BookedConsultation, supportEmail: string): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: 'Free VERSE consultation call',
    dates: `${calendarStamp(booking.startISO)}/${calendarStamp(booking.endISO)}`,
    details: `The VERSE team will call you at ${booking.phone} at this time.\nQuestions or changes: ${supportEmail}`,
    ctz: BUSINESS_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** The booking's own page, to see, move or cancel it (the same link as in the emails). */
export const manageLink = (token: string) => `/manage/${token}`;

/** The confirmation email's own calendar invite, served by the API. */
export const inviteLink = (bookingId: string) => `/api/consultations/${encodeURIComponent(bookingId)}/invite.ics`;
