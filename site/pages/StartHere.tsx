import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { BookedDetail, IntakeSubmittedDetail } from '../../contract/rules';
import { IntakeDialog } from '../components/IntakeDialog';
import { WhatToExpect } from '../components/WhatToExpect';
import { loadElement } from '../lib/elements';
import { useUser } from '../lib/auth';
import { rememberBooking } from '../lib/booked-consultation';
import { useLeadEvents } from '../lib/lead-events';
import { leadContactFrom, trackConsultationBooked, trackIntakeSubmitted } from '../lib/measurement';
import { PageHero } from '../components/Band';

/** Closing a dialog drops its ?open=…, so Back does not reopen it. */
function dropOpenQuery(value: string) {
  if (new URLSearchParams(window.location.search).get('open') === value) navigate(window.location.pathname, { replace: true });
}

export function StartHere() {
  const booking = useRef<HTMLElement>(null);
  const intake = useRef<HTMLElement>(null);
  const [path] = useLocation();
  const [query] = useSearchParams();
  const open = query.get('open');
  const user = useUser();

  useLeadEvents<BookedDetail>(booking, {
    event: 'booked',
    flag: 'consultationConfirmed',
    to: '/thank-you/consultation',
    track: (detail) => {
      rememberBooking(detail);
      return trackConsultationBooked(detail, leadContactFrom(detail));
    },
  });
  useLeadEvents<IntakeSubmittedDetail>(intake, {
    event: 'submitted',
    flag: 'intakeSubmitted',
    to: '/thank-you/intake',
    track: (detail) => trackIntakeSubmitted(leadContactFrom(detail)),
  });

  useEffect(() => {
    void loadElement('verse-booking');
    const element = booking.current;
    if (!element) return;
    const onClose = () => dropOpenQuery('consultation');
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, []);

  // A signed-in member's details are filled in for them (the element fills only fields not typed in).
  useEffect(() => {
    const element = booking.current;
    if (!element) return;
    for (const [name, value] of [['name', user?.displayName], ['email', user?.email]] as const) {
      if (value) element.setAttribute(name, value);
      else element.removeAttribute(name);
    }
  }, [user]);

  // Hydration keeps the prerendered markup (built without a query) and skips attributes, so the
  // query's ?open=consultation reaches the element here.
  useEffect(() => {
    booking.current?.toggleAttribute('open', open === 'consultation');
  }, [open]);

  return (
    <>
      <PageHero
        eyebrow="Welcome"
        title="Start Here"
        lead="Every child's plan begins with a conversation. Here is how to take the first step."
      />
      <section className="band" aria-label="Ways to start">
        <div className="wrap">
          <div className="success-banner" role="status" aria-live="polite"></div>
          <div className="cards two">
            <article className="card action-card">
              <h2>Start With a Consultation Call</h2>
              <p>
                Pick a time for a free, 30-minute call. A VERSE tutor will phone you at that time to hear about your
                child, answer your questions about our programs and pricing, and suggest next steps.
              </p>
              <verse-booking ref={booking} mode="dialog" open={open === 'consultation'} label="Book a Free Consultation"></verse-booking>
            </article>
            <article className="card action-card">
              <h2>Start By Completing Our Intake Form</h2>
              <p>
                Tell us about your child: their strengths, what they find hard and what you hope for. We read it before
                we contact you, so the first conversation is about your child from the start.
              </p>
              <button
                type="button"
                className="button primary card-action"
                aria-haspopup="dialog"
                onClick={() => navigate(`${path}?open=intake`)}
              >
                Start Intake Form
              </button>
            </article>
          </div>
          <IntakeDialog open={open === 'intake'} onClose={() => dropOpenQuery('intake')} formRef={intake} />
        </div>
      </section>
      <WhatToExpect />
    </>
  );
}
