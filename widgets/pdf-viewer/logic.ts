// The reader's rules, free of the DOM and of pdf.js: which page may show, the zoom steps and
// fit-to-width, the keys, what a failed opening says, and how the marks drawn on pages are kept on
// the device. What may be opened is open.ts (the viewer needs it before pdf.js loads).
import { PENS, addStroke, clearPaper, emptyHistory, penFor, redo, undo, type History, type Pen, type Stroke, type Tool } from '../tool-kit/ink/logic';
import { OPENING_MESSAGES } from './open';

// The viewer's own state is held before this module loads: its reducer is the first screen's (open.ts).
export { newViewer, viewerReducer } from './open';

/** A page number within the document: a whole number from 1 to `count` (1 for anything else). */
export function clampPage(page: number, count: number): number {
  if (!(count >= 1)) return 1;
  const whole = Math.round(Number(page));
  return Number.isFinite(whole) ? Math.min(Math.max(whole, 1), Math.floor(count)) : 1;
}

/** The zoom levels the buttons step through (1 is 100 %: a PDF point is a CSS pixel). */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

const clampZoom = (scale: number) => Math.min(Math.max(scale, MIN_ZOOM), MAX_ZOOM);

/** The next step above `scale` (from a fitted width between steps too); the largest stays. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + 0.001) ?? MAX_ZOOM;
}

/** The next step below `scale`; the smallest stays. */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001) ?? MIN_ZOOM;
}

/** Room kept beside the page when it fits the width: its shadow and the scroll bar's space. */
export const FIT_MARGIN = 16;

/** The scale at which a page `pageWidth` points wide fills `available` CSS pixels (within the zoom limits). */
export function fitWidthScale(available: number, pageWidth: number): number {
  if (!(available > 0) || !(pageWidth > 0)) return 1;
  return clampZoom(Math.floor(((available - FIT_MARGIN) / pageWidth) * 1000) / 1000);
}

export const zoomLabel = (scale: number) => `${Math.round(scale * 100)}%`;

export type KeyAction = 'next' | 'previous' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'fit';

/**
 * What a key does in the viewer: PageDown, → next page; PageUp, ← previous; Home, End first and
 * last; + zoom in, - zoom out, 0 fit to width. With Ctrl, Alt or Meta: nothing (the browser's own).
 */
export function keyAction(key: string, modifiers: { ctrl?: boolean; alt?: boolean; meta?: boolean } = {}): KeyAction | null {
  if (modifiers.ctrl || modifiers.alt || modifiers.meta) return null;
  switch (key) {
    case 'PageDown':
    case 'ArrowRight':
      return 'next';
    case 'PageUp':
    case 'ArrowLeft':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'fit';
    default:
      return null;
  }
}

