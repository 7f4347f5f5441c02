import { useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { BUSINESS_TIME_ZONE } from '../../contract/rules';
import { business } from '../config';
import { googleCalendarLink, inviteLink, manageLink, takeBooking, visitorZone, whenText, type BookedConsultation } from '../lib/booked-consultation';
import { trackThankYouPage } from '../lib/measurement';
import { consumeFlag, type SessionFlag } from '../lib/session-flags';

export type ThankYouKind = 'consultation' | 'intake' | 'contact';

/** Each page's session flag, and where a visitor without it is sent. */
export const thankYouGates: Record<ThankYouKind, { flag: SessionFlag; otherwise: string }> = {
  consultation: { flag: 'consultationConfirmed', otherwise: '/start-here' },
  intake: { flag: 'intakeSubmitted', otherwise: '/start-here' },
  contact: { flag: 'contactSubmitted', otherwise: '/contact' },
};

/**
 * Shown once per submission: the flag is consumed on view and the conversion of its kind pushed.
 * Without the flag (a reload, a shared link) the address is replaced, leaving no entry for Back.
 */
function useThankYouGate(kind: ThankYouKind): boolean {
  const [allowed] = useState(() => consumeFlag(thankYouGates[kind].flag));
  useEffect(() => {
    if (allowed) trackThankYouPage(kind);
    else navigate(thankYouGates[kind].otherwise, { replace: true });
  }, [allowed]);
  return allowed;
}

function ThankYou({ title, children, actions }: { title: string; children: ReactNode; actions: [string, string][] }) {
  return (
    <div className="band">
      <div className="wrap">
        <section className="thank-you">
          <h1>{title}</h1>
          {children}
          <p>
            Questions? Write to <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>.
          </p>
          <div className="actions">
            {actions.map(([href, label], index) => (
              <a key={href} className={index === 0 ? 'button primary' : 'button'} href={href}>
                {label}
              </a>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

/** When the call is (MT, and the parent's own time when it differs), the number called, and Add to calendar. */
function BookedDetails({ booking }: { booking: BookedConsultation }) {
  const [zone] = useState(visitorZone);
  const mt = whenText(booking, BUSINESS_TIME_ZONE);
  const theirs = whenText(booking, zone);
  return (
    <div className="booked-details">
      <dl>
        <div>
          <dt>When</dt>
          <dd>
            <strong>{mt} MT</strong>
            {theirs !== mt && <span className="booked-local">{theirs} your time</span>}
          </dd>
        </div>
        {booking.phone && (
          <div>
            <dt>We'll call</dt>
            <dd>
              <strong>{booking.phone}</strong>
            </dd>
          </div>
        )}
      </dl>
      <p className="booked-calendar">
        <span className="booked-calendar-label">Add to calendar:</span>
        {booking.bookingId && (
          <a className="button" href={inviteLink(booking.bookingId)} download="verse-consultation.ics">
            Calendar file (.ics)
          </a>
        )}
        <a className="button" href={googleCalendarLink(booking, business.supportEmail)} target="_blank" rel="noopener noreferrer">
          Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {booking.manageToken && (
        <p className="booked-manage">
          Need to move or cancel it? <a href={manageLink(booking.manageToken)}>Manage your booking</a> (the same link is in your email).
        </p>
      )}
    </div>
  );
}

export function ThankYouConsultation() {
  const [booking] = useState(takeBooking);
  if (!useThankYouGate('consultation')) return null;
  return (
    <ThankYou
      title="Thanks! Your consultation request is confirmed."
      actions={[
        ['/start-here', 'Back to Start Here'],
        ['/', 'Home'],
      ]}
    >
      <p className="lead">You'll receive a confirmation email with meeting details and calendar invite.</p>
      {booking && <BookedDetails booking={booking} />}
    </ThankYou>
  );
}

export function ThankYouIntake() {
  if (!useThankYouGate('intake')) return null;
  return (
    <ThankYou
      title="Thanks! We received your intake form."
      actions={[
        ['/start-here?open=consultation', 'Schedule a Consultation'],
        ['/', 'Home'],
      ]}
    >
      <p className="lead">We'll read it before we contact you. The next step is a free 30-minute consultation call.</p>
    </ThankYou>
  );
}

export function ThankYouContact() {
  if (!useThankYouGate('contact')) return null;
  return (
    <ThankYou
      title="Thank you for reaching out!"
      actions={[
        ['/', 'Home'],
        ['/start-here', 'Start Here'],
      ]}
    >
      <p className="lead">Your message has been sent.</p>
    </ThankYou>
  );
}
