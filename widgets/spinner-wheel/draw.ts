// The wheel on its canvas: the segments with their words, the chosen one outlined, the hub and
// the pointer at the top. Only the canvas sees it; the view lists the segments and the result in text.
import { TEXT_COLOUR, fillOf } from './logic';

const TAU = Math.PI * 2;
const FONT = '600 Lexend, system-ui, sans-serif';

/** Fits the canvas to `size` CSS pixels at the screen's density; null without a 2D context. */
export function fitWheel(canvas: HTMLCanvasElement, size: number, dpr: number): CanvasRenderingContext2D | null {
  const pixels = Math.max(1, Math.round(size * dpr));
  if (canvas.width !== pixels) canvas.width = canvas.height = pixels;
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

/** A word as large as its segment allows, shortened with … when even the smallest size is too long. */
function fitText(ctx: CanvasRenderingContext2D, text: string, room: number, largest: number): [string, number] {
  let size = largest;
  ctx.font = `${size}px ${FONT}`;
  const width = ctx.measureText(text).width;
  if (width > room) size = Math.max(11, Math.floor((size * room) / width));
  ctx.font = `${size}px ${FONT}`;
  let shown = text;
  while (shown.length > 1 && ctx.measureText(shown).width > room) shown = `${shown.slice(0, -2)}…`;
  return [shown, size];
}

/** Draws the wheel turned by `turn` (turns, clockwise) in a square of `size` CSS pixels. */
export function drawWheel(ctx: CanvasRenderingContext2D, size: number, segments: readonly string[], turn: number, chosen: number | null): void {
  const c = size / 2;
  const r = c - Math.max(6, size * 0.03);
  const n = segments.length;
  ctx.clearRect(0, 0, size, size);
  ctx.save();
  ctx.translate(c, c);
  // Segment 0 starts at the top (the pointer) when the wheel is at rest.
  ctx.rotate(turn * TAU - Math.PI / 2);
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.arc(0, 0, r + 4, 0, TAU);
  ctx.fillStyle = TEXT_COLOUR;
  ctx.fill();
  const step = TAU / Math.max(1, n);
  for (let i = 0; i < n; i++) {
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, r, i * step, (i + 1) * step);
    ctx.closePath();
    ctx.fillStyle = fillOf(i, n);
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
  if (chosen !== null && chosen < n) {
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, r - 3, chosen * step, (chosen + 1) * step);
    ctx.closePath();
    ctx.lineWidth = Math.max(4, size * 0.014);
    ctx.strokeStyle = TEXT_COLOUR;
    ctx.stroke();
  }
  ctx.fillStyle = TEXT_COLOUR;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const hub = r * 0.2;
  for (let i = 0; i < n; i++) {
    ctx.save();
    ctx.rotate((i + 0.5) * step);
    // As tall as the segment is wide two thirds out, as long as from the hub to the rim.
    const largest = Math.min(r * 0.14, Math.max(11, Math.sin(Math.min(step, Math.PI) / 2) * r * 0.9));
    const [text, px] = fitText(ctx, segments[i]!, r * 0.92 - hub - 8, largest);
    ctx.font = `${chosen === i ? 700 : 600} ${px}px Lexend, system-ui, sans-serif`;
    ctx.fillText(text, r * 0.92, 0);
    ctx.restore();
  }
  ctx.restore();
  // The pointer, at the top, over the rim.
  const w = Math.max(14, size * 0.045);
  ctx.beginPath();
  ctx.moveTo(c - w, 1);
  ctx.lineTo(c + w, 1);
  ctx.lineTo(c, w * 2.1);
  ctx.closePath();
  ctx.fillStyle = '#c0392b';
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}
