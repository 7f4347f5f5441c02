// Everything that needs pdf.js, in the chunk the viewer imports only when a document is opened:
// opening, drawing a page (its canvas and the text layer a screen reader reads), the pen over the
// page, and printing the pages with their marks. pdf.js's legacy build matches the browsers the
// site supports; its worker, character maps, standard fonts and decoders come from VERSE's origin.
import { GlobalWorkerOptions, TextLayer, getDocument, version, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { kitOrigin } from '../tool-kit/settings';
import { drawSegment, fitCanvas, paintStrokes } from '../writing-paper/draw';
import { isPalm, pressureOf, segment, type Stroke, type Tool } from '../writing-paper/logic';
import { printPages } from './print';

GlobalWorkerOptions.workerSrc = new URL(workerUrl, import.meta.url).href;
const data = (folder: string) => `${kitOrigin()}/assets/pdfjs-${version}/${folder}/`;

export type OpenedDocument = {
  pdf: PDFDocumentProxy;
  pages: number;
  /** pdf.js's hash of the document: the key its marks are kept under. */
  id: string;
};

export type Source = { url: string } | { data: Uint8Array };

/** Opens a document; `signal` aborts it (another one was asked for meanwhile). Rejects with pdf.js's error. */
export async function openDocument(source: Source, signal: AbortSignal): Promise<OpenedDocument> {
  const task = getDocument({
    ...source,
    // No code generated from the document: a page's CSP without 'unsafe-eval' holds.
    isEvalSupported: false,
    cMapUrl: data('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: data('standard_fonts'),
    wasmUrl: data('wasm'),
    iccUrl: data('iccs'),
  });
  const abort = () => void task.destroy();
  signal.addEventListener('abort', abort);
  try {
    const pdf = await task.promise;
    return { pdf, pages: pdf.numPages, id: pdf.fingerprints.find(Boolean) ?? 'unknown' };
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

/** A page's size at 100 %, in CSS pixels (PDF points). */
export async function pageSize(pdf: PDFDocumentProxy, page: number): Promise<{ width: number; height: number }> {
  const { width, height } = (await pdf.getPage(page)).getViewport({ scale: 1 });
  return { width, height };
}

/** pdf.js measures text on canvases it adds to the document's body; they are never shown. */
function hideMeasuringCanvases() {
  for (const canvas of document.querySelectorAll<HTMLCanvasElement>('body > canvas.hiddenCanvasElement')) {
    canvas.hidden = true;
    canvas.setAttribute('aria-hidden', 'true');
  }
}

export type ShownPage = { cancel(): void; done: Promise<void> };

/**
 * Draws page `n` at `scale` into `box`: a new canvas replaces the old one once drawn (no blank
 * flash while paging), then the text layer (real text, laid over the picture of the page).
 */
export function showPage(pdf: PDFDocumentProxy, n: number, scale: number, box: HTMLElement, textBox: HTMLElement): ShownPage {
  let cancelled = false;
  let cancelRender = () => {};
  let textLayer: TextLayer | null = null;
  let page: PDFPageProxy | null = null;
  const done = (async () => {
    page = await pdf.getPage(n);
    if (cancelled) return;
    const viewport = page.getViewport({ scale });
    const dpr = window.devicePixelRatio || 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * dpr);
    canvas.height = Math.floor(viewport.height * dpr);
    canvas.setAttribute('aria-hidden', 'true');
    canvas.className = 'pdf-canvas';
    const task = page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport, transform: dpr === 1 ? undefined : [dpr, 0, 0, dpr, 0, 0] });
    cancelRender = () => task.cancel();
    await task.promise;
    if (cancelled) return;
    const old = box.querySelector('canvas.pdf-canvas') as HTMLCanvasElement | null;
    if (old) old.width = old.height = 0; // its pixels are freed now, not when collected
    old?.remove();
    box.prepend(canvas);

    textBox.replaceChildren();
    textBox.style.setProperty('--total-scale-factor', String(scale));
    textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container: textBox, viewport });
    await textLayer.render();
    hideMeasuringCanvases();
  })();
  return {
    done: done.finally(() => {
      page?.cleanup();
      TextLayer.cleanup();
    }),
    cancel() {
      cancelled = true;
      cancelRender();
      textLayer?.cancel();
    },
  };
}

