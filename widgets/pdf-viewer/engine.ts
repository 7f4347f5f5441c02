// Everything that needs pdf.js, in the chunk the viewer imports only when a document is opened:
// opening, drawing a page (its canvas and the text layer a screen reader reads), and printing the
// pages with their marks; with the pen over the page (pen.ts), of no use before. pdf.js's legacy
// build matches the browsers the site supports; its worker, character maps, standard fonts and
// decoders come from VERSE's origin.
import { GlobalWorkerOptions, TextLayer, getDocument, version, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { kitOrigin } from '../tool-kit/settings';
import type { Stroke } from '../tool-kit/ink/logic';
import { paintInk } from './pen';
import { printPages } from './print';

export { paintInk } from './pen';

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
