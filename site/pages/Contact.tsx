import { useEffect, useRef } from 'react';
import type { ContactSubmittedDetail } from '../../contract/rules';
import { business, phoneHref } from '../config';
import { loadElement } from '../lib/elements';
import { useLeadEvents } from '../lib/lead-events';
import { leadContactFrom, trackContactSubmitted } from '../lib/measurement';
import { PageHero } from '../components/Band';

type SubmittedDetail = ContactSubmittedDetail | undefined;

/** A message sent through the alternative verification, which waits for manual review. */
const isFallback = (detail: SubmittedDetail) => detail?.submissionType === 'fallback';

/** /contact: the message form and the 'Get in touch' card. */
export function Contact() {
  const form = useRef<HTMLElement>(null);

  useEffect(() => {
    void loadElement('verse-contact-form');
  }, []);
  useLeadEvents<SubmittedDetail>(form, {
    event: 'submitted',
    flag: 'contactSubmitted',
    to: '/thank-you/contact',
    track: (detail) => trackContactSubmitted(leadContactFrom(detail), { fallback: isFallback(detail) }),
    // A fallback message's toast says it waits for review, and the visitor stays here.
    thanks: (detail) => !isFallback(detail),
  });

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        lead={
          <>
            Questions about tutoring, assessments or your child's needs? Send us a message and we will get back to you
            shortly.
          </>
        }
      />
      <div className="band">
        <div className="wrap contact-layout">
          <verse-contact-form ref={form}></verse-contact-form>
          <aside className="card contact-card" aria-labelledby="get-in-touch">
            <h2 id="get-in-touch">Get in touch</h2>
            <dl className="contact-facts">
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
