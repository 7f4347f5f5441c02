import { business } from '../config';

/** The closing invitation most pages end with: the free consultation, and when we answer. */
export function CtaBand({ heading = 'Ready to talk about your child?' }: { heading?: string }) {
  return (
    <section class="band cta-band" aria-labelledby="cta-heading">
      <div class="wrap cta-inner">
        <div>
          <h2 id="cta-heading">{heading}</h2>
          <p>
            Book a free 30-minute consultation. A tutor will call you at the time you choose. We answer email and
            phone {business.hours}.
          </p>
        </div>
        <div class="actions">
          <a class="button primary" href="/start-here?open=consultation">
            Book a Free Consultation
          </a>
          <a class="button on-dark" href="/contact">
            Send Us a Message
          </a>
        </div>
      </div>
    </section>
  );
}
