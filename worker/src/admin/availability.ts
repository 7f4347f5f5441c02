import { openDays, type OpenDay } from '../booking/schedule';
import { slotLocksOf } from '../booking/slot-locks';
import type { Bindings } from '../env';
import { RouteTable } from '../http/route';
import { insertAudit } from '../store/audit';
import { runTogether } from '../store/batch';
import { confirmedBookingsFrom } from '../store/bookings';
import { closedDatesFrom, loadBookingCalendar, saveSettingsStatements, type BookingCalendar } from '../store/settings';
import type { UserRecord } from '../store/users';
import { now } from '../time/clock';
import { addDays, wallClock, weekday, zonedDate } from '../../../contract/time';
import type { AvailabilityDraft, AvailabilityEditor, OutsideBooking } from '../../../contract/admin-availability';
import type { SignedInEnv } from './guard';

/** The preview covers the next two weeks, today included, as parents would see them. */
const PREVIEW_DAYS = 14;
const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const minutesOf = (wallTime: string) => Number(wallTime.slice(0, 2)) * 60 + Number(wallTime.slice(3));

/** The settings keys this editor writes, each stored as JSON in `settings`. */
const EDITED_KEYS = ['weeklyHours', 'slotMinutes', 'minNoticeMinutes', 'maxAdvanceDays', 'rescheduleCutoffHours', 'cancelCutoffHours', 'reminderHours'] as const;

async function readDraft(db: D1Database, calendar: BookingCalendar, today: string): Promise<AvailabilityDraft> {
  const closed = await closedDatesFrom(db, today);
  return {
    weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, calendar.weeklyHours[day] ?? []])) as AvailabilityDraft['weeklyHours'],
    slotMinutes: calendar.slotMinutes,
    minNoticeMinutes: calendar.minNoticeMinutes,
    maxAdvanceDays: calendar.maxAdvanceDays,
    rescheduleCutoffHours: calendar.rescheduleCutoffHours,
    cancelCutoffHours: calendar.cancelCutoffHours,
    reminderHours: [...calendar.reminderHours].sort((a, b) => b - a),
    closedDates: closed.map((row) => ({ date: row.date, reason: row.reason ?? '' })),
  };
}

/** The weekdays the draft has hours on. */
const openWeekdays = (draft: AvailabilityDraft) => WEEKDAYS.filter((day) => draft.weeklyHours[day].length > 0);

/** The booking rules a draft sets as they are: the calendar takes them, and the audit log records them. */
const rulesOf = (draft: AvailabilityDraft) => ({
  slotMinutes: draft.slotMinutes,
  minNoticeMinutes: draft.minNoticeMinutes,
  maxAdvanceDays: draft.maxAdvanceDays,
  rescheduleCutoffHours: draft.rescheduleCutoffHours,
  cancelCutoffHours: draft.cancelCutoffHours,
  reminderHours: draft.reminderHours,
});

/**
 * The calendar the draft would make. Closed dates before today are not edited here and stay as
 * they are; they cannot change what parents see from today on.
 */
const calendarOf = (current: BookingCalendar, draft: AvailabilityDraft): BookingCalendar => ({
  ...current,
  weeklyHours: Object.fromEntries(openWeekdays(draft).map((day) => [day, draft.weeklyHours[day]])),
  ...rulesOf(draft),
  closedDates: new Set(draft.closedDates.map((d) => d.date)),
});

/** The next two weeks' open slots under `calendar`, by the code the parents' availability runs. */
async function previewOf(env: Bindings, calendar: BookingCalendar, at: Date): Promise<{ from: string; to: string; days: OpenDay[] }> {
  const from = zonedDate(at, calendar.timeZone);
  const to = addDays(from, PREVIEW_DAYS - 1);
  const inputs = await slotLocksOf(env).availabilityInputs(`${addDays(from, -1)}T00:00:00.000Z`, `${addDays(to, 2)}T00:00:00.000Z`, null);
  return { from, to, days: openDays(calendar, from, to, at, new Set(inputs.taken)) };
}