export const MESSAGES = {
  ...OPENING_MESSAGES,
  notPdf: 'This is not a PDF, or the file is damaged. Choose another PDF.',
  locked: 'This PDF is locked with a password. Open an unlocked copy of it instead.',
  notFound: 'No PDF was found at that address (404). Check the link.',
  blocked: "The PDF could not be fetched. It must be on this website, or on a server that lets other websites load it (CORS).",
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

// ---- Marks on pages, kept on the device ----

/** Where the marks of every document live in localStorage. */
export const NOTES_KEY = 'verse.pdfNotes';
/** How many documents keep their marks; the one opened longest ago goes first. */
export const MAX_DOCUMENTS = 20;

/** One document's marks: the strokes on each page (page number → strokes, in page units at 100 %). */
export type PageNotes = Record<number, Stroke[]>;
type Stored = Record<string, { at: number; pages: PageNotes }>;

const round = (n: number) => Math.round(n * 10) / 10;
const isStroke = (s: unknown): s is Stroke => {
  const stroke = s as Stroke;
  return (
    !!stroke &&
    (stroke.tool === 'pencil' || stroke.tool === 'eraser') &&
    typeof stroke.color === 'string' &&
    /^#[0-9a-f]{6}$/i.test(stroke.color) &&
    Array.isArray(stroke.points) &&
    stroke.points.every((p) => Number.isFinite(p?.x) && Number.isFinite(p?.y) && Number.isFinite(p?.pressure))
  );
};

/** Everything kept, read defensively: anything malformed is dropped, never thrown. */
export function readAll(json: string | null): Stored {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Stored = {};
  for (const [id, entry] of Object.entries(raw as Record<string, { at?: unknown; pages?: unknown }>)) {
    if (!entry || typeof entry !== 'object' || !entry.pages || typeof entry.pages !== 'object') continue;
    const pages: PageNotes = {};
    for (const [page, strokes] of Object.entries(entry.pages as Record<string, unknown>)) {
      const n = Number(page);
      if (Number.isInteger(n) && n >= 1 && Array.isArray(strokes)) {
        const good = strokes.filter(isStroke);
        if (good.length) pages[n] = good;
      }
    }
    out[id] = { at: Number(entry.at) || 0, pages };
  }
  return out;
}

/** One document's marks (none when it has none). */
export function notesFor(json: string | null, documentId: string): PageNotes {
  return readAll(json)[documentId]?.pages ?? {};
}

/**
 * The stored text with one document's marks replaced (points rounded to 0.1 of a page unit; pages
 * without strokes left out; a document without any removed), keeping the `MAX_DOCUMENTS` opened
 * most recently.
 */
export function withNotes(json: string | null, documentId: string, pages: PageNotes, now: number): string {
  const all = readAll(json);
  const kept: PageNotes = {};
  for (const [page, strokes] of Object.entries(pages)) {
    if (strokes.length) kept[Number(page)] = strokes.map((s) => ({ ...s, points: s.points.map((p) => ({ x: round(p.x), y: round(p.y), pressure: round(p.pressure) })) }));
  }
  delete all[documentId];
  if (Object.keys(kept).length) all[documentId] = { at: now, pages: kept };
  const newest = Object.entries(all)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_DOCUMENTS);
  return JSON.stringify(Object.fromEntries(newest));
}

/** The reader's hand: reading (the pen off), the pen, or the eraser. */
type ReaderMode = 'read' | Tool;
/** Fit to width, or a scale. */
export type Zoom = 'fit' | number;

/** An opened document's state: the page shown, the zoom, the hand and pen, and each page's marks with their undo history. */
export type ReaderState = { pages: number; page: number; zoom: Zoom; mode: ReaderMode; pen: Pen; notes: Record<number, History> };

export type ReaderAction =
  /** To page `page` (kept within the document). */
  | { type: 'go'; page: number }
  | { type: 'zoom'; zoom: Zoom }
  | { type: 'mode'; mode: ReaderMode }
  /** A pen colour, which takes up the pen. */
  | { type: 'pen'; name: string }
  /** A stroke the pen drew on the page shown. */
  | { type: 'stroke'; stroke: Stroke }
  /** Undo, redo or clear the marks of the page shown. */
  | { type: 'marks'; change: 'undo' | 'redo' | 'clear' };

/** A document opened at `page`, with the marks kept on the device for it (`stored`). */
export const newReader = (pages: number, page: number, stored: PageNotes): ReaderState => ({
  pages,
  page: clampPage(page, pages),
  zoom: 'fit',
  mode: 'read',
  pen: PENS[1],
  notes: Object.fromEntries(Object.entries(stored).map(([n, strokes]) => [n, { done: strokes, undone: [] }])),
});

const marksChange = { undo, redo, clear: clearPaper };

/** The rules of one step of the reader. An action that changes nothing answers the same state. */
export function readerReducer(state: ReaderState, action: ReaderAction): ReaderState {
  switch (action.type) {
    case 'go': {
      const page = clampPage(action.page, state.pages);
      return page === state.page ? state : { ...state, page };
    }
    case 'zoom':
      return action.zoom === state.zoom ? state : { ...state, zoom: action.zoom };
    case 'mode':
      return action.mode === state.mode ? state : { ...state, mode: action.mode };
    case 'pen':
      return { ...state, pen: penFor(action.name), mode: 'pencil' };
    case 'stroke':
    case 'marks': {
      const history = state.notes[state.page] ?? emptyHistory;
      const next = action.type === 'stroke' ? addStroke(history, action.stroke) : marksChange[action.change](history);
      return next === history ? state : { ...state, notes: { ...state.notes, [state.page]: next } };
    }
  }
}
