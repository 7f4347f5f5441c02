// Opening a PDF, free of the DOM and of pdf.js: where a document may come from, how big a file
// may be, and what the viewer says before pdf.js is asked. The viewer needs these before pdf.js
// and the reader load; what pdf.js's failures say is logic.ts (it loads with them).

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

/** What the viewer says before pdf.js is asked: a bad address, a file too big, nothing could load. */
export const OPENING_MESSAGES = {
  badAddress: 'That is not a web address of a PDF.',
  tooBig: 'This file is too big to open here (over 100 MB).',
  failed: 'The PDF could not be opened. Try again, or choose another PDF.',
} as const;

/**
 * The viewer as it holds its document: the one open (`D`, none at first), how many openings there
 * have been (each starts the reader afresh, even for the same document), whether one is under way,
 * what the last one said went wrong, and the page the reader shows (the share link names it).
 */
export type Viewer<D> = { doc: D | null; openings: number; busy: boolean; error: string; page: number };

export type ViewerAction<D> =
  | { type: 'opening' }
  | { type: 'opened'; doc: D }
  | { type: 'failed'; message: string }
  /** The opening under way ended (opened, failed or given up for another). */
  | { type: 'settled' }
  | { type: 'page'; page: number };

export const newViewer = <D>(): Viewer<D> => ({ doc: null, openings: 0, busy: false, error: '', page: 1 });

export function viewerReducer<D>(viewer: Viewer<D>, action: ViewerAction<D>): Viewer<D> {
  switch (action.type) {
    case 'opening':
      return { ...viewer, busy: true, error: '' };
    case 'opened':
      return { ...viewer, doc: action.doc, openings: viewer.openings + 1 };
    case 'failed':
      return { ...viewer, error: action.message };
    case 'settled':
      return viewer.busy ? { ...viewer, busy: false } : viewer;
    case 'page':
      return viewer.page === action.page ? viewer : { ...viewer, page: action.page };
  }
}
