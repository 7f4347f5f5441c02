import { PAPER_HEIGHT, PAPER_WIDTH, bands, type Point } from './logic';

// The paper and the car as the view draws them, shared by the first screen (BAndD.tsx) and the
// drive that loads with the first tap, key or focus (play.tsx).

const RULES = { top: '#3f6ea3', mid: '#6f93bd', base: '#2f5d8a' };
const TRAIL = { color: '#9cc1e6', width: 7 };

export type CarPlace = { x: number; y: number; heading: number };

/** The ruled bands, then the car's trail over them. */
export function paintPaper(ctx: CanvasRenderingContext2D, lines: Point[][]): void {
  ctx.clearRect(0, 0, PAPER_WIDTH, PAPER_HEIGHT);
  const rule = (y: number, color: string, width: number, dash: number[]) => {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(PAPER_WIDTH, y);
    ctx.stroke();
  };
  for (const band of bands()) {
    rule(band.topLine, RULES.top, 2, []);
    rule(band.midline, RULES.mid, 2, [10, 8]);
    rule(band.baseline, RULES.base, 3, []);
  }
  ctx.setLineDash([]);
  paintTrail(ctx, lines);
}

export function paintTrail(ctx: CanvasRenderingContext2D, lines: Point[][]): void {
  ctx.strokeStyle = TRAIL.color;
  ctx.lineWidth = TRAIL.width;
  for (const line of lines) {
    ctx.beginPath();
    line.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
    ctx.stroke();
  }
}

/** Wheels down whichever way the car goes: heading left, it turns the other way round and flips. */
export function placeCar(element: HTMLElement | null, { x, y, heading }: CarPlace): void {
  if (!element) return;
  const left = Math.cos((heading * Math.PI) / 180) < -1e-9;
  element.style.left = `${(x / PAPER_WIDTH) * 100}%`;
  element.style.top = `${(y / PAPER_HEIGHT) * 100}%`;
  element.style.setProperty('--turn', `${left ? heading - 180 : heading}deg`);
  element.style.setProperty('--flip', left ? '-1' : '1');
}
