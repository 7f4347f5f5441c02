// The wheel on its canvas: the segments with their words, the chosen one outlined (the hub
// and the pointer at the top are the view's). Only the canvas sees it; the view lists the segments and the result in text.
import { TEXT_COLOUR, fillOf } from './segments';

const TAU = Math.PI * 2;

/**
 * The canvas's width and height in pixels: sharp from a phone (360 CSS px at 2x) to a projector
 * (about 700 CSS px at 1x); the stylesheet scales it to its box.
 */
export const WHEEL_PX = 800;

/** Draws the wheel turned by `turn` (turns, clockwise); nothing without a 2D context. */
export function drawWheel(canvas: HTMLCanvasElement, segments: readonly string[], turn: number, chosen: number | null): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const size = WHEEL_PX;
  // The reading font the child chose.
  const family = getComputedStyle(canvas).fontFamily;
  const c = size / 2;
  const r = c - 8;
  const n = segments.length;
  ctx.clearRect(0, 0, size, size);
  ctx.save();
  ctx.translate(c, c);
  // Segment 0 starts at the top (the pointer) when the wheel is at rest.
  ctx.rotate(turn * TAU - Math.PI / 2);
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
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }
  if (chosen !== null && chosen < n) {
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, r - 3, chosen * step, (chosen + 1) * step);
    ctx.closePath();
    ctx.lineWidth = 10;
    ctx.strokeStyle = TEXT_COLOUR;
    ctx.stroke();
  }
  ctx.fillStyle = TEXT_COLOUR;
  ctx.textBaseline = 'middle';
  const hub = r * 0.2;
  for (let i = 0; i < n; i++) {
    ctx.save();
    // Words on the left half turn over, so none reads upside down.
    const mid = (i + 0.5) * step;
    const flip = Math.cos(mid + turn * TAU - Math.PI / 2) < 0 ? -1 : 1;
    ctx.rotate(mid + (flip < 0 ? Math.PI : 0));
    ctx.textAlign = flip < 0 ? 'left' : 'right';
    // As tall as the segment is wide two thirds out, as long as from the hub to the rim: smaller
    // for a long word, and pressed narrower (fillText's maxWidth) when even 22 px is too long.
    const font = (px: number) => (ctx.font = `${chosen === i ? 700 : 600} ${px}px ${family}`);
    const largest = Math.min(r * 0.14, Math.sin(Math.min(step, Math.PI) / 2) * r * 0.9);
    const room = r * 0.92 - hub - 8;
    font(largest);
    const width = ctx.measureText(segments[i]!).width;
    if (width > room) font(Math.max(22, (largest * room) / width));
    ctx.fillText(segments[i]!, flip * r * 0.92, 0, room);
    ctx.restore();
  }
  ctx.restore();
}
