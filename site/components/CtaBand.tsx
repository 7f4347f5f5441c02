import type { ReactNode } from 'react';
import { business } from '../config';

const defaultText = `Book a free 30-minute consultation. A tutor will call you at the time you choose. We answer email and phone ${business.hours}.`;

/**
 * The closing invitation most pages end with: the free consultation, and when we answer. A page
 * may give its own words and actions (an `.actions` block).
 */
export function CtaBand({
  heading = 'Ready to talk about your child?',
  text = defaultText,
  children,
}: {
  heading?: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <section className="band cta-band" aria-labelledby="cta-heading">
      <div className="wrap cta-inner">
        <div>
          <h2 id="cta-heading">{heading}</h2>
          <p>{text}</p>
        </div>
        {children ?? <ConsultationActions also={{ href: '/contact', label: 'Send Us a Message' }} onDark />}
      </div>
    </section>
  );
}

/** The free consultation's button, then one other way on. */
export function ConsultationActions({
  also,
  center = false,
  onDark = false,
}: {
  also: { href: string; label: string };
  center?: boolean;
  /** On a dark band the second button is drawn light. */
  onDark?: boolean;
}) {
  return (
    <div className={center ? 'actions center' : 'actions'}>
      <a className="button primary" href="/start-here?open=consultation">
        Book a Free Consultation
      </a>
      <a className={onDark ? 'button on-dark' : 'button'} href={also.href}>
        {also.label}
      </a>
    </div>
  );
}
