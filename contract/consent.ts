/**
 * The cookie that says this browser's visitor has answered the cookie banner, and nothing more (the
 * choice itself stays on the device, with the banner). The site sets it when the visitor answers and
 * clears it when the device no longer holds an answer; the worker reads it to leave the banner's
 * first screen out of the pages it serves them. Strictly necessary: it remembers a privacy choice.
 */
export const CONSENT_COOKIE = 'verse-consent';
export const CONSENT_COOKIE_VALUE = 'chosen';
