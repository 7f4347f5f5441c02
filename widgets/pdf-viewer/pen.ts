// The ink over a PDF page: the writing paper's strokes, with points kept in page units (100 %), so
// the marks stay on the same words at every zoom; the kit's pen draws them (scaled by the zoom).
import { fitCanvas, paintStrokes } from '../tool-kit/ink/draw';
import type { Stroke } from '../tool-kit/ink/logic';

/** Paints a page's marks on the ink canvas (sized to the page at `scale`); points are in page units. */
export function paintInk(canvas: HTMLCanvasElement, width: number, height: number, scale: number, strokes: Stroke[]): CanvasRenderingContext2D | null {
  const ctx = fitCanvas(canvas, width, height, (window.devicePixelRatio || 1) * scale);
  if (ctx) paintStrokes(ctx, strokes);
  return ctx;
}
