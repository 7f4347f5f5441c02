/** Session flags that gate the thank-you pages: each is set by the lead it confirms and consumed on view. */
export type SessionFlag = 'consultationConfirmed' | 'intakeSubmitted' | 'contactSubmitted';

export function setFlag(flag: SessionFlag) {
  try {
    sessionStorage.setItem(flag, '1');
  } catch {
    // Storage can be blocked (private mode, strict settings); the thank-you page then redirects.
  }
}

/** Whether the flag is set, leaving it for the page that consumes it. */
export function hasFlag(flag: SessionFlag): boolean {
  try {
    return sessionStorage.getItem(flag) === '1';
  } catch {
    return false;
  }
}

/** Reads and clears the flag: a thank-you page is shown once per submission. */
export function consumeFlag(flag: SessionFlag): boolean {
  try {
    const set = sessionStorage.getItem(flag) === '1';
    sessionStorage.removeItem(flag);
    return set;
  } catch {
    return false;
  }
}
