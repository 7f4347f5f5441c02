// POST /api/existingBookings: before Confirm, the booking form asks whether the parent already has
// an upcoming consultation, so a second one is never booked without a word.
//
// Privacy. A booking with a reading-difficulties tutor is sensitive: that a family booked one, and
// when, must not be learned by typing their address. So this call answers only what the caller
// proves is theirs, and gives everyone else the very answer an address with no booking gets
// (`{existing: []}`), so the answer holds no one else's yes or no:
// - a manage token (the browser that booked keeps the ones it got, for the page's life): the one
//   booking it opens, if it was made under the typed address. A token proves that booking only,
//   not the address: whoever booked under someone else's address holds a token too, so a token
//   never reveals the address's other bookings;
// - a signed-in member whose address is verified (the emailed link) and is the typed one: every
//   upcoming booking under it, which "My consultations" shows them anyway. The session counts
//   only from the site's own origin.
// Anyone else learns about a duplicate from the confirmation email, which only the address's
// owner reads (consultation-email.ts). Counted per client like the manage link's calls.
import type { Bindings } from '../env';
import { currentUser } from '../auth/session';
import { RouteTable } from '../http/route';
import { limitLeadsWhen } from '../leads/rate-limit';
import { hashManageToken, unsealManageToken } from '../manage/token';
import { changeWindow } from '../manage/rules';
import { emailVerifiedAt } from '../store/members';
import { findBookingByTokenHash, upcomingByEmail, type ManagedBooking } from '../store/manage';
import { loadBookingCalendar } from '../store/settings';
import { now } from '../time/clock';
import type { ExistingBooking } from '../../../contract/schemas';

/**
 * A parent checks once or twice per booking; this leaves room for a family's few and none for
 * trying tokens at speed. Only a check that brings something to prove (a token, a session cookie)
 * is counted: without one the answer is always the empty list, read from nothing.
 */
const EXISTING_LIMIT = {
  bucket: 'existing_bookings',
  windowSeconds: 3600,
  perClient: 30,
  message: 'Too many checks from this connection. Please wait a while, or email or call us.',
};
const limitChecksWithProof = limitLeadsWhen<{ manageTokens?: string[] | null }>(EXISTING_LIMIT, (body, request) => Boolean(body.manageTokens?.length || request.header('Cookie')));

const isUpcoming = (booking: ManagedBooking | null, email: string, atISO: string): booking is ManagedBooking =>
  Boolean(booking && booking.status === 'confirmed' && booking.start_iso && booking.start_iso > atISO && booking.email.toLowerCase() === email);

/** The bookings each token opens, kept only when made under `email` and still upcoming. */
async function provenByTokens(env: Bindings, tokens: readonly string[], email: string, atISO: string): Promise<Map<string, ManagedBooking & { token: string }>> {
  const found = new Map<string, ManagedBooking & { token: string }>();
  for (const token of new Set(tokens)) {
    const booking = await findBookingByTokenHash(env.DB, await hashManageToken(token));
    if (isUpcoming(booking, email, atISO)) found.set(booking.id, { ...booking, token });
  }
  return found;
}

export const existingBookings = new RouteTable('/api').serve('POST /api/existingBookings', limitChecksWithProof, async function existingBookings(c) {
  const request = c.get('body');
  const email = request.email.toLowerCase();
  const at = now();
  const atISO = at.toISOString();
  const proven = await provenByTokens(c.env, request.manageTokens ?? [], email, atISO);
  if (!request.manageTokens?.length && !c.req.header('Cookie')) return { existing: [] };

  const sameOrigin = c.req.header('Origin') === new URL(c.req.url).origin;
  const member = sameOrigin ? await currentUser(c) : null;
  if (member && member.email.toLowerCase() === email && (await emailVerifiedAt(c.env.DB, member.id))) {
    for (const booking of await upcomingByEmail(c.env.DB, email, atISO)) {
      if (proven.has(booking.id)) continue;
      const token = await unsealManageToken(c.env, booking.manage_token_sealed);
      if (token) proven.set(booking.id, { ...booking, token });
    }
  }

  const calendar = await loadBookingCalendar(c.env.DB);
  const existing: ExistingBooking[] = [...proven.values()]
    .sort((a, b) => a.start_iso!.localeCompare(b.start_iso!))
    .map((booking) => ({
      dateISO: booking.date_iso,
      startISO: booking.start_iso!,
      endISO: booking.end_iso!,
      label: booking.label,
      manageToken: booking.token,
      canMove: changeWindow(booking, at, calendar.rescheduleCutoffHours).allowed,
      cutoffHours: calendar.rescheduleCutoffHours,
    }));
  return { existing };
});
