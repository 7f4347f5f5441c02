// The staff area's wire format: what a lead's staff fields may hold, and the bodies of the admin
// calls that change them. Shared by the worker (validation) and the admin screens (choices, labels).
import { z } from 'zod';
import { EMAIL_PATTERN, isCalendarDate, ROLES } from './rules';

export const LEAD_KINDS = ['intake', 'contact', 'consultation'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = { intake: 'Intake form', contact: 'Contact message', consultation: 'Consultation request' };

export const LEAD_STATUSES = ['new', 'contacted', 'scheduled', 'enrolled', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  scheduled: 'Scheduled',
  enrolled: 'Enrolled',
  closed: 'Closed',
};
/** A lead in one of these needs no more follow-up. */
const FINISHED_STATUSES: readonly LeadStatus[] = ['enrolled', 'closed'];

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const CONVERSION_STAGES = [
  'intake_submitted',
  'contact_submitted',
  'consultation_requested',
  'consultation_scheduled',
  'consultation_completed',
  'enrolled',
  'lost',
] as const;
export type ConversionStage = (typeof CONVERSION_STAGES)[number];
export const CONVERSION_STAGE_LABELS: Record<ConversionStage, string> = {
  intake_submitted: 'Intake submitted',
  contact_submitted: 'Contact submitted',
  consultation_requested: 'Consultation requested',
  consultation_scheduled: 'Consultation scheduled',
  consultation_completed: 'Consultation completed',
  enrolled: 'Enrolled',
  lost: 'Lost',
};

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

/** Where an email is: queued, sent, or given up on. */
const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** The follow-up filter: due today, before today, or either. */
export const FOLLOW_UP_FILTERS = ['due', 'today', 'overdue'] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];

export const NOTE_MAX = 2000;
export const SEARCH_MAX = 100;
const PAGE_SIZE_MAX = 100;

const calendarDate = z.string().refine(isCalendarDate, { error: 'Please enter a date as YYYY-MM-DD.' });

/** GET /api/admin/leads: every filter optional; `cursor` is the `next` of the previous page. */
export const leadListQuery = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  priority: z.enum(PRIORITIES).optional(),
  /** A staff account's id, or `none` for leads no one is assigned to. */
  assignee: z.string().min(1).max(64).optional(),
  followUp: z.enum(FOLLOW_UP_FILTERS).optional(),
  q: z.string().trim().max(SEARCH_MAX).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
type LeadListQuery = z.output<typeof leadListQuery>;

/** PATCH /api/admin/leads/:id: the fields to change (at least one), and/or a note to add. */
export const leadUpdateBody = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    priority: z.enum(PRIORITIES).optional(),
    /** A staff account's id, or '' for no one. */
    assignedTo: z.string().max(64).optional(),
    nextFollowUpDate: calendarDate.nullable().optional(),
    lastContactDate: calendarDate.nullable().optional(),
    conversionStage: z.enum(CONVERSION_STAGES).optional(),
    note: z.string().trim().min(1).max(NOTE_MAX).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change.' });
export type LeadUpdateBody = z.input<typeof leadUpdateBody>;

const emailAddress = z.string().trim().toLowerCase().min(1).max(254).regex(EMAIL_PATTERN, { error: 'Please enter a valid email address.' });

/** POST /api/admin/deletion/lookup: what is stored about this address. */
export const deletionLookupBody = z.object({ email: emailAddress }).strict();

/** POST /api/admin/deletion: deletes it all; `confirmEmail` must repeat the address. */
export const deletionBody = z
  .object({ email: emailAddress, confirmEmail: emailAddress })
  .strict()
  .refine((body) => body.email === body.confirmEmail, { error: 'Type the same address again to confirm.', path: ['confirmEmail'] });

/** GET /api/admin/outbox. */
export const outboxListQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});

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
export const exportParams = z.object({ file: z.enum(['bookings.csv', 'leads.csv']) });
export type ExportFile = z.output<typeof exportParams>['file'];

/** The download: RFC 4180 CSV (CRLF lines, UTF-8 with a byte order mark), a header and every row. */
export const csvExport = z.string();
