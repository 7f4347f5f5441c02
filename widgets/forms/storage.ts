// The browser storage the lead forms touch. Storage can be blocked (private mode, strict settings):
// then a flag is lost (the thank-you page redirects) and attribution is simply not sent.

export function setSessionFlag(flag: 'intakeSubmitted' | 'contactSubmitted'): void {
  try {
    sessionStorage.setItem(flag, '1');
  } catch {
    /* blocked storage: see above */
  }
}

/** What the site's measurement module saved under `verse.attribution`, if anything. */
export function storedAttribution(): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem('verse.attribution') ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
