import { useEffect, useRef } from 'preact/hooks';
import { loadElement } from '../lib/elements';
import { navigate, type Location } from '../lib/router';
import { setFlag } from '../lib/session-flags';

export function StartHere({ location }: { location: Location }) {
  const booking = useRef<HTMLElement>(null);
  const open = location.query.get('open') === 'consultation';

  useEffect(() => {
    void loadElement('verse-booking');
    const element = booking.current;
    if (!element) return;
    const onBooked = () => {
      setFlag('consultationConfirmed');
      navigate('/thank-you/consultation');
    };
    // Closing the dialog also drops ?open=consultation, so Back does not reopen it.
    const onClose = () => {
      if (new URLSearchParams(window.location.search).get('open') === 'consultation') navigate('/start-here', { replace: true });
    };
    element.addEventListener('booked', onBooked);
    element.addEventListener('close', onClose);
    return () => {
      element.removeEventListener('booked', onBooked);
      element.removeEventListener('close', onClose);
    };
  }, []);

  return (
    <>
      <section class="page-head">
        <p class="eyebrow">Welcome</p>
        <h1>Start Here</h1>
        <p class="lead">Every child's plan begins with a conversation. Here is how to take the first step.</p>
      </section>
      <div class="success-banner" role="status" aria-live="polite"></div>
      <div class="cards">
        <article class="card">
          <h2>Start With a Consultation Call</h2>
          <p>
            Pick a time for a free, 30-minute call. A VERSE tutor will phone you at that time to hear about your child,
            answer your questions about our programs and pricing, and suggest next steps.
          </p>
          <verse-booking ref={booking} mode="dialog" open={open} label="Book a Free Consultation"></verse-booking>
        </article>
      </div>
    </>
  );
}
