// The fish, drawn here as inline SVG (no image files, no emoji font): it only shows in a round,
// so it loads with the rules (play.tsx).
import type { JSX } from 'react';

/** A fish, facing right (its way); `wrong` marks one cast at that was not the target. */
export const FishPicture = ({ wrong }: { wrong?: boolean }): JSX.Element => (
  <svg className="if-fish-body" viewBox="0 0 150 70" preserveAspectRatio="none" aria-hidden="true" focusable="false">
    <path d="M8 12 L34 35 L8 58Z" fill={wrong ? '#9a6b6b' : '#e07b39'} />
    <ellipse cx="82" cy="35" rx="60" ry="28" fill={wrong ? '#b98a8a' : '#f29e4c'} />
    <path d="M70 8 q14 -8 28 2 l-6 8z" fill={wrong ? '#9a6b6b' : '#e07b39'} />
    <circle cx="122" cy="28" r="5" fill="#1d1d1d" />
    <circle cx="123.5" cy="26.5" r="1.6" fill="#ffffff" />
    {wrong && <path d="M60 14 l44 42 M104 14 l-44 42" stroke="#b42318" strokeWidth="6" strokeLinecap="round" />}
  </svg>
);
