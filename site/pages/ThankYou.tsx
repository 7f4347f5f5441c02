import { useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { BUSINESS_TIME_ZONE } from '../../contract/rules';
import { business, phoneHref } from '../config';
import { CalendarLinks } from '../components/CalendarLinks';
import { manageLink, takeBooking, visitorZone, whenText, type BookedConsultation } from '../lib/booked-consultation';
import { trackThankYouPage } from '../lib/measurement';
import { consumeFlag } from '../lib/session-flags';
import { thankYouGates, type ThankYouKind } from '../lib/thank-you-gates';
import { BookedRow } from '../components/BookedRow';

/**
 * Shown once per submission: the flag is consumed on view and the conversion of its kind pushed.
 * Without the flag (a reload, a shared link) the address is replaced, leaving no entry for Back.
 * Opened as the page the browser loaded, the page's gate in its head has already sent the browser
 * on before anything was drawn (site/thank-you-gate); should it not have run, the browser loads the
 * other page itself, drawn whole in its own HTML, rather than the app drawing it over this one as
 * its scripts arrive (its form then pushed what was below it down).
 */
function useThankYouGate(kind: ThankYouKind): boolean {
  const [allowed] = useState(() => consumeFlag(thankYouGates[kind].flag));
  useEffect(() => {
    if (allowed) trackThankYouPage(kind);
    // The site marks <html data-ready> once it has taken over the page it loaded, after this runs.
    else if (!('ready' in document.documentElement.dataset)) window.location.replace(thankYouGates[kind].otherwise);
    else navigate(thankYouGates[kind].otherwise, { replace: true });
  }, [allowed]);
  return allowed;
}

/** When the team replies to a form (the contact hours of the business). */
const REPLY_TIME = `within one business day (${business.hours})`;

/** What happens next, in order: when the team replies or calls, and what the family can do meanwhile. */
function NextSteps({ steps }: { steps: ReactNode[] }) {
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">What happens next</h2>
      <ol>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
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
        <BookedRow term="When" note={theirs !== mt && <span className="booked-local">{theirs} your time</span>}>
          {`${mt} MT`}
        </BookedRow>
        {booking.phone && <BookedRow term="We'll call">{booking.phone}</BookedRow>}
      </dl>
      <CalendarLinks booking={booking} bookingId={booking.bookingId} />
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
      {/* The title is the spec's; everything under it speaks of a call that is booked, not of a request waiting for an answer. */}
      <p className="lead">Your call is booked. A confirmation email with the meeting details and a calendar invite is on its way.</p>
      {booking && <BookedDetails booking={booking} />}
      <NextSteps
        steps={[
          <>
            <strong>We call you at the time you booked</strong>
            {booking?.phone ? `, on ${booking.phone}` : ', on the number you gave us'}. The call is free and takes about 30 minutes.
          </>,
          booking?.manageToken ? (
            <>
              <strong>Need another time?</strong> Move or cancel it yourself with <a href={manageLink(booking.manageToken)}>the link in your email</a>, or call us
              at <a href={phoneHref}>{business.phone}</a> ({business.hours}).
            </>
          ) : (
            <>
              <strong>Need another time?</strong> Use the link in your confirmation email, or call us at <a href={phoneHref}>{business.phone}</a>{' '}
              ({business.hours}).
            </>
          ),
        ]}
      />
      <div className="next-step-card">
        <h2>Next step: tell us about your child</h2>
        <p>
          The intake form takes about 10 minutes. Your tutor reads it before the call, so the conversation starts with your child's
          strengths and struggles.
        </p>
        <a className="button primary" href="/start-here?open=intake">
          Fill In the Intake Form
        </a>
      </div>
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
      <NextSteps
        steps={[
          <>
            <strong>We reply {REPLY_TIME}</strong>, the way you asked us to reach you.
          </>,
          <>
            <strong>Want to talk sooner?</strong> Book the free consultation call now at a time that suits you.
          </>,
        ]}
      />
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
      <NextSteps
        steps={[
          <>
            <strong>We reply {REPLY_TIME}</strong>, by email.
          </>,
          <>
            <strong>In a hurry?</strong> Call us at <a href={phoneHref}>{business.phone}</a>.
          </>,
        ]}
      />
    </ThankYou>
  );
}
