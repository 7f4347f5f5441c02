// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberBooking } from '../lib/booked-consultation';
import { thankYouGates } from '../lib/thank-you-gates';
import { ThankYouConsultation, ThankYouContact, ThankYouIntake } from './ThankYou';
import { advance, useFakeClock } from '../../widgets/runtime/testing';

const settle = () => advance(30);
const events = () => ((window as unknown as { dataLayer?: object[] }).dataLayer ?? []).filter((entry) => 'event' in entry);

let root: HTMLElement;
let app: Root | undefined;
const render = (page: ReactNode) => {
  app?.unmount();
  app = createRoot(root);
  app.render(page);
};

useFakeClock();
beforeEach(() => {
  app?.unmount();
  app = undefined;
  document.body.replaceChildren();
  root = document.body.appendChild(document.createElement('div'));
  sessionStorage.clear();
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

describe('thank-you gating', () => {
  it('sends consultation and intake to Start Here and contact to the contact page', () => {
    expect(thankYouGates).toEqual({
      consultation: { flag: 'consultationConfirmed', otherwise: '/start-here' },
      intake: { flag: 'intakeSubmitted', otherwise: '/start-here' },
      contact: { flag: 'contactSubmitted', otherwise: '/contact' },
    });
  });

  for (const [name, Page, flag, heading, otherwise] of [
    ['consultation', ThankYouConsultation, 'consultationConfirmed', 'Thanks! Your consultation request is confirmed.', '/start-here'],
    ['intake', ThankYouIntake, 'intakeSubmitted', 'Thanks! We received your intake form.', '/start-here'],
    ['contact', ThankYouContact, 'contactSubmitted', 'Thank you for reaching out!', '/contact'],
  ] as const) {
    it(`${name}: with its flag, shows once, consumes the flag and pushes its conversion`, async () => {
      history.replaceState(null, '', `/thank-you/${name}`);
      sessionStorage.setItem(flag, '1');
      render(<Page />);
      await settle();
      expect(root.querySelector('h1')?.textContent).toBe(heading);
      expect(root.querySelector('a[href^="mailto:"]')).not.toBeNull();
      expect(sessionStorage.getItem(flag)).toBeNull();
      expect(location.pathname).toBe(`/thank-you/${name}`);
      expect(events()).toContainEqual({ event: 'thank_you_page', conversion_type: name });
    });

    it(`${name}: without its flag, renders nothing and replaces the address with ${otherwise}`, async () => {
      history.replaceState(null, '', `/thank-you/${name}`);
      const length = history.length;
      render(<Page />);
      await settle();
      expect(root.innerHTML).toBe('');
      expect(location.pathname).toBe(otherwise);
      expect(history.length).toBe(length);
      expect(events()).toEqual([]);
    });
  }

  it('consultation: gives the booked time in MT, the number the team will call and Add to calendar, once', async () => {
    sessionStorage.setItem('consultationConfirmed', '1');
    rememberBooking({ bookingId: 'b-1', startISO: '2026-11-23T16:00:00.000Z', endISO: '2026-11-23T16:30:00.000Z', label: '9:00 AM - 9:30 AM', email: 'a@b.co', phone: '801-555-0199' });
    expect(sessionStorage.getItem('bookedConsultation')).not.toContain('a@b.co');
    render(<ThankYouConsultation />);
    await settle();
    const details = root.querySelector('.booked-details')!;
    expect(details.textContent).toContain('Monday, November 23, 9:00 AM - 9:30 AM MT');
    expect(details.textContent).toContain('801-555-0199');
    expect(root.querySelector('a[download]')?.getAttribute('href')).toBe('/api/consultations/b-1/invite.ics');
    const google = new URL(root.querySelector<HTMLAnchorElement>('a[href^="https://calendar.google.com/"]')!.href);
    expect(google.searchParams.get('dates')).toBe('20261123T160000Z/20261123T163000Z');
    expect(google.searchParams.get('text')).toBe('Free VERSE consultation call');
    expect(sessionStorage.getItem('bookedConsultation')).toBeNull();
    // Without a remembered booking the page keeps its own text alone.
    sessionStorage.setItem('consultationConfirmed', '1');
    render(<ThankYouConsultation />);
    await settle();
    expect(root.querySelector('h1')?.textContent).toBe('Thanks! Your consultation request is confirmed.');
    expect(root.querySelector('.booked-details')).toBeNull();
  });

  it('intake: the buttons schedule a consultation and go home; contact: home and start-here', async () => {
    sessionStorage.setItem('intakeSubmitted', '1');
    render(<ThankYouIntake />);
    await settle();
    const links = () => [...root.querySelectorAll('.actions a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links()).toEqual([
      ['Schedule a Consultation', '/start-here?open=consultation'],
      ['Home', '/'],
    ]);
    sessionStorage.setItem('contactSubmitted', '1');
    render(<ThankYouContact />);
    await settle();
    expect(root.textContent).toContain('Your message has been sent.');
    expect(links()).toEqual([
      ['Home', '/'],
      ['Start Here', '/start-here'],
    ]);
    expect(root.querySelector('.next-steps')?.textContent).toContain('We reply within one business day (Mon-Fri, 8am-5pm MT), by email.');
  });

  it('consultation: says when the team calls and offers the intake form next, keeping its two buttons', async () => {
    sessionStorage.setItem('consultationConfirmed', '1');
    render(<ThankYouConsultation />);
    await settle();
    expect(root.querySelector('.next-steps')?.textContent).toContain('We call you at the time you booked');
    expect(root.querySelector('.next-step-card a')?.getAttribute('href')).toBe('/start-here?open=intake');
    expect([...root.querySelectorAll('.actions a')].map((a) => a.getAttribute('href'))).toEqual(['/start-here', '/']);
  });
});
