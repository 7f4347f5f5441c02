// Painting the paper on canvases: the ruled lines (their own canvas, under the ink, so the eraser
// never reaches them) and the saved image (white, lines, ink). The ink is the kit's pen
// (`../tool-kit/ink/draw`).
import { fitCanvas } from '../tool-kit/ink/draw';
import { lineGroups, type LineCount } from './logic';

const RULES = { top: '#3f6ea3', mid: '#6f93bd', base: '#2f5d8a', band: 'rgb(63 110 163 / 0.07)' };

/**
 * The ruled lines: solid top line, dashed midline, a stronger solid baseline; `banded` shades the
 * writing band between top line and baseline (on white paper, not over a slide).
 */
export function drawLines(ctx: CanvasRenderingContext2D, width: number, count: LineCount, banded = false, compact = false): void {
  const rule = (y: number, color: string, lineWidth: number, dash: number[]) => {
    ctx.strokeStyle = color;
    ctx.lineWidth = lineWidth;
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
    ctx.stroke();
  };
  for (const group of lineGroups(count, compact)) {
    if (banded) {
      ctx.fillStyle = RULES.band;
      ctx.fillRect(0, group.topLine, width, group.baseline - group.topLine);
    }
    rule(group.topLine, RULES.top, 2, []);
    rule(group.midline, RULES.mid, 2, [10, 8]);
    rule(group.baseline, RULES.base, 3, []);
  }
  ctx.setLineDash([]);
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
