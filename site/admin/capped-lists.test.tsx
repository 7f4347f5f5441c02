// @vitest-environment happy-dom
// The staff screens whose lists the worker caps say so, in words, when it answers that rows were
// left out (`more`), and say nothing of it when none were.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failOnReactErrors, render, settle, unmount, useFakeClock } from '../../widgets/runtime/testing';
import { BookingsPage } from './bookings/BookingsPage';
import { DeletionPage } from './deletion/DeletionPage';
import { LeadPage } from './leads/LeadPage';
import { LtiPage } from './lti/LtiPage';

failOnReactErrors();
useFakeClock();
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

/** Stubs fetch: each path of the staff API answers its JSON. */
function answering(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, location.href).pathname;
      if (!(path in answers)) return new Response('{"error":"Not found."}', { status: 404 });
      return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

const booking = (id: string, dateISO: string) => ({
  id,
  status: 'confirmed',
  dateISO,
  startISO: `${dateISO}T15:00:00.000Z`,
  endISO: `${dateISO}T15:30:00.000Z`,
  label: '8:00 AM - 8:30 AM',
  parentName: 'Sam Lee',
  phone: '(801) 555-0100',
  email: 'sam@example.com',
  notes: null,
  createdAt: `${dateISO}T01:00:00.000Z`,
  reconfirmed: false,
  outcome: 'completed',
});

const failedScore = (id: string) => ({ id, platformId: 'p-1', scoreGiven: 7, scoreMaximum: 10, attempts: 3, lastError: 'Platform answered 500', createdAt: '2026-11-20T10:00:00.000Z' });

describe('Data deletion', () => {
  const requests = [
    { id: 'r-1', email: 'ana@example.com', via: 'member', requestedAt: '2026-11-01T10:00:00.000Z', confirmedAt: '2026-11-01T10:05:00.000Z' },
    { id: 'r-2', email: 'ben@example.com', via: 'manage', requestedAt: '2026-11-02T10:00:00.000Z', confirmedAt: '2026-11-02T10:05:00.000Z' },
  ];
  const deletions = ['a', 'b', 'c'].map((hash, i) => ({ at: `2026-11-0${3 + i}T10:00:00.000Z`, by: 'dana@verse.example', emailHash: hash.repeat(64), records: { booking: 1 } }));

  it('says the confirmed requests and the deletions listed are not all of them when the worker left some out', async () => {
    answering({ '/api/admin/deletion/requests': { requests, more: true }, '/api/admin/deletion/log': { deletions, more: true } });
    const page = render(<DeletionPage />);
    await settle(() => page.querySelector('#requests-title') && page.querySelector('.admin-history'));
    const requestsPanel = page.querySelector('#requests-title')!.closest('section')!;
    expect(requestsPanel.textContent).toContain('The oldest 2 confirmed requests are listed; newer ones are not shown here until these are handled.');
    const logPanel = page.querySelector('#deletions-title')!.closest('section')!;
    expect(logPanel.textContent).toContain('The newest 3 deletions are listed; older ones are kept in the audit but not shown here.');
  });

  it('says nothing of it when every one is listed', async () => {
    answering({ '/api/admin/deletion/requests': { requests, more: false }, '/api/admin/deletion/log': { deletions, more: false } });
    const page = render(<DeletionPage />);
    await settle(() => page.querySelector('#requests-title') && page.querySelector('.admin-history'));
    expect(page.textContent).not.toMatch(/are listed;/);
  });
});

describe('Bookings', () => {
  it('says past consultations older than those listed are in the bookings download', async () => {
    answering({ '/api/admin/bookings': { timeZone: 'America/Denver', upcoming: [], past: [booking('b-2', '2026-11-20'), booking('b-1', '2026-11-19')], morePast: true } });
    const page = render(<BookingsPage />);
    await settle(() => page.querySelector('#bookings-past'));
    const past = page.querySelector('#bookings-past')!.closest('section')!;
    expect(past.textContent).toContain('The newest 2 past consultations are listed; older ones are in the bookings download (CSV).');
    // Upcoming ones are never capped: their group says nothing of it.
    expect(page.querySelector('#bookings-upcoming')!.closest('section')!.textContent).not.toMatch(/are listed;/);
  });

  it('says nothing of it when every past one is listed', async () => {
    answering({ '/api/admin/bookings': { timeZone: 'America/Denver', upcoming: [], past: [booking('b-1', '2026-11-19')], morePast: false } });
    const page = render(<BookingsPage />);
    await settle(() => page.querySelector('#bookings-past'));
    expect(page.textContent).not.toMatch(/are listed;/);
  });
});

describe('LMS platforms', () => {
  it('says failed scores older than those listed are not shown', async () => {
    answering({ '/api/admin/lti/platforms': { platforms: [], failedScores: [failedScore('s-1'), failedScore('s-2')], moreFailedScores: true, trustedIssuers: [] } });
    const page = render(<LtiPage />);
    await settle(() => page.textContent?.includes('Scores that did not reach a gradebook'));
    expect(page.textContent).toContain('The newest 2 failed scores are listed; older ones are not shown here.');
  });

  it('says nothing of it when every failed score is listed', async () => {
    answering({ '/api/admin/lti/platforms': { platforms: [], failedScores: [failedScore('s-1')], moreFailedScores: false, trustedIssuers: [] } });
    const page = render(<LtiPage />);
    await settle(() => page.textContent?.includes('Scores that did not reach a gradebook'));
    expect(page.textContent).not.toMatch(/are listed;/);
  });
});

describe('A lead', () => {
  const lead = {
    id: 'lead-1',
    kind: 'contact',
    variant: 'standard',
    createdAt: '2026-11-01T10:00:00.000Z',
    name: 'Priya Natarajan',
    email: 'priya@example.org',
    phone: '',
    status: 'contacted',
    priority: 'high',
    assignedTo: '',
    nextFollowUpDate: null,
    lastContactDate: null,
    conversionStage: 'contact_submitted',
    notes: [],
  };
  const history = ['medium', 'high'].map((to, i) => ({ at: `2026-11-0${2 + i}T10:00:00.000Z`, by: 'dana@verse.example', action: 'lead.update', detail: { changes: { priority: { from: 'low', to } } } }));
  const answer = (moreHistory: boolean) => ({ lead, sent: [], needsVerification: false, history, moreHistory, emails: [] });

  it('says its history lists only the newest changes when older ones were left out', async () => {
    answering({ '/api/admin/leads/lead-1': answer(true), '/api/admin/staff': { staff: [] } });
    const page = render(<LeadPage id="lead-1" />);
    await settle(() => page.querySelector('#history-title'));
    const panel = page.querySelector('#history-title')!.closest('section')!;
    expect(panel.textContent).toContain('The newest 2 changes are listed; older ones are kept in the audit but not shown here.');
  });

  it('says nothing of it when the whole history is listed', async () => {
    answering({ '/api/admin/leads/lead-1': answer(false), '/api/admin/staff': { staff: [] } });
    const page = render(<LeadPage id="lead-1" />);
    await settle(() => page.querySelector('#history-title'));
    expect(page.textContent).not.toMatch(/are listed;/);
  });
});
