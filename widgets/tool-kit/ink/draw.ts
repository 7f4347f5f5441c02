// Painting ink on a canvas: single segments of a stroke as the pointer moves, every stroke again
// after undo, redo or clear, and a canvas sized to the screen's density.
import { segments, type Segment, type Stroke } from './logic';

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
