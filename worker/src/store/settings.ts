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

const versionQuery = (db: D1Database) => db.prepare('SELECT version FROM settings_version WHERE id = 1');

/**
 * The calendar of the newest settings version this isolate has read. Triggers on `settings` and
 * `closed_dates` move the version on any change, so the calendar is read again exactly when one
 * happened, and kept (with everything derived from it) otherwise.
 */
let kept: { version: number; calendar: BookingCalendar } | null = null;

function parseCalendar(settingRows: { key: string; value: string }[], closedRows: { date: string }[]): BookingCalendar {
  const stored: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of settingRows) {
    try {
      stored[key] = JSON.parse(value);
    } catch {
      throw new Error(`The booking setting "${key}" is not valid JSON.`);
    }
  }
  const parsed = bookingSettings.safeParse(stored);
  // A broken setting is the operator's mistake; refusing to guess beats offering wrong hours.
  if (!parsed.success) throw new Error(`The booking settings are not valid: ${z.prettifyError(parsed.error)}`);
  const closedDates = new Set(closedRows.map((row) => row.date));
  return { ...parsed.data, closedDates };
}

const versionOf = (result: D1Result | undefined) => (result?.results[0] as { version: number } | undefined)?.version ?? 0;

async function calendarAt(db: D1Database, version: number): Promise<BookingCalendar> {
  if (kept?.version === version) return kept.calendar;
  const [versionRows, settingRows, closedRows] = await db.batch([
    versionQuery(db),
    db.prepare('SELECT key, value FROM settings'),
    db.prepare('SELECT date FROM closed_dates'),
  ]);
  const calendar = parseCalendar(settingRows!.results as { key: string; value: string }[], closedRows!.results as { date: string }[]);
  // Read in one batch with the version, so the two belong together; the newest read wins.
  const read = versionOf(versionRows);
  if (!kept || read >= kept.version) kept = { version: read, calendar };
  return calendar;
}

/** The settings and closed dates: one small read of the version when nothing has changed. */
export async function loadBookingCalendar(db: D1Database): Promise<BookingCalendar> {
  return calendarAt(db, versionOf(await versionQuery(db).all()));
}

/**
 * The calendar, and the results of `statements`, in one round trip to D1 when the settings have
 * not changed (two when they have).
 */
export async function loadCalendarWith(db: D1Database, statements: D1PreparedStatement[]): Promise<{ calendar: BookingCalendar; results: D1Result[] }> {
  const [versionRows, ...results] = await db.batch([versionQuery(db), ...statements]);
  return { calendar: await calendarAt(db, versionOf(versionRows)), results };
}
