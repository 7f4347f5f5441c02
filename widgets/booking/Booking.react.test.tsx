// The view on real React 19 and react-dom (this project has no preact/compat alias): the same
// source the bundles render through preact/compat.
import { act, version } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { BookedDetail } from '../../contract/rules';
import { advance, useFakeClock } from '../runtime/testing';
import { Booking } from './Booking';
import { loadLater } from './Panel';

// The time buttons, hold and details step load with the first interaction with the panel; loaded up front here, so React renders it inside act().
beforeAll(() => loadLater());

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Saturday 21 November 2026, 10:00 AM MT. Open: Monday 23rd at 9:00 and 9:30 AM MT.
const NOW = new Date('2026-11-21T17:00:00.000Z');
const nine = { start: '2026-11-23T16:00:00.000Z', end: '2026-11-23T16:30:00.000Z', label: '9:00 AM - 9:30 AM' };
const nineThirty = { start: '2026-11-23T16:30:00.000Z', end: '2026-11-23T17:00:00.000Z', label: '9:30 AM - 10:00 AM' };

const replies: Record<string, unknown> = {
  '/api/config': { botCheck: { mode: 'local' } },
  '/api/getAvailabilityV2': { availability: [{ date: '2026-11-23', slots: [nine, nineThirty] }] },
  '/api/holdSlot': { lockId: 'lock-1', expiresInSeconds: 300 },
  '/api/bookConsultation': { bookingId: 'booking-1', status: 'confirmed' },
};
let calls: { path: string; body: Record<string, unknown> }[] = [];
let container: HTMLElement;
let root: Root;

/** Lets the mocked API answer and React render it: a few ms of fake time, inside act(). */
const settle = () => act(() => advance(20));
const $ = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector as never) as T;
const byText = (selector: string, text: string) => [...container.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent?.includes(text))!;

/** Types as a person would: React reads the value through the native setter, then the input event. */
async function type(selector: string, value: string) {
  const input = $<HTMLInputElement>(selector);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const click = (element: HTMLElement) =>
  act(async () => {
    element.click();
  });

// The whole clock is fake, not only the date: the hold's countdown ticks only when the test says.
useFakeClock({ now: NOW, act });
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (path !== '/api/config') calls.push({ path, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return new Response(JSON.stringify(replies[path] ?? {}), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

it('books on real React: a day, a time held, the details typed, Confirm, and onBooked with the detail', async () => {
  expect(version).toMatch(/^19\./);
  const errors = vi.spyOn(console, 'error');
  const onBooked = vi.fn<(detail: BookedDetail) => void>();
  await act(async () => {
    root.render(<Booking apiBase="http://test.local" name="Ada Parent" onBooked={onBooked} />);
  });
  await settle();
  expect(calls.filter((c) => c.path === '/api/getAvailabilityV2').map((c) => c.body.startDateISO)).toEqual(['2026-11-01', '2026-11-21']);
  expect($('.next').textContent).toContain('Next available: Monday, 11/23, 9:00 AM');

  await click($('[data-date="2026-11-23"]'));
  expect($('#times-title').textContent).toBe('Monday, November 23');
  await click(byText('.slot', '9:00 AM'));
  await settle();
  expect(calls.find((c) => c.path === '/api/holdSlot')!.body).toEqual({
    startISO: nine.start,
    endISO: nine.end,
    label: nine.label,
    dateISO: '2026-11-23',
    recaptchaToken: 'local:consultation_booking',
  });
  expect($('.countdown').textContent).toBe('Holding slot for 5:00 min');
  expect($<HTMLInputElement>('#f-parentName').value).toBe('Ada Parent');

  const confirm = () => $<HTMLButtonElement>('[part="confirm"]');
  expect(confirm().disabled).toBe(true);
  expect($('#confirm-hint').textContent).toBe('To confirm, please add your phone number, email address.');
  await type('#f-phone', ' 801-555-0100 ');
  await type('#f-email', 'ada@example.com');
  expect(confirm().disabled).toBe(false);

  await click(confirm());
  await settle();
  const booking = calls.filter((c) => c.path === '/api/bookConsultation');
  expect(booking).toHaveLength(1);
  expect(booking[0]!.body).toMatchObject({ parentName: 'Ada Parent', phone: '801-555-0100', email: 'ada@example.com', lockId: 'lock-1', dateISO: '2026-11-23' });
  expect(onBooked).toHaveBeenCalledTimes(1);
  expect(onBooked).toHaveBeenCalledWith({
    bookingId: 'booking-1',
    startISO: nine.start,
    endISO: nine.end,
    label: nine.label,
    email: 'ada@example.com',
    phone: '801-555-0100',
  });
  expect($('[role="status"].success-slot').textContent).toContain('Consultation scheduled successfully!');
  // A used hold is not given back.
  expect(calls.some((c) => c.path === '/api/releaseSlot')).toBe(false);
  // React warns through console.error (act, keys, controlled inputs): none here.
  expect(errors).not.toHaveBeenCalled();
});
