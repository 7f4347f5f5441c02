// Printing the saved page without ever leaving it: a new window with the image when the browser
// allows one, otherwise (a sandboxed frame without allow-popups, a popup blocker) this page prints
// with a print stylesheet that shows the image alone. The drawing itself is never touched. Loaded
// with the first tap, key or focus in the tool (WritingPaper.tsx).

import { fitCanvas } from '../tool-kit/ink/draw';
import { drawLines } from './draw';
import type { LineCount } from './logic';

const PRINT_CSS =
  '@media screen{[data-verse-print]{display:none!important}}' +
  '@media print{body>:not([data-verse-print]){display:none!important}[data-verse-print] img{display:block;width:100%;height:auto}}';

let pending: (() => void) | undefined;

export type PrintPlace = 'window' | 'page';

/** Opens the print view of a PNG; says where it opened. */
export function printImage(url: string, title: string): PrintPlace {
  const view = window.open('', '_blank');
  if (view) {
    try {
      const doc = view.document;
      doc.title = title;
      const img = doc.createElement('img');
      img.alt = title;
      img.style.width = '100%';
      img.onload = () => {
        view.focus();
        view.print();
      };
      img.src = url;
      doc.body.style.margin = '0';
      doc.body.append(img);
      return 'window';
    } catch {
      view.close();
    }
  }
  printHere(url, title);
  return 'page';
}

function printHere(url: string, title: string): void {
  pending?.();
  const box = document.createElement('div');
  box.setAttribute('data-verse-print', '');
  const img = document.createElement('img');
  img.alt = title;
  box.append(img);
  // A constructed sheet, not a <style> element: a page whose CSP is style-src 'self' allows it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PRINT_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const done = () => {
    box.remove();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    window.removeEventListener('afterprint', done);
    pending = undefined;
  };
  pending = done;
  window.addEventListener('afterprint', done);
  img.onload = () => window.print();
  img.src = url;
  document.body.append(box);
}

/** The page as a PNG: white paper, the ruled lines and the ink, at the ink canvas's resolution. */
export function paperImage(ink: HTMLCanvasElement, width: number, count: LineCount, dpr: number, compact = false): string | null {
  const image = document.createElement('canvas');
  const ctx = fitCanvas(image, ink.width / dpr, ink.height / dpr, dpr);
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  drawLines(ctx, width, count, false, compact);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(ink, 0, 0);
  return image.toDataURL('image/png');
}
