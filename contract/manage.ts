// The manage link's wire format (/api/manage/:token): what a parent's booking page reads and sends.
import { z } from './zod';
import { isCalendarDate } from './rules';

/** The parent's reason for cancelling, optional and short. */
const CANCEL_REASON_MAX = 500;

/** POST /api/manage/:token/reschedule: the new slot, held first with POST /api/holdSlot. */
export const manageRescheduleBody = z.strictObject({
  lockId: z.string().min(1, { error: 'Please pick a new time.' }).max(100),
  startISO: z.iso.datetime({ offset: true, error: 'Please pick a new time.' }),
  dateISO: z.string().refine(isCalendarDate, { error: 'Please give a real date as YYYY-MM-DD.' }),
});

/** POST /api/manage/:token/cancel: an optional reason. */
export const manageCancelBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, { error: `Please keep the reason under ${CANCEL_REASON_MAX} characters.` })
    .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), { error: 'This field contains characters that are not allowed.' })
    .optional(),
});

/** POST /api/manage/:token/reconfirm: no fields. */
export const manageReconfirmBody = z.strictObject({});

/** Why a change can no longer be made online: the cut-off passed, the call began, or it is cancelled. */
const closedReason = z.enum(['cutoff', 'started', 'cancelled']).nullable();

/** When a booking is, as the parent's and the staff screens get it. */
export const bookingTimeFields = {
  dateISO: z.string(),
  startISO: z.string().nullable(),
  endISO: z.string().nullable(),
  /** The time range in the business zone ("8:00 AM - 8:30 AM"), or null for a request without a time. */
  label: z.string().nullable(),
};

/** A parent's booking as its manage page shows it. */
export const manageAnswer = z.object({
  booking: z.object({
    id: z.string(),
    status: z.enum(['confirmed', 'requested', 'cancelled']),
    ...bookingTimeFields,
    parentName: z.string(),
    /** The number the team will call. */
    phone: z.string(),
    /** The parent's own zone, as their browser gave it when booking (null: not known). */
    timeZone: z.string().nullable(),
    reconfirmed: z.boolean(),
    cancelledBy: z.enum(['parent', 'staff']).nullable(),
  }),
  /** The business zone the times are set in. */
  timeZone: z.string(),
  reschedule: z.object({ allowed: z.boolean(), closed: closedReason, cutoffHours: z.number() }),
  cancel: z.object({ allowed: z.boolean(), closed: closedReason, cutoffHours: z.number() }),
  support: z.object({ email: z.string(), phone: z.string() }),
});
export type ManageAnswer = z.output<typeof manageAnswer>;

/** POST /api/manage/:token/delete-data: no fields; a confirmation link goes to the booking's address. */
export const deleteDataBody = z.strictObject({});
/** Where the link went, masked ("j•••@example.com"). */
export const deleteDataAnswer = z.object({ sentTo: z.string() });

/** GET /api/data-deletion/:token and POST …/confirm: the request the link is for. */
export const deletionRequestAnswer = z.object({ email: z.string(), confirmed: z.boolean(), confirmedAt: z.string().nullable() });
export const deletionConfirmBody = z.strictObject({});

/**
 * GET /api/admin/deletion/requests: confirmed requests, oldest first, the staff's tasks until they
 * delete the data; `more`: requests past the oldest 200 were left out (each comes in as earlier ones are handled).
 */
export const deletionRequestsAnswer = z.object({
  more: z.boolean(),
  requests: z.array(z.object({ id: z.string(), email: z.string(), via: z.enum(['manage', 'member']), requestedAt: z.string(), confirmedAt: z.string() })),
});

/** POST /api/account/verify-email: no fields. Whether a link went out now (one an hour), or the address is verified already. */
export const verifyEmailBody = z.strictObject({});
export const verifyEmailAnswer = z.object({ verified: z.boolean(), sent: z.boolean() });
/** POST /api/account/verify-email/confirm: the link's token. */
export const verifyEmailConfirmBody = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not complete.' }) });
export const verifyEmailConfirmAnswer = z.object({ verified: z.literal(true) });

/** GET /api/account/consultations: a verified member's consultations (nothing for an unverified address). */
const memberConsultation = z.object({
  status: z.enum(['confirmed', 'cancelled']),
  startISO: z.string(),
  endISO: z.string(),
  label: z.string().nullable(),
  /** The booking's own manage page, for reschedule and cancel. */
  manage: z.string().nullable(),
});
/** `more`: the member has older consultations than the newest 100 listed. */
export const myConsultationsAnswer = z.object({ verified: z.boolean(), upcoming: z.array(memberConsultation), past: z.array(memberConsultation), more: z.boolean() });
