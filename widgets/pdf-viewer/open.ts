// Opening a PDF, free of the DOM and of pdf.js: where a document may come from, how big a file
// may be, and what a failed opening says. The viewer needs these before pdf.js and the reader load.

/** `src="sample"` opens the project's own sample reader. */
export const SAMPLE = 'sample';

/**
 * The address a `src` names, resolved against the page: web addresses (http, https) and blob
 * URLs only; anything else (javascript:, file:, nonsense) is null.
 */
export function resolveSource(src: string, base: string, sampleUrl: string): string | null {
  const text = src.trim();
  if (!text) return null;
  if (text === SAMPLE) return sampleUrl;
  try {
    const url = new URL(text, base);
    return ['http:', 'https:', 'blob:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** A file from the device larger than this is refused before reading (a phone's memory). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

export const MESSAGES = {
  notPdf: 'This is not a PDF, or the file is damaged. Choose another PDF.',
  locked: 'This PDF is locked with a password. Open an unlocked copy of it instead.',
  notFound: 'No PDF was found at that address (404). Check the link.',
  blocked: "The PDF could not be fetched. It must be on this website, or on a server that lets other websites load it (CORS).",
  badAddress: 'That is not a web address of a PDF.',
  tooBig: 'This file is too big to open here (over 100 MB).',
  failed: 'The PDF could not be opened. Try again, or choose another PDF.',
} as const;

/**
 * What to tell the reader when a PDF fails to open, from pdf.js's error: its name (kept across the
 * worker), and for a refused request the HTTP status (0 when the browser blocked it: CORS, a
 * content security policy, no network).
 */
export function openError(error: unknown): string {
  const { name, status, message } = (error ?? {}) as { name?: string; status?: number; message?: string };
  if (name === 'PasswordException') return MESSAGES.locked;
  if (name === 'InvalidPDFException') return MESSAGES.notPdf;
  if (name === 'MissingPDFException' || status === 404) return MESSAGES.notFound;
  if (name === 'ResponseException' || name === 'UnexpectedResponseException' || name === 'TypeError' || /fetch|network/i.test(message ?? '')) {
    return status && status !== 0 ? `The server refused the PDF (error ${status}).` : MESSAGES.blocked;
  }
  return MESSAGES.failed;
}
