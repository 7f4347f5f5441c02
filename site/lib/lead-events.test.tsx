// @vitest-environment happy-dom
import { useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeadEvents } from './lead-events';
import { advance, useFakeClock } from '../../widgets/runtime/testing';

const settle = () => advance(30);

type Options = Parameters<typeof useLeadEvents>[1];

/** A host page carrying one element, wired with the hook. */
function Host(options: Options) {
  const element = useRef<HTMLDivElement>(null);
  useLeadEvents(element, options);
  return <div id="element" ref={element} />;
}

let root: Root | undefined;
const report = (type: string, detail?: unknown) => document.getElementById('element')!.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));

useFakeClock();
beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/start-here');
  document.body.replaceChildren();
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(() => root?.unmount());

async function mount(options: Options) {
  root!.render(<Host {...options} />);
  await settle();
}

describe('useLeadEvents', () => {
  it("on the element's event: sets the flag, tracks the lead with its detail, then goes to the thank-you page", async () => {
    let finishTracking = () => {};
    const track = vi.fn(() => new Promise<void>((resolve) => (finishTracking = resolve)));
    await mount({ event: 'booked', flag: 'consultationConfirmed', to: '/thank-you/consultation', track });
    report('booked', { bookingId: 'b1', email: 'p@example.com' });
    expect(track).toHaveBeenCalledWith({ bookingId: 'b1', email: 'p@example.com' });
    expect(sessionStorage.getItem('consultationConfirmed')).toBe('1');
    await settle();
    expect(location.pathname).toBe('/start-here');
    finishTracking();
    await settle();
    expect(location.pathname).toBe('/thank-you/consultation');
  });

  it('goes on even when tracking fails; without track it goes at once', async () => {
    await mount({ event: 'submitted', flag: 'intakeSubmitted', to: '/thank-you/intake', track: () => Promise.reject(new Error('no crypto')) });
    report('submitted', { id: 'i1' });
    await settle();
    expect(location.pathname).toBe('/thank-you/intake');
    expect(sessionStorage.getItem('intakeSubmitted')).toBe('1');

    history.replaceState(null, '', '/contact');
    await mount({ event: 'submitted', flag: 'contactSubmitted', to: '/thank-you/contact' });
    report('submitted');
    await settle();
    expect(location.pathname).toBe('/thank-you/contact');
  });

  it('a lead that earns no thank-you page is tracked only: no flag, no navigation', async () => {
    history.replaceState(null, '', '/contact');
    const track = vi.fn(async () => {});
    await mount({ event: 'submitted', flag: 'contactSubmitted', to: '/thank-you/contact', track, thanks: (detail) => (detail as { submissionType: string }).submissionType !== 'fallback' });
    report('submitted', { submissionType: 'fallback' });
    await settle();
    expect(track).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('contactSubmitted')).toBeNull();
    expect(location.pathname).toBe('/contact');
  });

  it('listens only for its own event, and no longer once the page is gone', async () => {
    await mount({ event: 'booked', flag: 'consultationConfirmed', to: '/thank-you/consultation' });
    report('submitted');
    report('close');
    await settle();
    expect(sessionStorage.getItem('consultationConfirmed')).toBeNull();
    const element = document.getElementById('element')!;
    root!.unmount();
    root = undefined;
    element.dispatchEvent(new CustomEvent('booked'));
    await settle();
    expect(sessionStorage.getItem('consultationConfirmed')).toBeNull();
    expect(location.pathname).toBe('/start-here');
  });
});
