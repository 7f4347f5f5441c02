import type { JSX } from 'react';

// The pictures of b and d, drawn here so they look the same everywhere (no emoji font). Each is
// decoration inside a button that carries its name. Loaded as the tool first shows (art.tsx draws
// their boxes meanwhile), so its first download leaves them out.

const sprinkles: [number, number, number, string][] = [
  [20, 12, 30, '#2f7dd1'],
  [31, 10, -20, '#f0b400'],
  [40, 17, 60, '#3aa55b'],
  [13, 24, -50, '#f0b400'],
  [43, 29, 10, '#2f7dd1'],
  [17, 37, 70, '#3aa55b'],
  [36, 40, -35, '#ffffff'],
  [26, 43, 15, '#2f7dd1'],
];

/** A pink-iced doughnut: the round part of d. */
export const doughnut = (
  <>
    <circle cx="28" cy="28" r="25" fill="#c98a4b" stroke="#7a4a1d" strokeWidth="2" />
    <path
      d="M28 6c5 0 7 3 11 3s6 4 7 8 3 6 2 10 1 8-2 11-4 7-8 8-6 3-10 2-7 1-10-2-7-3-8-7-3-6-2-10-1-8 2-11 5-6 9-8 6-4 11-4z"
      fill="#f38fb6"
    />
    <circle cx="28" cy="28" r="7.5" fill="#fff8ee" stroke="#7a4a1d" strokeWidth="2" />
    {sprinkles.map(([x, y, turn, color]) => (
      <rect key={`${x}-${y}`} x={x - 3} y={y - 1} width="6" height="2.2" rx="1.1" fill={color} transform={`rotate(${turn} ${x} ${y})`} />
    ))}
  </>
);

/** A chocolate bar in its wrapper, standing up: the stick of b. */
export const candyBar = (
  <>
    <rect x="17" y="3" width="22" height="50" rx="3" fill="#6b3a1f" stroke="#3d1f0d" strokeWidth="2" />
    <path d="M22 8h12M22 16h12M22 24h12" stroke="#8d5330" strokeWidth="3" strokeLinecap="round" />
    <path d="M15 28h26v25H15z" fill="#d63a3a" stroke="#8f1f1f" strokeWidth="2" strokeLinejoin="round" />
    <path d="M15 28l3 3 3-3 3 3 3-3 3 3 3-3 3 3 3-3 3 3" fill="none" stroke="#8f1f1f" strokeWidth="1.5" />
    <rect x="20" y="37" width="16" height="9" rx="2" fill="#f6d36b" />
  </>
);

/** The car, seen from the side, facing right. */
export const car = (
  <>
    <path d="M4 21v-6c0-2 1-3 3-3.5L13 10l6-6h13l7 7 5 1c2 .5 3 2 3 4v5z" fill="#d63a3a" stroke="#7f1616" strokeWidth="2" strokeLinejoin="round" />
    <path d="M20 6h5v6h-10zM28 6h3l5 6h-8z" fill="#cfe8ff" stroke="#7f1616" strokeWidth="1.5" strokeLinejoin="round" />
    <circle cx="14" cy="22" r="5" fill="#23272f" stroke="#ffffff" strokeWidth="1.5" />
    <circle cx="36" cy="22" r="5" fill="#23272f" stroke="#ffffff" strokeWidth="1.5" />
    <circle cx="43.5" cy="15" r="1.6" fill="#ffe16b" />
  </>
);