/** Upcoming confirmed bookings that `calendar` would not offer: on a closed date or outside the day's hours. */
async function bookingsOutside(db: D1Database, calendar: BookingCalendar, at: Date): Promise<OutsideBooking[]> {
  const outside: OutsideBooking[] = [];
  for (const row of await confirmedBookingsFrom(db, at.toISOString())) {
    const base = { id: row.id, dateISO: row.date_iso, startISO: row.start_iso, label: row.label, parentName: row.parent_name };
    if (calendar.closedDates.has(row.date_iso)) {
      outside.push({ ...base, reason: 'closed date' });
      continue;
    }
    const start = wallClock(new Date(row.start_iso), calendar.timeZone);
    const from = start.hour * 60 + start.minute;
    const to = from + Math.round((Date.parse(row.end_iso) - Date.parse(row.start_iso)) / 60_000);
    const ranges = calendar.weeklyHours[String(weekday(row.date_iso))] ?? [];
    if (!ranges.some(([open, close]) => minutesOf(open) <= from && to <= minutesOf(close))) outside.push({ ...base, reason: 'outside hours' });
  }
  return outside;
}

/** Writes the draft: changed settings rows and closed dates only, so an unchanged save moves no version. */
function saveStatements(db: D1Database, draft: AvailabilityDraft, today: string): D1PreparedStatement[] {
  const settings = Object.fromEntries(EDITED_KEYS.map((key) => [key, key === 'reminderHours' ? [...draft.reminderHours].sort((a, b) => b - a) : draft[key]]));
  return saveSettingsStatements(db, settings, draft.closedDates.map((d) => ({ date: d.date, reason: d.reason || null })), today);
}

async function answer(env: Bindings, calendar: BookingCalendar, draft: AvailabilityDraft, at: Date): Promise<AvailabilityEditor> {
  const [preview, outside] = await Promise.all([previewOf(env, calendar, at), bookingsOutside(env.DB, calendar, at)]);
  return { timeZone: calendar.timeZone, settings: draft, preview, outside };
}

export const availabilityAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/availability')
  .serve('GET /api/admin/availability', async (c) => {
    const calendar = await loadBookingCalendar(c.env.DB);
    const at = now();
    return answer(c.env, calendar, await readDraft(c.env.DB, calendar, zonedDate(at, calendar.timeZone)), at);
  })
  // Changes nothing: what parents would see, and which bookings would fall outside, with a draft.
  .serve('POST /api/admin/availability/preview', async (c) => {
    const draft = c.get('body');
    return answer(c.env, calendarOf(await loadBookingCalendar(c.env.DB), draft), draft, now());
  })
  .serve('PUT /api/admin/availability', async (c) => {
    const draft = c.get('body');
    const at = now();
    const db = c.env.DB;
    const before = await loadBookingCalendar(db);
    const today = zonedDate(at, before.timeZone);
    const user: UserRecord = c.get('user');
    const outside = await bookingsOutside(db, calendarOf(before, draft), at);
    const detail = {
      ...rulesOf(draft),
      openWeekdays: openWeekdays(draft).map(Number),
      closedDates: draft.closedDates.length,
      bookingsOutside: outside.map((b) => b.id),
    };
    await runTogether(db, [
      ...saveStatements(db, draft, today),
      insertAudit(db, { at: at.toISOString(), actorId: user.id, actorEmail: user.email, action: 'availability.update', subject: null, detail }),
    ]);
    // Existing bookings are never touched: the hours only decide what is offered from now on.
    // The slot locks read the new settings at once instead of within their copy's age.
    await slotLocksOf(c.env).rereadD1();
    const calendar = await loadBookingCalendar(db);
    return answer(c.env, calendar, await readDraft(db, calendar, today), at);
  });
