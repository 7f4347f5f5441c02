// The frozen lake, the fish and the bucket, drawn here as inline SVG (no image files, no emoji font).
import { memo, type JSX } from 'react';
import { HOLE_X } from './ready';

/** The scene's drawing units: the ice is 1000 wide and 340 high; the holes' centres are on HOLE_Y. */
const SCENE_W = 1000;
const SCENE_H = 340;
const HOLE_Y = 200;
const HOLE_RX = 80;
const HOLE_RY = 52;

/** The water under the ice (drawn once: it never changes). */
export const Water = memo(function Water(): JSX.Element {
  return (
    <svg className="if-water" viewBox={`0 0 ${SCENE_W} ${SCENE_H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width={SCENE_W} height={SCENE_H} fill="#1f5f8b" />
      <path d="M0 170 Q125 155 250 170 T500 170 T750 170 T1000 170 M0 235 Q125 220 250 235 T500 235 T750 235 T1000 235" stroke="#3f86b5" strokeWidth="6" fill="none" />
    </svg>
  );
});

const ellipse = (cx: number) => `M${cx - HOLE_RX} ${HOLE_Y} a${HOLE_RX} ${HOLE_RY} 0 1 0 ${2 * HOLE_RX} 0 a${HOLE_RX} ${HOLE_RY} 0 1 0 ${-2 * HOLE_RX} 0Z`;

/** The ice over the water, with the holes cut out: fish show faintly under it and clearly in a hole (drawn once). */
export const Ice = memo(function Ice(): JSX.Element {
  return (
    <svg className="if-ice" viewBox={`0 0 ${SCENE_W} ${SCENE_H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={`M0 0H${SCENE_W}V${SCENE_H}H0Z ${HOLE_X.map((x) => ellipse(x * SCENE_W)).join(' ')}`} fillRule="evenodd" fill="#e8f3fb" opacity="0.9" />
      <path d="M0 0H1000V60Q750 80 500 62T0 70Z" fill="#ffffff" />
      <path d="M60 300 l90 -14 M700 110 l110 -16 M380 305 l70 -10" stroke="#c8dff0" strokeWidth="5" strokeLinecap="round" />
      {HOLE_X.map((x) => (
        <ellipse key={x} cx={x * SCENE_W} cy={HOLE_Y} rx={HOLE_RX} ry={HOLE_RY} fill="none" stroke="#9cc3dd" strokeWidth="8" />
      ))}
    </svg>
  );
});

/** The bucket, with up to ten small fish showing in it. */
export const Bucket = ({ count }: { count: number }): JSX.Element => (
  <svg className="if-bucket-picture" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
    <path d="M22 40 Q60 -6 98 40" stroke="#5a6b78" strokeWidth="5" fill="none" />
    <path d="M16 42 H104 L94 112 H26Z" fill="#8fb3cc" stroke="#4f6f86" strokeWidth="4" strokeLinejoin="round" opacity="0.85" />
    <path d="M16 42 H104" stroke="#4f6f86" strokeWidth="6" strokeLinecap="round" />
    {Array.from({ length: Math.min(count, 10) }, (_, i) => (
      <path key={i} d={`M${30 + (i % 5) * 13} ${92 - Math.floor(i / 5) * 22} q8 -8 16 0 q-8 8 -16 0z l-5 -4 v8z`} fill="#f29e4c" stroke="#b8621f" strokeWidth="1" />
    ))}
  </svg>
);