/** Paints a page's marks on the ink canvas (sized to the page at `scale`); points are in page units. */
export function paintInk(canvas: HTMLCanvasElement, width: number, height: number, scale: number, strokes: Stroke[]): CanvasRenderingContext2D | null {
  const ctx = fitCanvas(canvas, width, height, (window.devicePixelRatio || 1) * scale);
  if (ctx) paintStrokes(ctx, strokes);
  return ctx;
}

export type PenOptions = {
  /** The pen now: null while reading (the page is not drawn on). */
  pen(): { tool: Tool; color: string } | null;
  scale(): number;
  ctx(): CanvasRenderingContext2D | null;
  /** A stroke was finished. */
  stroke(stroke: Stroke): void;
  /** The marks to paint again (a resting palm's stroke was taken away). */
  repaint(): void;
};

/**
 * The pen on the ink canvas, as on the writing paper: every coalesced sample inked in its own event,
 * touches ignored while a pen is near (a resting palm). Returns what removes it.
 */
export function attachPen(canvas: HTMLCanvasElement, options: PenOptions): () => void {
  let active: { id: number; type: string; left: number; top: number; scale: number } | null = null;
  let drawing: Stroke | null = null;
  let penSeenAt = -Infinity;
  const add = (event: PointerEvent) => {
    const stroke = drawing!;
    const a = active!;
    stroke.points.push({ x: (event.clientX - a.left) / a.scale, y: (event.clientY - a.top) / a.scale, pressure: pressureOf(event.pointerType, event.pressure) });
    const n = stroke.points.length;
    const ctx = options.ctx();
    if (ctx) drawSegment(ctx, stroke, n === 1 ? segment(stroke, 0) : segment(stroke, n - 2, false));
  };
  const seen = (event: PointerEvent) => {
    if (event.pointerType === 'pen') penSeenAt = event.timeStamp;
  };
  const down = (event: PointerEvent) => {
    seen(event);
    const pen = options.pen();
    if (!pen || event.button !== 0 || isPalm(event.pointerType, event.timeStamp, penSeenAt)) return;
    if (active) {
      if (!(event.pointerType === 'pen' && active.type === 'touch')) return;
      drawing = null;
      options.repaint();
    }
    event.preventDefault();
    canvas.setPointerCapture?.(event.pointerId);
    const rect = canvas.getBoundingClientRect();
    active = { id: event.pointerId, type: event.pointerType, left: rect.left, top: rect.top, scale: options.scale() };
    drawing = { tool: pen.tool, color: pen.color, points: [] };
    add(event);
  };
  const move = (event: PointerEvent) => {
    seen(event);
    if (!active || event.pointerId !== active.id || !drawing) return;
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length ? samples : [event]) add(sample);
  };
  const up = (event: PointerEvent) => {
    seen(event);
    if (!active || event.pointerId !== active.id) return;
    active = null;
    const stroke = drawing;
    drawing = null;
    if (!stroke) return;
    const ctx = options.ctx();
    if (stroke.points.length > 1 && ctx) drawSegment(ctx, stroke, segment(stroke, stroke.points.length - 1));
    if (ctx) ctx.globalCompositeOperation = 'source-over';
    options.stroke(stroke);
  };
  const listeners: [string, (event: PointerEvent) => void][] = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', up],
  ];
  for (const [type, listener] of listeners) canvas.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) canvas.removeEventListener(type, listener as EventListener);
  };
}

/** Every page as an image with its marks, then the print view. Says where it printed. */
export async function printDocument(pdf: PDFDocumentProxy, marks: (page: number) => Stroke[], title: string) {
  const images: string[] = [];
  const scale = 2; // about 144 dpi: sharp on paper, not too heavy for a long document
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const ctx = canvas.getContext('2d')!;
    await page.render({ canvas, canvasContext: ctx, viewport, intent: 'print' }).promise;
    const ink = document.createElement('canvas');
    const inkCtx = paintInk(ink, viewport.width / scale, viewport.height / scale, scale / (window.devicePixelRatio || 1), marks(n));
    if (inkCtx) ctx.drawImage(ink, 0, 0, canvas.width, canvas.height);
    images.push(canvas.toDataURL('image/jpeg', 0.9));
    canvas.width = canvas.height = ink.width = ink.height = 0;
    page.cleanup();
  }
  return printPages(images, title);
}
