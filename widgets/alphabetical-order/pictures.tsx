// The themes' scenery and mascots, drawn here as inline SVG (no image files, no emoji font), and
// the mascot's visits. Decoration only: the view loads this module after its first screen.
import { useEffect, useRef, useState, type JSX } from 'react';
import { adoptStyles } from '../runtime';
import { useReducedMotion } from '../tool-kit';
import type { Theme } from './logic';
import css from './pictures.css?inline';

// The mascot's timing: here, with the mascot, so the first screen's code carries none of it.
/** The mascot comes back every 25 to 37 s, crossing for 6 s; the winter yeti dances for 2.2 s. */
const MASCOT_MIN_MS = 25_000;
const MASCOT_MAX_MS = 37_000;
const MASCOT_CROSS_MS = 6_000;
const YETI_DANCE_MS = 2_200;
/** The wait before the mascot's next visit, from a number in [0, 1). */
export const mascotDelay = (r: number): number => MASCOT_MIN_MS + Math.floor(Math.min(Math.max(r, 0), 0.999999) * (MASCOT_MAX_MS - MASCOT_MIN_MS + 1));
export const mascotDuration = (theme: Theme): number => (theme === 'winter' ? YETI_DANCE_MS : MASCOT_CROSS_MS);
export const mascotDirection = (r: number): 'ltr' | 'rtl' => (r < 0.5 ? 'ltr' : 'rtl');

/** Installs the scenery's and the mascot's rules in the element's shadow root, before they show. */
export function adoptPictureStyles(root: Node): void {
  if (root instanceof ShadowRoot) adoptStyles(root, css, { more: true });
}

/** The background picture of a theme, behind the game: the inside of the view's `.ao-scenery` svg (viewBox 0 0 800 300). */
export function Scenery({ theme }: { theme: Theme }): JSX.Element {
  return (
    <>
      {theme === 'desert' && (
        <>
          <circle cx="660" cy="70" r="42" fill="#ffd36b" />
          <path d="M0 230 Q150 170 300 225 T600 215 T800 220 V300 H0Z" fill="#e9b872" />
          <path d="M0 260 Q200 215 420 258 T800 250 V300 H0Z" fill="#d99a55" />
          <g fill="#5f8d4e">
            <rect x="120" y="170" width="16" height="80" rx="8" />
            <path d="M128 210 h-22 v-25" stroke="#5f8d4e" strokeWidth="12" fill="none" strokeLinecap="round" />
            <path d="M128 200 h20 v-22" stroke="#5f8d4e" strokeWidth="12" fill="none" strokeLinecap="round" />
          </g>
        </>
      )}
      {theme === 'ocean' && (
        <>
          <circle cx="120" cy="60" r="36" fill="#fff1a8" />
          <path d="M0 200 Q50 185 100 200 T200 200 T300 200 T400 200 T500 200 T600 200 T700 200 T800 200 V300 H0Z" fill="#5bb6d9" />
          <path d="M0 235 Q60 220 120 235 T240 235 T360 235 T480 235 T600 235 T720 235 T840 235 V300 H0Z" fill="#2f8fbf" />
          <path d="M0 270 Q80 255 160 270 T320 270 T480 270 T640 270 T800 270 V300 H0Z" fill="#1f6f99" />
        </>
      )}
      {theme === 'winter' && (
        <>
          <path d="M0 230 Q200 180 400 228 T800 215 V300 H0Z" fill="#ffffff" />
          <path d="M0 265 Q250 235 520 262 T800 255 V300 H0Z" fill="#e4eef8" />
          <g fill="#ffffff" opacity="0.9">
            {[
              [60, 40],
              [180, 90],
              [320, 30],
              [470, 80],
              [610, 40],
              [730, 110],
              [250, 150],
              [560, 150],
            ].map(([x, y]) => (
              <circle key={`${x}-${y}`} cx={x} cy={y} r="5" />
            ))}
          </g>
          <path d="M690 230 l30 -70 l30 70 Z" fill="#2f6b4f" />
          <path d="M700 200 l20 -55 l20 55 Z" fill="#3d8763" />
        </>
      )}
      {theme === 'summer' && (
        <>
          <circle cx="700" cy="70" r="45" fill="#ffcf3f" />
          <g fill="#ffffff">
            <ellipse cx="180" cy="70" rx="60" ry="20" />
            <ellipse cx="220" cy="58" rx="40" ry="20" />
            <ellipse cx="480" cy="110" rx="50" ry="16" />
          </g>
          <path d="M0 240 Q200 215 400 240 T800 235 V300 H0Z" fill="#7cc46b" />
          <path d="M0 270 Q260 250 520 268 T800 262 V300 H0Z" fill="#5aa84f" />
        </>
      )}
    </>
  );
}

