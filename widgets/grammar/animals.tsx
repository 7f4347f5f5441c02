import type { JSX } from 'react';
import type { Animal } from './logic';

// The legend's animals, drawn here so they look the same everywhere (no emoji font). Each is
// decoration inside a button that names it.

const eyes = (y: number, dx = 6, r = 2.2) => (
  <>
    <circle cx={24 - dx} cy={y} r={r} fill="#1f2933" />
    <circle cx={24 + dx} cy={y} r={r} fill="#1f2933" />
  </>
);

/** Loaded with the cards' pictures (art.ts), after the tool first shows. */
export const animalDrawings: Record<Animal, JSX.Element> = {
  dog: (
    <>
      <path d="M9 10c-5 2-6 14-2 18 3 1 5-5 6-10zM39 10c5 2 6 14 2 18-3 1-5-5-6-10z" fill="#7a4a1d" />
      <circle cx="24" cy="25" r="15" fill="#c98a4b" />
      <ellipse cx="24" cy="32" rx="8" ry="6" fill="#f1d3a8" />
      {eyes(21)}
      <ellipse cx="24" cy="29" rx="3.2" ry="2.4" fill="#1f2933" />
      <path d="M21 34q3 3 6 0" stroke="#1f2933" strokeWidth="1.5" fill="none" />
    </>
  ),
  frog: (
    <>
      <circle cx="15" cy="14" r="7" fill="#3aa55b" />
      <circle cx="33" cy="14" r="7" fill="#3aa55b" />
      <ellipse cx="24" cy="29" rx="19" ry="13" fill="#3aa55b" />
      <circle cx="15" cy="14" r="4" fill="#fff" />
      <circle cx="33" cy="14" r="4" fill="#fff" />
      {eyes(14, 9)}
      <path d="M12 29q12 9 24 0" stroke="#14532d" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <circle cx="11" cy="25" r="2" fill="#f38fb6" />
      <circle cx="37" cy="25" r="2" fill="#f38fb6" />
    </>
  ),
  butterfly: (
    <>
      <ellipse cx="14" cy="16" rx="10" ry="11" fill="#f0b400" transform="rotate(-20 14 16)" />
      <ellipse cx="34" cy="16" rx="10" ry="11" fill="#f0b400" transform="rotate(20 34 16)" />
      <ellipse cx="15" cy="33" rx="8" ry="8" fill="#d946a8" />
      <ellipse cx="33" cy="33" rx="8" ry="8" fill="#d946a8" />
      <circle cx="14" cy="16" r="4" fill="#2f7dd1" />
      <circle cx="34" cy="16" r="4" fill="#2f7dd1" />
      <rect x="21.5" y="10" width="5" height="30" rx="2.5" fill="#3d1f0d" />
      <path d="M23 11 19 4M25 11l4-7" stroke="#3d1f0d" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  rabbit: (
    <>
      <ellipse cx="17" cy="11" rx="4.5" ry="11" fill="#cbd2d9" />
      <ellipse cx="31" cy="11" rx="4.5" ry="11" fill="#cbd2d9" />
      <ellipse cx="17" cy="12" rx="2" ry="7" fill="#f8b4cf" />
      <ellipse cx="31" cy="12" rx="2" ry="7" fill="#f8b4cf" />
      <circle cx="24" cy="31" r="14" fill="#e4e7eb" />
      {eyes(28)}
      <path d="M22 33h4l-2 2.5z" fill="#e0568e" />
      <path d="M24 35.5v2M19 35h-7M29 35h7" stroke="#52606d" strokeWidth="1" />
    </>
  ),
  owl: (
    <>
      <path d="M10 8l6 6h16l6-6 2 28c0 6-8 10-16 10S8 42 8 36z" fill="#8d5330" />
      <ellipse cx="24" cy="35" rx="9" ry="8" fill="#e8c9a0" />
      <circle cx="17" cy="20" r="7" fill="#fff" stroke="#5b3216" strokeWidth="1.5" />
      <circle cx="31" cy="20" r="7" fill="#fff" stroke="#5b3216" strokeWidth="1.5" />
      {eyes(20, 7, 3)}
      <path d="M21.5 25h5L24 30z" fill="#f0b400" />
    </>
  ),
  mouse: (
    <>
      <circle cx="12" cy="15" r="9" fill="#9aa5b1" />
      <circle cx="36" cy="15" r="9" fill="#9aa5b1" />
      <circle cx="12" cy="15" r="5" fill="#f8b4cf" />
      <circle cx="36" cy="15" r="5" fill="#f8b4cf" />
      <path d="M10 26c0-8 6-12 14-12s14 4 14 12-9 17-14 17S10 34 10 26z" fill="#b8c0c8" />
      {eyes(25, 5)}
      <circle cx="24" cy="35" r="2.6" fill="#e0568e" />
      <path d="M20 35l-9-2M20 37l-9 2M28 35l9-2M28 37l9 2" stroke="#52606d" strokeWidth="1" />
    </>
  ),
  snake: (
    <>
      <path d="M8 40c10 6 22 0 16-8s-16-8-10-17S32 6 36 10" stroke="#3aa55b" strokeWidth="7" fill="none" strokeLinecap="round" />
      <path d="M8 40c10 6 22 0 16-8s-16-8-10-17S32 6 36 10" stroke="#f0b400" strokeWidth="2" strokeDasharray="2 5" fill="none" />
      <ellipse cx="38" cy="11" rx="6" ry="4.5" fill="#2e8b4a" />
      <circle cx="39" cy="9.5" r="1.3" fill="#1f2933" />
      <path d="M44 12l3 1.5M44 12l3-1" stroke="#d63a3a" strokeWidth="1.3" strokeLinecap="round" />
    </>
  ),
  ant: (
    <>
      <path d="M14 26l-6 8M14 26l-4-10M24 26v10M24 26l2-10M33 26l7 8M33 26l4-10" stroke="#23272f" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="11" cy="24" r="6" fill="#7f1616" />
      <ellipse cx="22" cy="25" rx="5" ry="4.5" fill="#7f1616" />
      <ellipse cx="35" cy="25" rx="8" ry="7" fill="#7f1616" />
      <path d="M9 19 5 10M12 19l2-9" stroke="#23272f" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="9.5" cy="22.5" r="1.4" fill="#fff" />
    </>
  ),
  parrot: (
    <>
      <path d="M14 44c-2-12 0-26 10-32 8-4 16 2 15 10-1 6-5 10-5 22z" fill="#d63a3a" />
      <path d="M18 44c0-8 4-14 10-16l6 16z" fill="#2f7dd1" />
      <path d="M30 15c8-2 13 4 11 11-1-3-3-4-5-4 0 2-2 3-4 2z" fill="#f0b400" stroke="#7a4a1d" strokeWidth="1.2" />
      <circle cx="25" cy="18" r="4" fill="#fff" />
      <circle cx="26" cy="18" r="2" fill="#1f2933" />
    </>
  ),
  lion: (
    <>
      <circle cx="24" cy="24" r="21" fill="#d9822b" />
      <circle cx="24" cy="24" r="21" fill="none" stroke="#b45f0f" strokeWidth="4" strokeDasharray="5 4" />
      <circle cx="24" cy="26" r="13" fill="#f6c453" />
      {eyes(23, 5)}
      <path d="M21 29h6l-3 3z" fill="#7a4a1d" />
      <path d="M24 32v2M20 35q4 2 8 0" stroke="#7a4a1d" strokeWidth="1.4" fill="none" />
    </>
  ),
};
