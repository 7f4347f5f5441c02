import { useEffect, useRef } from 'preact/hooks';
import { IntakeDialog } from '../components/IntakeDialog';
import { WhatToExpect } from '../components/WhatToExpect';
import { loadElement } from '../lib/elements';
import { leadContactFrom, trackConsultationBooked, trackIntakeSubmitted } from '../lib/measurement';
import { navigate, type Location } from '../lib/router';
import { setFlag } from '../lib/session-flags';

type BookedDetail = { bookingId: string; startISO: string; endISO: string; label: string };

/** Closing a dialog drops its ?open=…, so Back does not reopen it. */
function dropOpenQuery(value: string) {
  if (new URLSearchParams(window.location.search).get('open') === value) navigate(window.location.pathname, { replace: true });
}

export function StartHere({ location }: { location: Location }) {
  const booking = useRef<HTMLElement>(null);
  const open = location.query.get('open');

  useEffect(() => {
    void loadElement('verse-booking');
    const element = booking.current;
    if (!element) return;
    const onBooked = (event: Event) => {
      const detail = (event as CustomEvent<BookedDetail>).detail;
      setFlag('consultationConfirmed');
      // Read the fields now (the form empties itself after this event); go on once the hashes are
      // kept, so the thank-you page finds them.
      void trackConsultationBooked(detail, leadContactFrom(detail)).finally(() => navigate('/thank-you/consultation'));
    };
    const onClose = () => dropOpenQuery('consultation');
    element.addEventListener('booked', onBooked);
    element.addEventListener('close', onClose);
    return () => {
      element.removeEventListener('booked', onBooked);
      element.removeEventListener('close', onClose);
    };
  }, []);

  // Hydration keeps the prerendered markup (built without a query) and skips attributes, so the
  // query's ?open=consultation reaches the element here.
  useEffect(() => {
    booking.current?.toggleAttribute('open', open === 'consultation');
  }, [open]);

  const onIntakeSubmitted = (detail: unknown) => {
    setFlag('intakeSubmitted');
    void trackIntakeSubmitted(leadContactFrom(detail)).finally(() => navigate('/thank-you/intake'));
  };

  return (
    <>
      <section class="band page-hero">
        <div class="wrap">
          <p class="eyebrow">Welcome</p>
          <h1>Start Here</h1>
          <p class="lead">Every child's plan begins with a conversation. Here is how to take the first step.</p>
        </div>
      </section>
      <section class="band" aria-label="Ways to start">
        <div class="wrap">
          <div class="success-banner" role="status" aria-live="polite"></div>
          <div class="cards two">
            <article class="card action-card">
              <h2>Start With a Consultation Call</h2>
              <p>
                Pick a time for a free, 30-minute call. A VERSE tutor will phone you at that time to hear about your
                child, answer your questions about our programs and pricing, and suggest next steps.
              </p>
              <verse-booking ref={booking} mode="dialog" open={open === 'consultation'} label="Book a Free Consultation"></verse-booking>
            </article>
            <article class="card action-card">
              <h2>Start By Completing Our Intake Form</h2>
              <p>
                Tell us about your child: their strengths, what they find hard and what you hope for. We read it before
                we contact you, so the first conversation is about your child from the start.
              </p>
              <button
                type="button"
                class="button primary card-action"
                aria-haspopup="dialog"
                onClick={() => navigate(`${location.path}?open=intake`)}
              >
                Start Intake Form
              </button>
            </article>
          </div>
          <IntakeDialog open={open === 'intake'} onClose={() => dropOpenQuery('intake')} onSubmitted={onIntakeSubmitted} />
        </div>
      </section>
      <WhatToExpect />
    </>
  );
}
