// The mole, drawn here as inline SVG (no image files, no emoji font): it only shows in a round,
// so it loads with the rules (play.tsx).
import type { JSX } from 'react';

/** The mole: head and shoulders, a pink nose, two teeth; `whacked` shows the hit (stars) or miss (dizzy eyes). */
export function Mole({ whacked }: { whacked?: 'hit' | 'miss' }): JSX.Element {
  return (
    <svg className="wm-mole-body" viewBox="0 0 100 110" aria-hidden="true" focusable="false">
      <path d="M12 110 V52 a38 38 0 0 1 76 0 V110Z" fill="#7a4e2d" />
      <path d="M28 110 V66 a22 20 0 0 1 44 0 V110Z" fill="#b07a4f" />
      <ellipse cx="22" cy="26" rx="8" ry="7" fill="#7a4e2d" />
      <ellipse cx="78" cy="26" rx="8" ry="7" fill="#7a4e2d" />
      {whacked === 'miss' ? (
        <g stroke="#1d1d1d" strokeWidth="3" strokeLinecap="round">
          <path d="M31 34 l10 10 M41 34 l-10 10 M59 34 l10 10 M69 34 l-10 10" />
        </g>
      ) : (
        <g>
          <circle cx="36" cy="39" r="5.5" fill="#1d1d1d" />
          <circle cx="64" cy="39" r="5.5" fill="#1d1d1d" />
          <circle cx="38" cy="37" r="1.8" fill="#ffffff" />
          <circle cx="66" cy="37" r="1.8" fill="#ffffff" />
        </g>
      )}
      <ellipse cx="50" cy="52" rx="9" ry="6.5" fill="#e98a9b" />
      <path d="M45 60 h10 v7 h-10z" fill="#ffffff" stroke="#5a3a20" strokeWidth="1" />
      <path d="M50 60 v7" stroke="#5a3a20" strokeWidth="1" />
      <g stroke="#3b2416" strokeWidth="1.5" strokeLinecap="round">
        <path d="M38 52 l-16 -3 M38 55 l-16 2 M62 52 l16 -3 M62 55 l16 2" />
      </g>
      {whacked === 'hit' && (
        <g fill="#f0a500" stroke="#8a5a00" strokeWidth="1">
          <path d="M20 8 l3 6 6 1 -5 4 1 6 -5 -3 -5 3 1 -6 -5 -4 6 -1z" />
          <path d="M80 4 l3 6 6 1 -5 4 1 6 -5 -3 -5 3 1 -6 -5 -4 6 -1z" />
        </g>
      )}
    </svg>
  );
}
