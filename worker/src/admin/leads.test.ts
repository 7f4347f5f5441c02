import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDateIn } from '../../../contract/rules';
import { assessmentRequest, contactMessage, fallbackMessage, fullIntake } from '../../test/leads';
import { adminCall, resetAdminState, signedInAs, submit } from './testing';
import { now } from '../time/clock';

type Lead = { id: string; kind: string; variant: string; name: string; email: string; phone: string; status: string; createdAt: string; [key: string]: unknown };
type Page = { leads: Lead[]; next: string | null };

let admin: Awaited<ReturnType<typeof signedInAs>>;
const get = async <T,>(path: string) => {
  const response = await adminCall(admin.cookie, 'GET', path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

const today = () => calendarDateIn(now());
const dayFrom = (days: number) => new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let ip = 0;
async function sendEveryKind() {
  const ids: Record<string, string> = {};
  for (const [name, call, body] of [
    ['intake', 'intakeForms', fullIntake],
    ['assessment', 'intakeForms', assessmentRequest],
    ['contact', 'contactForms', contactMessage],
    ['fallback', 'contactForms', fallbackMessage],
    ['request', 'bookConsultation', { parentName: 'Jordan Rivera', phone: '(801) 555-0142', email: 'Jordan.Rivera@example.com', notes: 'He is 8.', dateISO: today(), startISO: '', endISO: '', label: '', recaptchaToken: 'local:consultation_booking' }],
  ] as const) {
    const response = await submit(call, body, `203.0.113.${++ip}`);
    expect(response.status, name).toBeLessThan(300);
    const answer = (await response.json()) as { id?: string; bookingId?: string };
    ids[name] = (answer.id ?? answer.bookingId)!;
  }
  return ids;
}

beforeAll(async () => {
  admin = await signedInAs('admin', `lead-admin-${crypto.randomUUID().slice(0, 6)}@example.com`, 'Casey Staff');
});
beforeEach(resetAdminState);

describe('GET /api/admin/leads', () => {
  it('is one inbox of every kind of lead, newest first', async () => {
    const ids = await sendEveryKind();
    const { leads, next } = await get<Page>('/leads');
    expect(next).toBeNull();
    expect(leads.map((lead) => [lead.id, lead.kind, lead.variant])).toEqual([
      [ids.request, 'consultation', 'requested'],
      [ids.fallback, 'contact', 'fallback'],
      [ids.contact, 'contact', 'standard'],
      [ids.assessment, 'intake', 'landing_page_intake'],
      [ids.intake, 'intake', 'intake_form'],
    ]);
    expect(leads[1]).toMatchObject({ name: 'Priya Natarajan', phone: '+1 801 555 0177', status: 'new', priority: 'medium', conversionStage: 'contact_submitted' });
    expect(leads[0]).toMatchObject({ conversionStage: 'consultation_requested', status: 'new' });
  });

  it('filters by kind and status, and searches name, email and phone', async () => {
    const ids = await sendEveryKind();
    expect((await get<Page>('/leads?kind=intake')).leads.map((lead) => lead.id)).toEqual([ids.assessment, ids.intake]);
    expect((await get<Page>('/leads?kind=contact&status=new')).leads).toHaveLength(2);
    expect((await get<Page>('/leads?status=contacted')).leads).toEqual([]);
    expect((await get<Page>('/leads?q=gonzalez')).leads.map((lead) => lead.id)).toEqual([ids.intake]);
    expect((await get<Page>('/leads?q=DANA.W%40')).leads.map((lead) => lead.id)).toEqual([ids.assessment]);
    // A phone typed any way finds the digits as the family typed them.
    expect((await get<Page>('/leads?q=801-555-0199')).leads.map((lead) => lead.id)).toEqual([ids.intake]);
    expect((await get<Page>('/leads?q=5550177')).leads.map((lead) => lead.id)).toEqual([ids.fallback]);
    expect((await get<Page>('/leads?q=100%25')).leads).toEqual([]);
  });

  it('pages by a cursor, every lead once', async () => {
    await sendEveryKind();
    await sendEveryKind();
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: Page = await get<Page>(`/leads?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.leads.map((lead) => lead.id));
      cursor = page.next;
      pages++;
    }
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(10);
    expect(seen).toEqual((await get<Page>('/leads?limit=100')).leads.map((lead) => lead.id));
  });

  it('refuses a filter it does not know, naming the field', async () => {
    const response = await adminCall(admin.cookie, 'GET', '/leads?status=maybe&cursor=nonsense');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ status: 'This field is not one of the allowed values.' });
    expect((await adminCall(admin.cookie, 'GET', '/leads?cursor=nonsense')).status).toBe(400);
  });
});

describe('a lead', () => {
  it('shows everything the family sent, labelled', async () => {
    const ids = await sendEveryKind();
    const { sent, needsVerification } = await get<{ sent: Array<{ label: string; value: string }>; needsVerification: boolean }>(`/leads/${ids.intake}`);
    expect(needsVerification).toBe(false);
    expect(sent).toContainEqual({ label: 'Struggles', value: 'Reading, Spelling, Other: Handwriting' });
    expect(sent).toContainEqual({ label: 'Goals', value: 'Read chapter books on his own.' });
    expect(sent).toContainEqual({ label: 'Preferred contact', value: 'Text' });
    const fallback = await get<{ sent: Array<{ label: string; value: string }>; needsVerification: boolean }>(`/leads/${ids.fallback}`);
    expect(fallback.needsVerification).toBe(true);
    expect(fallback.sent).toContainEqual({ label: 'Phone to verify by', value: '+1 801 555 0177' });
    expect((await adminCall(admin.cookie, 'GET', '/leads/no-such-lead')).status).toBe(404);
  });

  it('is triaged: status, follow-up, priority, assignee and a note, each change recorded with who and when', async () => {
    const ids = await sendEveryKind();
    const response = await adminCall(admin.cookie, 'PATCH', `/leads/${ids.intake}`, {
      status: 'contacted',
      nextFollowUpDate: dayFrom(2),
      priority: 'high',
      assignedTo: admin.id,
      note: 'Called mom; she wants a Tuesday slot.',
    });
    expect(response.status).toBe(200);
    const { lead } = (await response.json()) as { lead: Lead & { notes: Array<{ at: string; by: string; text: string }> } };
    expect(lead).toMatchObject({ status: 'contacted', nextFollowUpDate: dayFrom(2), priority: 'high', assignedTo: admin.id, lastContactDate: today() });
    expect(lead.notes).toEqual([{ at: expect.any(String), by: 'Casey Staff', text: 'Called mom; she wants a Tuesday slot.' }]);
    // The family's own record keeps the same staff fields.
    expect(await env.DB.prepare('SELECT status, priority, next_follow_up_date, crm_notes FROM intake_forms WHERE id = ?').bind(ids.intake).first()).toMatchObject({
      status: 'contacted',
      priority: 'high',
      next_follow_up_date: dayFrom(2),
      crm_notes: expect.stringContaining('Tuesday slot'),
    });
    const second = await adminCall(admin.cookie, 'PATCH', `/leads/${ids.intake}`, { note: 'Left a voicemail.' });
    expect(((await second.json()) as { lead: { notes: unknown[] } }).lead.notes).toHaveLength(2);

    const { history } = await get<{ history: Array<{ by: string; action: string; detail: Record<string, unknown> }> }>(`/leads/${ids.intake}`);
    expect(history).toEqual([
      {
        at: expect.any(String),
        by: admin.email,
        action: 'lead.update',
        detail: {
          kind: 'intake',
          noteAdded: true,
          changes: {
            status: { from: 'new', to: 'contacted' },
            nextFollowUpDate: { from: null, to: dayFrom(2) },
            priority: { from: 'medium', to: 'high' },
            assignedTo: { from: '', to: admin.id },
            lastContactDate: { from: null, to: today() },
          },
        },
      },
      { at: expect.any(String), by: admin.email, action: 'lead.update', detail: { kind: 'intake', noteAdded: true, changes: {} } },
    ]);
    // The audit never holds what the note said.
    expect(JSON.stringify(history)).not.toContain('voicemail');
    expect((await get<Page>(`/leads?status=contacted&assignee=${admin.id}`)).leads.map((one) => one.id)).toEqual([ids.intake]);
    expect((await get<Page>('/leads?assignee=none')).leads).toHaveLength(4);
  });

  it('keeps a consultation request’s staff fields in the inbox', async () => {
    const ids = await sendEveryKind();
    const response = await adminCall(admin.cookie, 'PATCH', `/leads/${ids.request}`, { status: 'scheduled', conversionStage: 'consultation_scheduled' });
    expect(response.status).toBe(200);
    expect(await get<{ lead: Lead }>(`/leads/${ids.request}`)).toMatchObject({ lead: { status: 'scheduled', conversionStage: 'consultation_scheduled' } });
  });

  it('refuses a change it cannot make, and changes nothing', async () => {
    const ids = await sendEveryKind();
    const cases: Array<[unknown, number, Record<string, string> | undefined]> = [
      [{ status: 'won' }, 400, { status: 'This field is not one of the allowed values.' }],
      [{ nextFollowUpDate: '2026-02-30' }, 400, { nextFollowUpDate: 'Please enter a date as YYYY-MM-DD.' }],
      [{ note: '   ' }, 400, { note: 'This field is required.' }],
      [{}, 400, { _: 'Nothing to change.' }],
      [{ crmNotes: [] }, 400, undefined],
      [{ assignedTo: 'someone-else' }, 400, { assignedTo: 'Choose a staff account.' }],
    ];
    for (const [body, status, fields] of cases) {
      const response = await adminCall(admin.cookie, 'PATCH', `/leads/${ids.intake}`, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (fields) expect(((await response.json()) as { fields: unknown }).fields).toEqual(fields);
    }
    expect((await adminCall(admin.cookie, 'PATCH', '/leads/no-such-lead', { status: 'closed' })).status).toBe(404);
    expect((await get<{ lead: Lead }>(`/leads/${ids.intake}`)).lead).toMatchObject({ status: 'new', priority: 'medium', assignedTo: '' });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM admin_audit').first<{ n: number }>())!.n).toBe(0);
  });
});

describe('GET /api/admin/follow-ups', () => {
  it('lists what is due today and what is overdue, not finished leads', async () => {
    const ids = await sendEveryKind();
    const set = (id: string, body: unknown) => adminCall(admin.cookie, 'PATCH', `/leads/${id}`, body);
    await set(ids.intake!, { nextFollowUpDate: today() });
    await set(ids.contact!, { nextFollowUpDate: dayFrom(-3) });
    await set(ids.assessment!, { nextFollowUpDate: dayFrom(-1), status: 'closed' });
    await set(ids.fallback!, { nextFollowUpDate: dayFrom(1) });
    const answer = await get<{ today: string; overdue: Lead[]; dueToday: Lead[] }>('/follow-ups');
    expect(answer.today).toBe(today());
    expect(answer.overdue.map((lead) => lead.id)).toEqual([ids.contact]);
    expect(answer.dueToday.map((lead) => lead.id)).toEqual([ids.intake]);
    expect((await get<Page>('/leads?followUp=due')).leads.map((lead) => lead.id)).toEqual([ids.contact, ids.intake]);
    expect((await get<Page>('/leads?followUp=overdue')).leads.map((lead) => lead.id)).toEqual([ids.contact]);
  });
});

describe('GET /api/admin/staff', () => {
  it('lists admins and teachers, not members', async () => {
    const teacher = await signedInAs('teacher');
    const member = await signedInAs('member');
    const { staff } = await get<{ staff: Array<{ id: string; role: string }> }>('/staff');
    const ids = staff.map((account) => account.id);
    expect(ids).toContain(admin.id);
    expect(ids).toContain(teacher.id);
    expect(ids).not.toContain(member.id);
  });
});
