// The staff area's wire format: what a lead's staff fields may hold, and the queries and bodies of
// the admin calls. Shared by the worker (validation) and the admin screens (choices, labels); the
// calls' answers are in admin-calls.ts.
import { z } from './zod';
import { EMAIL_PATTERN, isCalendarDate } from './rules';

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

/** Where an email is: queued, sent, or given up on. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

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
