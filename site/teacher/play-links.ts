// The addresses a student opens: a class's page, a game from it, and a code a child types.
import { CODE_PATTERN } from '../../contract/classroom';

/**
 * A class page's address says it is one (`?class`), so the page asks for the class first
 * (`/api/join/<code>`) rather than trying the code as a game. An address without it (a card
 * printed before, a game's link) is tried as a game first; either way the other is asked next.
 */
const CLASS_MARK = 'class';
/** A game opened from its class's page carries the class's code, for the way back to it. */
const FROM_CLASS = 'from';
/** A student picked on a game's own link: the address keeps them, and says the code is a game's. */
const GAME_MARK = 'game';
const STUDENT = 'student';

const query = (pairs: [string, string][]) => pairs.map(([name, value]) => (value ? `${name}=${encodeURIComponent(value)}` : name)).join('&');

/** `/play/<joinCode>?class` (and the student, for a sign-in card's QR code). */
export const classPagePath = (joinCode: string, studentId = '', base = '/play/') =>
  `${base}${joinCode}?${query([[CLASS_MARK, ''], ...(studentId ? [['student', studentId] as [string, string]] : [])])}`;

/** A game of the class's page, for the student who picked their name there. */
export const classGamePath = (code: string, studentId: string, joinCode: string, base = '/play/') => `${base}${code}?${query([['student', studentId], [FROM_CLASS, joinCode]])}`;

/**
 * What the address of a play page says beyond its code. A student with nothing else is a sign-in
 * card printed before class pages said so (`/play/<joinCode>?student=<id>`): a class's page too.
 */
export function playAddress(search: string): { classPage: boolean; fromClass: string } {
  const params = new URLSearchParams(search);
  const from = (params.get(FROM_CLASS) ?? '').toUpperCase();
  const oldCard = params.has(STUDENT) && !params.has(FROM_CLASS) && !params.has(GAME_MARK);
  return { classPage: params.has(CLASS_MARK) || oldCard, fromClass: CODE_PATTERN.test(from) ? from : '' };
}

/** The page's address once `studentId` is picked (or none is, ''), on a game's own link (`game`) or a class's page. */
export function pickedAddress(href: string, studentId: string, game: boolean): string {
  const url = new URL(href);
  if (studentId) url.searchParams.set(STUDENT, studentId);
  else url.searchParams.delete(STUDENT);
  if (game && studentId && !url.searchParams.has(FROM_CLASS)) url.searchParams.set(GAME_MARK, '');
  return url.href.replace(/([?&](?:game|class))=(?=&|$)/g, '$1');
}

/**
 * A code as a child types it: any case, spaces or dashes between, and the letters Crockford's
 * alphabet reads as digits (O as 0, I and L as 1). The code, or null when it cannot be one.
 */
export function typedCode(text: string): string | null {
  const code = text
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return CODE_PATTERN.test(code) ? code : null;
}
