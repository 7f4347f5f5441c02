// The hours editor's wire format (/api/admin/availability): the draft staff send, validated by the
// worker, and the answer the editor reads, typed from these schemas.
import { z } from './zod';
import { isCalendarDate } from './rules';
import { availabilityAnswer } from './schemas';

const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const MAX_RANGES_PER_DAY = 6;
const MAX_CLOSED_DATES = 500;

const minutesOf = (wallTime: string) => Number(wallTime.slice(0, 2)) * 60 + Number(wallTime.slice(3));
const wallTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'Please give a time as HH:MM.' });
const endTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Please give a time as HH:MM.' });

const dayHours = z
  .array(z.tuple([wallTime, endTime]))
  .max(MAX_RANGES_PER_DAY)
  .superRefine((ranges, ctx) => {
    const sorted = ranges.map(([from, to]) => [minutesOf(from), minutesOf(to)] as const).sort((a, b) => a[0] - b[0]);
    if (sorted.some(([from, to]) => to <= from)) ctx.addIssue({ code: 'custom', message: 'Each range must end after it starts.' });
    else if (sorted.some(([from], i) => i > 0 && from < sorted[i - 1]![1])) ctx.addIssue({ code: 'custom', message: 'The ranges of a day must not overlap.' });
  });

const closedDate = z.strictObject({
  date: z.string().refine(isCalendarDate, { error: 'Please give a real date as YYYY-MM-DD.' }),
  reason: z
    .string()
    .trim()
    .max(100)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), { error: 'This field contains characters that are not allowed.' }),
});

/**
 * POST /api/admin/availability/preview and PUT /api/admin/availability: what staff edit, the
 * settings the booking calls read (weekly hours by weekday, "0" Sunday to "6" Saturday, as HH:MM
 * ranges in the business zone) and the closed dates from today on.
 */
export const availabilityDraft = z.strictObject({
  weeklyHours: z.strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>),
  slotMinutes: z.number().int().min(10).max(240),
  minNoticeMinutes: z.number().int().min(0).max(30 * 24 * 60),
  maxAdvanceDays: z.number().int().min(1).max(366),
  /** Parents may move a call through its manage link until this many hours before it. */
  rescheduleCutoffHours: z.number({ error: 'Please give a whole number of hours.' }).int({ error: 'Please give a whole number of hours.' }).min(0).max(168, { error: 'At most 168 hours (a week).' }),
  /** Parents may cancel through the link until this many hours before the call. */
  cancelCutoffHours: z.number({ error: 'Please give a whole number of hours.' }).int({ error: 'Please give a whole number of hours.' }).min(0).max(168, { error: 'At most 168 hours (a week).' }),
  /** Reminder emails, hours before the call, largest first; the first asks "Still coming?". */
  reminderHours: z
    .array(z.number().int({ error: 'Please give whole hours.' }).min(1, { error: 'A reminder goes at least 1 hour before.' }).max(168, { error: 'At most 168 hours (a week).' }))
    .max(2)
    .refine((hours) => new Set(hours).size === hours.length, { error: 'The two reminders must go at different times.' }),
  closedDates: z
    .array(closedDate)
    .max(MAX_CLOSED_DATES)
    .refine((dates) => new Set(dates.map((d) => d.date)).size === dates.length, { error: 'Each closed date may be listed once.' }),
});
export type AvailabilityDraft = z.output<typeof availabilityDraft>;

/** A confirmed booking that the hours being looked at would not offer. */
const outsideBooking = z.object({
  id: z.string(),
  dateISO: z.string(),
  startISO: z.string(),
  label: z.string().nullable(),
  parentName: z.string(),
  reason: z.enum(['closed date', 'outside hours']),
});
export type OutsideBooking = z.output<typeof outsideBooking>;

/**
 * GET /api/admin/availability, and the answer of the preview and the save: the settings (saved, or
 * the draft previewed), the next two weeks' open slots as parents would see them, and the upcoming
 * bookings they would leave outside.
 */
export const availabilityEditorAnswer = z.object({
  timeZone: z.string(),
  settings: availabilityDraft,
  preview: z.object({ from: z.string(), to: z.string(), days: availabilityAnswer.shape.availability }),
  outside: z.array(outsideBooking),
});
export type AvailabilityEditor = z.output<typeof availabilityEditorAnswer>;
