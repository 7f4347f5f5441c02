/**
 * `/play` and every `/play/<code>` are one built page. Its build draws what each shows before any
 * script: the box for a code where the address has none, a spinner where the code's game is on its
 * way. Each is marked; the worker leaves out the one the address does not show, so a child with a
 * code never sees the box flash, and one without sees it at once. No DOM here: the worker reads it too.
 */
const PLAY_MARK = 'data-play';

/** The props that mark markup as drawn for an address with a code (`true`) or without one. */
export const playMark = (withCode: boolean): Record<string, string> => ({ [PLAY_MARK]: withCode ? 'code' : 'no-code' });

/** The code in a play page's address (`/play/<code>`, a trailing slash or none), '' for `/play`. */
export const playCode = (path: string): string => path.replace(/^\/play\/?/, '').replace(/\/$/, '');

/** The selector of the markup the page at `path` leaves out; null where the path is not a play page's. */
export function playMarkupLeftOut(path: string): string | null {
  if (!/^\/play(\/|$)/.test(path)) return null;
  return `[${PLAY_MARK}="${playCode(path) ? 'no-code' : 'code'}"]`;
}
