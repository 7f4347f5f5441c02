import type { z } from 'zod';
import type { LeadHistoryEntry, LeadRecord } from '../../../contract/admin-calls';
import type { leadUpdateBody } from '../../../contract/admin';
import { calendarDateIn } from '../../../contract/rules';
import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { findLead, leadSource, listLeads, dueFollowUps, updateLeadStatements, type LeadChanges } from '../store/admin-leads';
import { auditOf } from '../store/audit';
import { runTogether } from '../store/batch';
import { emailsAbout } from '../store/outbox';
import { isStaffAccount } from '../store/staff';
import { now } from '../time/clock';
import { auditStatement, type SignedInEnv } from './guard';
import { sentFields } from './lead-details';
import { decodeCursor, encodeCursor } from './query';

const PAGE_SIZE = 25;
const NOT_FOUND = 'There is no such lead.';

/** The business day today: follow-up dates are calendar dates there. */
const today = () => calendarDateIn(now());

/** What a search term matches: a phone's digits when it looks like a phone, else lower-case text. */
function searchTerm(q: string | undefined): string | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(q) && digits.length >= 3) return digits;
  return q.toLowerCase();
}

/** The staff fields a change names, as columns, keeping only those that differ from the lead. */
function changesOf(lead: LeadRecord, body: z.output<typeof leadUpdateBody>): { columns: LeadChanges; audit: Record<string, { from: unknown; to: unknown }> } {
  const wanted: Array<[keyof LeadChanges, keyof LeadRecord, unknown]> = [
    ['status', 'status', body.status],
    ['priority', 'priority', body.priority],
    ['assigned_to', 'assignedTo', body.assignedTo],
    ['next_follow_up_date', 'nextFollowUpDate', body.nextFollowUpDate],
    ['last_contact_date', 'lastContactDate', body.lastContactDate],
    ['conversion_stage', 'conversionStage', body.conversionStage],
  ];
  const columns: Record<string, unknown> = {};
  const audit: Record<string, { from: unknown; to: unknown }> = {};
  for (const [column, field, value] of wanted) {
    if (value === undefined || value === lead[field]) continue;
    columns[column] = value;
    audit[field] = { from: lead[field], to: value };
  }
  return { columns: columns as LeadChanges, audit };
}

/** The inbox: every lead, newest first, filtered and searched, one keyset page at a time; one lead; its changes. */
export const leadAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/leads')
  .serve('GET /api/admin/leads', async (c) => {
    const query = c.get('query');
    const limit = query.limit ?? PAGE_SIZE;
    const { leads, more } = await listLeads(c.env.DB, {
      kind: query.kind,
      status: query.status,
      priority: query.priority,
      assignedTo: query.assignee === undefined ? undefined : query.assignee === 'none' ? '' : query.assignee,
      followUp: query.followUp,
      search: searchTerm(query.q),
      today: today(),
      before: decodeCursor(query.cursor),
      limit,
    });
    const last = leads.at(-1);
    return { leads, next: more && last ? encodeCursor(last.createdAt, last.id) : null };
  })
  .serve('GET /api/admin/leads/:id', async (c) => {
    const lead = await findLead(c.env.DB, c.req.param('id'));
    if (!lead) return apiError(c, 404, NOT_FOUND);
    const [source, history, emails] = await Promise.all([
      leadSource(c.env.DB, lead),
      auditOf(c.env.DB, lead.id),
      emailsAbout(c.env.DB, lead.id),
    ]);
    const sent = source ? sentFields(lead.kind, source) : { fields: [], needsVerification: false };
    return {
      lead,
      sent: sent.fields,
      needsVerification: sent.needsVerification,
      // The audit's detail is the JSON its writers stored: a lead.update's is `changes` and `noteAdded`.
      history: history.map(({ at, actorEmail, action, detail }) => ({ at, by: actorEmail, action, detail: detail as LeadHistoryEntry['detail'] })),
      emails,
    };
  })
  .serve('PATCH /api/admin/leads/:id', async (c) => {
    const body = c.get('body');
    const lead = await findLead(c.env.DB, c.req.param('id'));
    if (!lead) return apiError(c, 404, NOT_FOUND);
    if (body.assignedTo && !(await isStaffAccount(c.env.DB, body.assignedTo))) {
      return apiError(c, 400, 'Please correct the highlighted fields.', { assignedTo: 'Choose a staff account.' });
    }
    // Moving a lead to "contacted" is a contact made today, unless staff said when.
    const contactedNow = body.status === 'contacted' && lead.status !== 'contacted' && body.lastContactDate === undefined;
    const { columns, audit } = changesOf(lead, contactedNow ? { ...body, lastContactDate: today() } : body);
    const user = c.get('user');
    const note = body.note ? { at: now().toISOString(), by: user.displayName || user.email, text: body.note } : undefined;
    const statements = updateLeadStatements(c.env.DB, lead, columns, note);
    if (statements.length > 0) {
      // The audit says what changed, never the note's words: it outlives a data deletion.
      await runTogether(c.env.DB, [...statements, auditStatement(c, 'lead.update', { kind: lead.kind, changes: audit, noteAdded: Boolean(note) }, lead.id)]);
    }
    return { lead: (await findLead(c.env.DB, lead.id))! };
  });

/** Follow-ups: unfinished leads whose follow-up date is today, and those whose date has passed. */
export const followUpAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/follow-ups').serve('GET /api/admin/follow-ups', async (c) => {
  const day = today();
  const due = await dueFollowUps(c.env.DB, day, 500);
  return {
    today: day,
    overdue: due.filter((lead) => lead.nextFollowUpDate! < day),
    dueToday: due.filter((lead) => lead.nextFollowUpDate === day),
  };
});
