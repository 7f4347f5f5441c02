// The answers of the staff area's calls (/api/admin/*) and the types the worker and the admin
// screens share from them. The screens import this file with `import type` only, so none of it
// enters their chunks; the enums, labels and bodies are in admin.ts.
import { z } from './zod';
import { CONVERSION_STAGES, LEAD_KINDS, LEAD_STATUSES, OUTBOX_STATUSES, PRIORITIES } from './admin';
import { ROLES } from './rules';

/** A lead as the inbox lists it (GET /api/admin/leads, the follow-ups). */
const leadSummary = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  variant: z.string(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(LEAD_STATUSES),
  priority: z.enum(PRIORITIES),
  assignedTo: z.string(),
  nextFollowUpDate: z.string().nullable(),
  lastContactDate: z.string().nullable(),
  conversionStage: z.enum(CONVERSION_STAGES),
});
export type LeadSummary = z.output<typeof leadSummary>;

/** A staff note on a lead: when, by whom (a staff id), what. */
const crmNote = z.object({ at: z.string(), by: z.string(), text: z.string() });
export type CrmNote = z.output<typeof crmNote>;

/** A lead with its notes (GET /api/admin/leads/{id}). */
const leadRecord = leadSummary.extend({ notes: z.array(crmNote) });
export type LeadRecord = z.output<typeof leadRecord>;

/** GET /api/admin/leads: one page, newest first; `next` is the cursor of the page after it, or null. */
export const leadListAnswer = z.object({ leads: z.array(leadSummary), next: z.string().nullable() });

/** A change to a lead as its history shows it: a lead.update's changed fields and whether a note was added (other actions carry other details). */
const leadHistoryEntry = z.object({
  at: z.string(),
  /** The staff account's email. */
  by: z.string(),
  action: z.string(),
  detail: z.looseObject({ changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).optional(), noteAdded: z.boolean().optional() }),
});
export type LeadHistoryEntry = z.output<typeof leadHistoryEntry>;

/** GET /api/admin/leads/:id: the lead, what the family sent (labelled), its history and the emails about it. */
export const leadDetailAnswer = z.object({
  lead: leadRecord,
  sent: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A fallback contact message: verify the sender before replying. */
  needsVerification: z.boolean(),
  history: z.array(leadHistoryEntry),
  emails: z.array(z.object({ id: z.string(), kind: z.string(), subject: z.string(), status: z.enum(OUTBOX_STATUSES), createdAt: z.string() })),
});

/** PATCH /api/admin/leads/:id: the lead as it is now. */
export const leadUpdateAnswer = z.object({ lead: leadRecord });

/** GET /api/admin/follow-ups: unfinished leads whose follow-up date has passed, and those due today. */
export const followUpsAnswer = z.object({ today: z.string(), overdue: z.array(leadSummary), dueToday: z.array(leadSummary) });

/** An email of the outbox, as its row has it (snake_case columns). */
const outboxRow = z.object({
  id: z.string(),
  kind: z.string(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  /** The lead or booking the email is about. */
  related_id: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

/** An email as the outbox lists it: whether it carries a calendar invite, not the invite. */
const outboxMessage = outboxRow.extend({ hasInvite: z.boolean() });
export type OutboxMessage = z.output<typeof outboxMessage>;

/** GET /api/admin/outbox: one page, newest first, the count of each status, and the cursor of the next page or null. */
export const outboxListAnswer = z.object({ messages: z.array(outboxMessage), counts: z.record(z.string(), z.number()), next: z.string().nullable() });

/** POST /api/admin/outbox/:id/retry: the email after the retry (sent, or pending again), with its invite. */
export const outboxRetryAnswer = z.object({ message: outboxRow.extend({ ics: z.string().nullable() }) });

/** What is stored about an address, as counted just before a deletion. */
const storedAbout = z.object({
  leads: z.array(z.object({ id: z.string(), kind: z.string(), createdAt: z.string() })),
  /** Bookings that are not also a lead (a consultation request is listed once, as a lead); `time` is the slot's label. */
  bookings: z.array(z.object({ id: z.string(), status: z.string(), date: z.string(), time: z.string().nullable() })),
  account: z.object({ role: z.string(), sessions: z.number() }).nullable(),
  /** The emails to or about the address. */
  emails: z.number(),
});
export type StoredAbout = z.output<typeof storedAbout>;

/** POST /api/admin/deletion/lookup: the address (lower-cased) and what is stored about it. */
export const deletionLookupAnswer = storedAbout.extend({ email: z.string() });

/** The records deleted (or to delete), by kind: intake, contact, consultation, booking, account, session, email. */
const recordCounts = z.record(z.string(), z.number());

/** POST /api/admin/deletion: what was deleted, and the SHA-256 (hex) of the address the audit keeps instead of it. */
export const deletionAnswer = z.object({ deleted: recordCounts, emailHash: z.string() });

/** GET /api/admin/deletion/log: the latest deletions, newest first, as the audit keeps them. */
export const deletionLogAnswer = z.object({
  deletions: z.array(z.object({ at: z.string(), /** The staff account's email. */ by: z.string(), emailHash: z.string(), records: recordCounts })),
});

/** An account a lead can be assigned to: an admin or a teacher. */
const staffAccount = z.object({ id: z.string(), email: z.string(), displayName: z.string().nullable(), role: z.enum(ROLES) });
export type StaffAccount = z.output<typeof staffAccount>;

/** GET /api/admin/staff: the accounts leads can be assigned to, by name. */
export const staffListAnswer = z.object({ staff: z.array(staffAccount) });

/** GET /api/admin/summary: how many accounts have each role. */
export const adminSummaryAnswer = z.object({ users: z.record(z.enum(ROLES), z.number()) });

/** GET /api/admin/export/:file: the files staff can download. */
export const exportParams = z.object({ file: z.enum(['bookings.csv', 'leads.csv'], { error: 'There is no such export.' }) });
export type ExportFile = z.output<typeof exportParams>['file'];

/** The download: RFC 4180 CSV (CRLF lines, UTF-8 with a byte order mark), a header and every row. */
export const csvExport = z.string();
