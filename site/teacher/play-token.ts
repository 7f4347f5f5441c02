// A student's play token on this device: got by tapping their name (and secret picture) on their
// class's page, spent by one result, replaced by the `next` its answer carries. Kept in the tab's
// sessionStorage, so the class page hands it to the game the student opens, and closing the tab
// (a shared class device) ends it.
import type { RouteAnswer } from '../../contract/routes';

export type PlayToken = RouteAnswer<'POST /api/play/:code/sign-in'>;

const keyOf = (studentId: string) => `verse.play.${studentId}`;

/** The student's unspent token on this tab, while its sitting lasts. */
export function heldToken(studentId: string): PlayToken | null {
  try {
    const held = JSON.parse(sessionStorage.getItem(keyOf(studentId)) ?? 'null') as PlayToken | null;
    return held && Date.parse(held.expiresAt) > Date.now() ? held : null;
  } catch {
    return null;
  }
}

/** Keeps the student's token (null: none left, or "Not you?"). */
export function holdToken(studentId: string, token: PlayToken | null): void {
  try {
    if (token) sessionStorage.setItem(keyOf(studentId), JSON.stringify(token));
    else sessionStorage.removeItem(keyOf(studentId));
  } catch {
    // Storage refused: the student taps their name again for their next game.
  }
}
