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
  /** How many days after today (in `timeZone`) parents may book: the last bookable date. */
  maxAdvanceDays: z.number().int().min(1).max(366),
  /** Weekday ("0" = Sunday) to [from, to) wall-clock ranges in `timeZone`. */
  weeklyHours: z.record(z.string().regex(/^[0-6]$/), z.array(z.tuple([wallTime, wallTime]))),
  /** Parents may move a call through its manage link until this many hours before it. */
  rescheduleCutoffHours: z.number().int().min(0).max(168),
  /** Parents may cancel a call through its manage link until this many hours before it. */
  cancelCutoffHours: z.number().int().min(0).max(168),
  /** How many hours before a call each reminder goes, largest first (the first asks "Still coming?"). */
  reminderHours: z.array(z.number().int().min(1).max(168)).max(4),
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
  maxAdvanceDays: 90,
  weeklyHours: Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [['08:00', '17:00']]])) as BookingSettings['weeklyHours'],
  rescheduleCutoffHours: 12,
  cancelCutoffHours: 2,
  reminderHours: [24, 1],
};

const versionQuery = (db: D1Database) => db.prepare('SELECT version FROM settings_version WHERE id = 1');

/** The settings and closed dates as stored, with the version they were read at (one batch). */
export type SettingsSnapshot = { version: number; settings: { key: string; value: string }[]; closed: { date: string }[] };

/**
 * The calendar of the newest settings version this isolate has seen. Triggers on `settings` and
 * `closed_dates` move the version on any change, so a calendar is parsed again exactly when one
 * happened, and kept (with everything derived from it) otherwise.
 */
let kept: { version: number; calendar: BookingCalendar } | null = null;

function parseCalendar({ settings, closed }: SettingsSnapshot): BookingCalendar {
  const stored: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const { key, value } of settings) {
    try {
      stored[key] = JSON.parse(value);
    } catch {
      throw new Error(`The booking setting "${key}" is not valid JSON.`);
    }
  }
  const parsed = bookingSettings.safeParse(stored);
  // A broken setting is the operator's mistake; refusing to guess beats offering wrong hours.
  if (!parsed.success) throw new Error(`The booking settings are not valid: ${z.prettifyError(parsed.error)}`);
  const closedDates = new Set(closed.map((row) => row.date));
  return { ...parsed.data, closedDates };
}

const versionOf = (result: D1Result | undefined) => (result?.results[0] as { version: number } | undefined)?.version ?? 0;

/** The settings snapshot, and the results of `statements`, in one round trip. */
export async function readSettingsWith(db: D1Database, statements: D1PreparedStatement[]): Promise<{ snapshot: SettingsSnapshot; results: D1Result[] }> {
  const [version, settings, closed, ...results] = await db.batch([
    versionQuery(db),
    db.prepare('SELECT key, value FROM settings'),
    db.prepare('SELECT date FROM closed_dates'),
    ...statements,
  ]);
  return {
    snapshot: { version: versionOf(version), settings: settings!.results as SettingsSnapshot['settings'], closed: closed!.results as SettingsSnapshot['closed'] },
    results,
  };
}

/** The version this isolate's calendar was parsed at, or null: what a snapshot must be newer than. */
export const keptSettingsVersion = () => kept?.version ?? null;

/**
 * The calendar for `version`: the kept one when it matches, else parsed from `snapshot` and kept;
 * null when neither can give it (the caller asks again for the snapshot).
 */
export function calendarAt(version: number, snapshot: SettingsSnapshot | null): BookingCalendar | null {
  if (kept?.version === version) return kept.calendar;
  if (!snapshot || snapshot.version !== version) return null;
  const calendar = parseCalendar(snapshot);
  if (!kept || version >= kept.version) kept = { version, calendar };
  return calendar;
}

/** The settings and closed dates: one small read of the version when nothing has changed. */
export async function loadBookingCalendar(db: D1Database): Promise<BookingCalendar> {
  const version = versionOf(await versionQuery(db).all());
  if (kept?.version === version) return kept.calendar;
  const { snapshot } = await readSettingsWith(db, []);
  return calendarAt(snapshot.version, snapshot)!;
}

/** The closed dates from `today` on, in order: what the hours editor shows. */
export async function closedDatesFrom(db: D1Database, today: string): Promise<{ date: string; reason: string | null }[]> {
  const { results } = await db.prepare('SELECT date, reason FROM closed_dates WHERE date >= ? ORDER BY date').bind(today).all<{ date: string; reason: string | null }>();
  return results;
}

/**
 * Statements that write settings (each value as JSON) and the closed dates from `today` on, to
 * batch with the audit entry. Only changed rows are written, so an unchanged save moves no
 * settings version; closed dates before `today` stay as they are.
 */
export function saveSettingsStatements(
  db: D1Database,
  settings: Record<string, unknown>,
  closedDates: { date: string; reason: string | null }[],
  today: string,
): D1PreparedStatement[] {
  const dates = JSON.stringify(closedDates.map((d) => d.date));
  return [
    ...Object.entries(settings).map(([key, value]) =>
      db
        .prepare('INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE value IS NOT excluded.value')
        .bind(key, JSON.stringify(value)),
    ),
    db.prepare('DELETE FROM closed_dates WHERE date >= ?1 AND date NOT IN (SELECT value FROM json_each(?2))').bind(today, dates),
    ...closedDates.map((d) =>
      db
        .prepare('INSERT INTO closed_dates (date, reason) VALUES (?1, ?2) ON CONFLICT (date) DO UPDATE SET reason = excluded.reason WHERE reason IS NOT excluded.reason')
        .bind(d.date, d.reason),
    ),
  ];
}
