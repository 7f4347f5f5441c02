// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { thankYouGates, ThankYouConsultation, ThankYouContact, ThankYouIntake } from './ThankYou';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const events = () => ((window as unknown as { dataLayer?: object[] }).dataLayer ?? []).filter((entry) => 'event' in entry);

let root: HTMLElement;
let app: Root | undefined;
const render = (page: ReactNode) => {
  app?.unmount();
  app = createRoot(root);
  app.render(page);
};

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
  });
});
