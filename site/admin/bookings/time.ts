// Times on the staff screens: in the business zone (MT), and in the viewer's own zone when that
// is another. Pure functions of their inputs, so tests and both renders agree.
// The calendar date comes from contract/rules.ts, which sits in the chunk the booking element, the
// lead forms and these screens share; not from contract/time.ts, whose helpers would become a
// chunk of their own that the booking element fetches separately (`npm run size`).
import { calendarDateIn } from '../../../contract/rules';

/** The zone this browser runs in, e.g. "America/New_York". */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function format(cache: Map<string, Intl.DateTimeFormat>, zone: string, options: Intl.DateTimeFormatOptions) {
  let made = cache.get(zone);
  if (!made) cache.set(zone, (made = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options })));
  return made;
}

/** "Mon, Nov 23, 2026" for a calendar date (YYYY-MM-DD) as it is, whatever the zone. */
export function dayText(date: string): string {
  return format(dayFormats, 'UTC', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
}

/** "8:00 AM" in `zone`. */
function clock(instant: string, zone: string): string {
  return format(timeFormats, zone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** "MST", "EST", "GMT+1": the zone's short name at that instant. */
function zoneName(instant: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/** The calendar date of an instant in `zone`, YYYY-MM-DD. */
export const dateIn = (instant: string, zone: string): string => calendarDateIn(new Date(instant), zone);

/**
 * The same call in the viewer's zone ("Mon, Nov 23, 10:00 AM - 10:30 AM EST"), or null when the
 * viewer is in the business zone, or the two zones read the same there.
 */
export function viewerTime(start: string, end: string, businessZone: string, zone: string): string | null {
  if (zone === businessZone) return null;
  const here = `${clock(start, zone)} - ${clock(end, zone)} ${zoneName(start, zone)}`;
  const there = `${clock(start, businessZone)} - ${clock(end, businessZone)}`;
  const sameDay = dateIn(start, zone) === dateIn(start, businessZone);
  if (sameDay && `${clock(start, zone)} - ${clock(end, zone)}` === there) return null;
  return sameDay ? here : `${dayText(dateIn(start, zone))}, ${here}`;
}
