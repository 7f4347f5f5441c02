// Painting the paper on canvases: the ruled lines (their own canvas, under the ink, so the eraser
// never reaches them), strokes and single segments of ink, and the saved image (white, lines, ink).
import { lineGroups, segments, type LineCount, type Segment, type Stroke } from './logic';

const RULES = { top: '#3f6ea3', mid: '#6f93bd', base: '#2f5d8a', band: 'rgb(63 110 163 / 0.07)' };

/**
 * The ruled lines: solid top line, dashed midline, a stronger solid baseline; `banded` shades the
 * writing band between top line and baseline (on white paper, not over a slide).
 */
export function drawLines(ctx: CanvasRenderingContext2D, width: number, count: LineCount, banded = false): void {
  const rule = (y: number, color: string, lineWidth: number, dash: number[]) => {
    ctx.strokeStyle = color;
    ctx.lineWidth = lineWidth;
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
    ctx.stroke();
  };
  for (const group of lineGroups(count)) {
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

/** One piece of ink, or of erasing: the eraser cuts the ink away (destination-out). */
export function drawSegment(ctx: CanvasRenderingContext2D, stroke: Stroke, s: Segment): void {
  ctx.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
  ctx.strokeStyle = ctx.fillStyle = stroke.color;
  ctx.beginPath();
  if (s.x0 === s.x1 && s.y0 === s.y1 && s.cx === s.x0 && s.cy === s.y0) {
    ctx.arc(s.x0, s.y0, s.width / 2, 0, Math.PI * 2);
    ctx.fill();
  } else {
    ctx.lineWidth = s.width;
    ctx.moveTo(s.x0, s.y0);
    ctx.quadraticCurveTo(s.cx, s.cy, s.x1, s.y1);
    ctx.stroke();
  }
}

/** Sets a canvas to its CSS size at the screen's density; its context then draws in CSS pixels. */
export function fitCanvas(canvas: HTMLCanvasElement, width: number, height: number, dpr: number, options?: CanvasRenderingContext2DSettings) {
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  const ctx = canvas.getContext('2d', options);
  if (!ctx) return null;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  return ctx;
}

/** Wipes the ink canvas and paints the strokes again, oldest first. */
export function paintStrokes(ctx: CanvasRenderingContext2D, strokes: Stroke[]): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
  for (const stroke of strokes) for (const s of segments(stroke)) drawSegment(ctx, stroke, s);
  ctx.globalCompositeOperation = 'source-over';
}

/** The page as a PNG: white paper, the ruled lines and the ink, at the ink canvas's resolution. */
export function paperImage(ink: HTMLCanvasElement, width: number, count: LineCount, dpr: number): string | null {
  const image = document.createElement('canvas');
  const ctx = fitCanvas(image, ink.width / dpr, ink.height / dpr, dpr);
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  drawLines(ctx, width, count);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(ink, 0, 0);
  return image.toDataURL('image/png');
}
