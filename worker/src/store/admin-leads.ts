// The inbox of migration 0006 (`leads`) and the staff fields of each lead's source row.
import type { ConversionStage, FollowUpFilter, LeadKind, LeadStatus, Priority } from '../../../contract/admin';
import type { CrmNote, LeadRecord, LeadSummary } from '../../../contract/admin-calls';

type LeadRow = {
  id: string;
  kind: LeadKind;
  variant: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  status: LeadStatus;
  priority: Priority;
  assigned_to: string;
  next_follow_up_date: string | null;
  last_contact_date: string | null;
  conversion_stage: ConversionStage;
  crm_notes?: string;
};

const SUMMARY_COLUMNS =
  'id, kind, variant, created_at, name, email, phone, status, priority, assigned_to, next_follow_up_date, last_contact_date, conversion_stage';

const toSummary = (row: LeadRow): LeadSummary => ({
  id: row.id,
  kind: row.kind,
  variant: row.variant,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  status: row.status,
  priority: row.priority,
  assignedTo: row.assigned_to,
  nextFollowUpDate: row.next_follow_up_date,
  lastContactDate: row.last_contact_date,
  conversionStage: row.conversion_stage,
});

export type LeadFilters = {
  kind?: LeadKind;
  status?: string;
  priority?: string;
  /** A staff id, or '' for unassigned. */
  assignedTo?: string;
  followUp?: FollowUpFilter;
  /** Lower-case text, or a phone's digits. */
  search?: string;
  /** The business day's date, for `followUp`. */
  today: string;
  /** Newest first: only leads older than this (created_at, id). */
  before?: { createdAt: string; id: string };
  limit: number;
};

/** `%` and `_` match themselves in a search. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the inbox, newest first, keyset-paged: the query reads an index in order from
 * `before` and stops after `limit + 1` matching rows, however far into 50,000 leads it is.
 * Returns the page and whether there is more.
 */
export async function listLeads(db: D1Database, filters: LeadFilters): Promise<{ leads: LeadSummary[]; more: boolean }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filters.kind) where.push('kind = ?') && params.push(filters.kind);
  if (filters.status) where.push('status = ?') && params.push(filters.status);
  if (filters.priority) where.push('priority = ?') && params.push(filters.priority);
  if (filters.assignedTo !== undefined) where.push('assigned_to = ?') && params.push(filters.assignedTo);
  if (filters.followUp) {
    where.push("next_follow_up_date IS NOT NULL AND status NOT IN ('enrolled', 'closed')");
    if (filters.followUp === 'today') where.push('next_follow_up_date = ?') && params.push(filters.today);
    if (filters.followUp === 'overdue') where.push('next_follow_up_date < ?') && params.push(filters.today);
    if (filters.followUp === 'due') where.push('next_follow_up_date <= ?') && params.push(filters.today);
  }
  if (filters.search) where.push("search LIKE ? ESCAPE '\\'") && params.push(`%${likeEscape(filters.search)}%`);
  if (filters.before) where.push('(created_at, id) < (?, ?)') && params.push(filters.before.createdAt, filters.before.id);
  const sql = `SELECT ${SUMMARY_COLUMNS} FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC LIMIT ?`;
  const { results } = await db.prepare(sql).bind(...params, filters.limit + 1).all<LeadRow>();
  return { leads: results.slice(0, filters.limit).map(toSummary), more: results.length > filters.limit };
}

/**
 * The leads with a follow-up date on or before `today` that are not finished (enrolled, closed):
 * the most overdue first.
 */
export async function dueFollowUps(db: D1Database, today: string, limit: number): Promise<LeadSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS} FROM leads
       WHERE next_follow_up_date IS NOT NULL AND next_follow_up_date <= ? AND status NOT IN ('enrolled', 'closed')
       ORDER BY next_follow_up_date, created_at LIMIT ?`,
    )
    .bind(today, limit)
    .all<LeadRow>();
  return results.map(toSummary);
}

export async function findLead(db: D1Database, id: string): Promise<LeadRecord | null> {
  const row = await db.prepare(`SELECT ${SUMMARY_COLUMNS}, crm_notes FROM leads WHERE id = ?`).bind(id).first<LeadRow>();
  return row ? { ...toSummary(row), notes: JSON.parse(row.crm_notes ?? '[]') as CrmNote[] } : null;
}

/** The form as the family sent it: the row of the lead's own table. */
export async function leadSource(db: D1Database, lead: Pick<LeadSummary, 'id' | 'kind'>): Promise<Record<string, unknown> | null> {
  const table = SOURCE_TABLES[lead.kind];
  return db.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(lead.id).first<Record<string, unknown>>();
}

const SOURCE_TABLES: Record<LeadKind, string> = { intake: 'intake_forms', contact: 'contact_forms', consultation: 'bookings' };

/** The staff fields a change may set, by their column. */
export type LeadChanges = Partial<{
  status: string;
  priority: string;
  assigned_to: string;
  next_follow_up_date: string | null;
  last_contact_date: string | null;
  conversion_stage: string;
}>;

/**
 * The statements that apply `changes` and append `note` to a lead, in the inbox and, for intake
 * forms and contact messages, in the source row, which keeps the same fields. Batch them with the
 * audit entry. A note is appended in SQL, so two staff adding notes at once both keep theirs.
 */
export function updateLeadStatements(db: D1Database, lead: Pick<LeadSummary, 'id' | 'kind'>, changes: LeadChanges, note?: CrmNote): D1PreparedStatement[] {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of Object.entries(changes)) {
    sets.push(`${column} = ?`);
    params.push(value);
  }
  if (note) {
    sets.push("crm_notes = json_insert(crm_notes, '$[#]', json(?))");
    params.push(JSON.stringify(note));
  }
  if (sets.length === 0) return [];
  const tables = lead.kind === 'consultation' ? ['leads'] : ['leads', SOURCE_TABLES[lead.kind]];
  return tables.map((table) => db.prepare(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ?`).bind(...params, lead.id));
}
