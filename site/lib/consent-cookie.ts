import { CONSENT_COOKIE, CONSENT_COOKIE_VALUE } from '../../contract/consent';

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
export function syncConsentCookie(doc: Pick<Document, 'cookie'>, answered: boolean, secure: boolean): void {
  if (consentCookieSet(doc.cookie) !== answered) doc.cookie = consentCookieLine(answered, secure);
}
