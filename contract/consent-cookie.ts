/**
 * The cookie that says this browser's visitor has answered the cookie banner, and nothing more (the
 * choice itself stays on the device, with the banner). The site sets it when the visitor answers and
 * clears it when the device no longer holds an answer; the worker reads it to leave the banner's
 * first screen out of the pages it serves them. Strictly necessary: it remembers a privacy choice.
 * No DOM here: the worker reads these too.
 */
export const CONSENT_COOKIE = 'verse-consent';
export const CONSENT_COOKIE_VALUE = 'chosen';

const YEAR_S = 365 * 24 * 3600;

/** The `document.cookie` line that records (or, `answered` false, forgets) that the banner was answered. */
export function consentCookieLine(answered: boolean, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return answered ? `${CONSENT_COOKIE}=${CONSENT_COOKIE_VALUE}; Max-Age=${YEAR_S}${attributes}` : `${CONSENT_COOKIE}=; Max-Age=0${attributes}`;
}

/** Whether the cookie line of a document (`document.cookie`) says the banner was answered. */
export function consentCookieSet(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${CONSENT_COOKIE}=${CONSENT_COOKIE_VALUE}`);
}

/**
 * Makes the cookie agree with the answer the device holds: set once the visitor has answered,
 * cleared when the device holds no answer (storage cleared, or never kept), so the next page the
 * worker serves carries the banner exactly when the visitor will be asked.
 */
export function syncConsentCookie(doc: { cookie: string }, answered: boolean, secure: boolean): void {
  if (consentCookieSet(doc.cookie) !== answered) doc.cookie = consentCookieLine(answered, secure);
}
