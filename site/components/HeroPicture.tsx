import type { ReactNode } from 'react';

/** A circle of the backdrop: centre, radius and colour. */
type Dot = readonly [cx: number, cy: number, r: number, fill: string];

/** The frame of a hero's decorative drawing: one size, a large circle and two small ones behind what it shows. */
export function HeroPicture({ backdrop, children }: { backdrop: readonly [Dot, Dot, Dot]; children: ReactNode }) {
  return (
    <svg className="hero-art" viewBox="0 0 480 380" width="480" height="380" aria-hidden="true" focusable="false">
      {backdrop.map(([cx, cy, r, fill]) => (
        <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r={r} fill={fill} />
      ))}
      {children}
    </svg>
  );
}
