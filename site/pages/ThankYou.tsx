import { useEffect, useState } from 'preact/hooks';
import { business } from '../config';
import { navigate } from '../lib/router';
import { consumeFlag } from '../lib/session-flags';

/** Shown once after a confirmed booking; without the session flag it sends the visitor to Start Here. */
export function ThankYouConsultation() {
  const [allowed] = useState(() => consumeFlag('consultationConfirmed'));
  useEffect(() => {
    if (!allowed) navigate('/start-here', { replace: true });
  }, [allowed]);
  if (!allowed) return null;
  return (
    <section class="thank-you">
      <h1>Thanks! Your consultation request is confirmed.</h1>
      <p class="lead">You'll receive a confirmation email with meeting details and calendar invite.</p>
      <p>
        Questions before the call? Write to <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>.
      </p>
      <div class="actions">
        <a class="button primary" href="/start-here">
          Back to Start Here
        </a>
        <a class="button" href="/">
          Home
        </a>
      </div>
    </section>
  );
}
