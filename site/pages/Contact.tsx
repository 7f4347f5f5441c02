import { useEffect, useRef } from 'preact/hooks';
import { business, phoneHref } from '../config';
import { loadElement } from '../lib/elements';
import { leadContactFrom, trackContactSubmitted } from '../lib/measurement';
import { navigate } from '../lib/router';
import { setFlag } from '../lib/session-flags';


/** /contact (product.md section 2): the message form and the 'Get in touch' card. */
export function Contact() {
  const form = useRef<HTMLElement>(null);

  useEffect(() => {
    void loadElement('verse-contact-form');
    const element = form.current;
    if (!element) return;
    const onSubmitted = (event: Event) => {
      const detail = (event as CustomEvent<{ submissionType?: string } | undefined>).detail;
      const fallback = detail?.submissionType === 'fallback';
      const tracked = trackContactSubmitted(leadContactFrom(detail), { fallback });
      // A fallback message waits for manual review: its toast says so, and the visitor stays here.
      if (fallback) return;
      setFlag('contactSubmitted');
      void tracked.finally(() => navigate('/thank-you/contact'));
    };
    element.addEventListener('submitted', onSubmitted);
    return () => element.removeEventListener('submitted', onSubmitted);
  }, []);

  return (
    <>
      <section class="band page-hero">
        <div class="wrap">
          <p class="eyebrow">Contact</p>
          <h1>Contact Us</h1>
          <p class="lead">
            Questions about tutoring, assessments or your child's needs? Send us a message and we will get back to you
            shortly.
          </p>
        </div>
      </section>
      <div class="band">
        <div class="wrap contact-layout">
          <verse-contact-form ref={form}></verse-contact-form>
          <aside class="card contact-card" aria-labelledby="get-in-touch">
            <h2 id="get-in-touch">Get in touch</h2>
            <dl class="contact-facts">
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a>
                </dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={phoneHref}>{business.phone}</a>
                </dd>
              </div>
              <div>
                <dt>Hours</dt>
                <dd>{business.hours}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </div>
    </>
  );
}
