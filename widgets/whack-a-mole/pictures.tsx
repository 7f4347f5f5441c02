// The molehill and the mallet, drawn here as inline SVG (no image files, no emoji font); the mole
// comes with the rules (mole.tsx, play.tsx).
import type { JSX } from 'react';

/** The dark hole behind the mole. */
export const HoleBack = (): JSX.Element => (
  <svg className="wm-back" viewBox="0 0 100 30" preserveAspectRatio="none" aria-hidden="true" focusable="false">
    <ellipse cx="50" cy="15" rx="46" ry="13" fill="#3b2416" />
    <ellipse cx="50" cy="17" rx="38" ry="9" fill="#24160d" />
  </svg>
);

/** The front lip of the hole and the mound of earth, in front of the mole. */
export const HoleFront = (): JSX.Element => (
  <svg className="wm-front" viewBox="0 0 100 30" preserveAspectRatio="none" aria-hidden="true" focusable="false">
    <path d="M2 6 Q50 26 98 6 L100 30 H0Z" fill="#8a5a34" />
    <path d="M2 6 Q50 26 98 6 Q50 18 2 6Z" fill="#6b4226" />
    <g fill="#a8744a">
      <circle cx="18" cy="22" r="2.2" />
      <circle cx="44" cy="25" r="1.6" />
      <circle cx="70" cy="23" r="2" />
      <circle cx="88" cy="19" r="1.4" />
    </g>
  </svg>
);

/** The mallet, in the prompt. */
export const Mallet = (): JSX.Element => (
  <svg className="wm-mallet" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <rect x="21" y="18" width="6" height="28" rx="3" fill="#a8744a" transform="rotate(-30 24 32)" />
    <rect x="8" y="4" width="30" height="16" rx="5" fill="#c0392b" transform="rotate(-30 24 12)" />
  </svg>
);
