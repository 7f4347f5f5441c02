import { z } from 'zod';

const wallTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The `settings` table, one JSON value per key. Staff change these rows, not code. */
const bookingSettings = z.object({
  timeZone: z.string().refine(isTimeZone),
  slotMinutes: z.number().int().min(5).max(240),
  minNoticeMinutes: z.number().int().min(0),
  holdSeconds: z.number().int().min(30).max(3600),
  maxHoldsPerClient: z.number().int().min(1).max(50),
  /** Weekday ("0" = Sunday) to [from, to) wall-clock ranges in `timeZone`. */
  weeklyHours: z.record(z.string().regex(/^[0-6]$/), z.array(z.tuple([wallTime, wallTime]))),
});

export type BookingSettings = z.output<typeof bookingSettings>;

/** The calendar the booking calls work from: the settings plus the dates the business is closed. */
export type BookingCalendar = BookingSettings & { closedDates: ReadonlySet<string> };

/** What the migration seeds; a key missing from the table falls back to this. */
export const DEFAULT_SETTINGS: BookingSettings = {
  timeZone: 'America/Denver',
  slotMinutes: 30,
  minNoticeMinutes: 120,
  holdSeconds: 300,
  maxHoldsPerClient: 3,
  weeklyHours: Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [['08:00', '17:00']]])) as BookingSettings['weeklyHours'],
};

export async function loadBookingCalendar(db: D1Database): Promise<BookingCalendar> {
  const [settingRows, closedRows] = await db.batch([
    db.prepare('SELECT key, value FROM settings'),
    db.prepare('SELECT date FROM closed_dates'),
  ]);
  const stored: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of settingRows!.results as { key: string; value: string }[]) {
    try {
      stored[key] = JSON.parse(value);
    } catch {
      throw new Error(`The booking setting "${key}" is not valid JSON.`);
    }
  }
  const parsed = bookingSettings.safeParse(stored);
  // A broken setting is the operator's mistake; refusing to guess beats offering wrong hours.
  if (!parsed.success) throw new Error(`The booking settings are not valid: ${z.prettifyError(parsed.error)}`);
  const closedDates = new Set((closedRows!.results as { date: string }[]).map((row) => row.date));
  return { ...parsed.data, closedDates };
}
