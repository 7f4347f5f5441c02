// Painting the ruled lines on their own canvas, under the ink, so the eraser never reaches them
// (the saved image, white, lines and ink, is play.ts'). The ink is the kit's pen
// (`../tool-kit/ink/draw`).
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