/** The theme's mascot: desert bird, ocean dolphin, winter yeti, summer plane. */
export function Mascot({ theme }: { theme: Theme }): JSX.Element {
  return (
    <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true" focusable="false">
      {theme === 'desert' && (
        <g>
          <ellipse cx="58" cy="44" rx="26" ry="16" fill="#c0602d" />
          <circle cx="86" cy="34" r="12" fill="#c0602d" />
          <path d="M97 33 l14 4 l-14 4 Z" fill="#f2b233" />
          <circle cx="89" cy="31" r="2.5" fill="#1c1c1c" />
          <path d="M48 40 q12 -26 28 -6 q-14 2 -28 6Z" fill="#8e3f1a" />
          <path d="M33 42 l-16 -8 l4 12 Z" fill="#8e3f1a" />
        </g>
      )}
      {theme === 'ocean' && (
        <g>
          <path d="M12 50 Q40 18 86 34 Q104 40 112 48 Q96 50 86 52 Q60 64 30 56 Z" fill="#4a86b8" />
          <path d="M56 30 l10 -14 l6 16 Z" fill="#3b6f9c" />
          <path d="M14 50 l-10 -12 l4 16 l-2 10 Z" fill="#3b6f9c" />
          <path d="M40 56 q14 4 26 -2" stroke="#dceaf6" strokeWidth="4" fill="none" strokeLinecap="round" />
          <circle cx="92" cy="40" r="2.5" fill="#10233a" />
        </g>
      )}
      {theme === 'winter' && (
        <g>
          <ellipse cx="60" cy="48" rx="24" ry="26" fill="#f7fbff" stroke="#9fb7cc" strokeWidth="2" />
          <circle cx="60" cy="22" r="16" fill="#f7fbff" stroke="#9fb7cc" strokeWidth="2" />
          <ellipse cx="60" cy="25" rx="9" ry="7" fill="#b7d3ea" />
          <circle cx="56" cy="23" r="2" fill="#1c2c3c" />
          <circle cx="64" cy="23" r="2" fill="#1c2c3c" />
          <path d="M56 28 q4 3 8 0" stroke="#1c2c3c" strokeWidth="1.5" fill="none" />
          <path d="M36 40 l-16 -14 M84 40 l16 -14" stroke="#9fb7cc" strokeWidth="8" strokeLinecap="round" />
          <path d="M50 72 v6 M70 72 v6" stroke="#9fb7cc" strokeWidth="8" strokeLinecap="round" />
        </g>
      )}
      {theme === 'summer' && (
        <g>
          <path d="M10 40 Q14 32 30 32 H92 Q108 32 112 40 Q108 48 92 48 H30 Q14 48 10 40Z" fill="#e24b3b" />
          <path d="M52 34 l-14 -24 h12 l22 24 Z M52 46 l-14 24 h12 l22 -24 Z" fill="#b53226" />
          <path d="M14 38 l-6 -16 h8 l10 16 Z" fill="#b53226" />
          <g fill="#d9f0ff">
            <circle cx="84" cy="40" r="3.5" />
            <circle cx="72" cy="40" r="3.5" />
            <circle cx="60" cy="40" r="3.5" />
          </g>
          <path d="M100 36 a6 6 0 0 1 8 4 a6 6 0 0 1 -8 4 Z" fill="#7fc7ff" />
        </g>
      )}
    </svg>
  );
}

/**
 * The theme's mascot, every 25 to 37 s, crossing (or dancing, the yeti) in a random direction. The
 * first visit counts from `since` (when the tool showed, `Date.now()`), whenever this part arrived.
 */
export function MascotVisits({ theme, since }: { theme: Theme; since: number }) {
  const reduced = useReducedMotion();
  const [visit, setVisit] = useState<{ n: number; direction: 'ltr' | 'rtl' } | null>(null);
  const first = useRef(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let n = 0;
    // A new theme starts its own wait.
    let from = first.current ? since : Date.now();
    first.current = false;
    const wait = () => {
      timer = setTimeout(() => {
        n += 1;
        setVisit({ n, direction: mascotDirection(Math.random()) });
        timer = setTimeout(() => {
          setVisit(null);
          from = Date.now();
          wait();
        }, mascotDuration(theme));
      }, from + mascotDelay(Math.random()) - Date.now());
    };
    wait();
    return () => clearTimeout(timer);
  }, [theme]);
  if (!visit) return null;
  return (
    <div
      key={visit.n}
      className="ao-mascot"
      data-theme={theme}
      data-direction={visit.direction}
      data-motion={reduced ? 'reduced' : 'full'}
      style={{ animationDuration: `${mascotDuration(theme)}ms` }}
      aria-hidden="true"
    >
      <Mascot theme={theme} />
    </div>
  );
}

