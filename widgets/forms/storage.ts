// The browser storage the lead forms read. Storage can be blocked (private mode, strict settings):
// then attribution is simply not sent. Session flags and navigation belong to the host page, which
// sets them when it hears an element's `submitted` event.

/** What the site's measurement module saved under `verse.attribution`, if anything. */
export function storedAttribution(): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem('verse.attribution') ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
