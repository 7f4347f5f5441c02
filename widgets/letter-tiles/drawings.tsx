import type { JSX } from 'react';

const ink = '#1f2933';
const line = { stroke: ink, strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

// The keyword pictures of the picture tiles, drawn here so they need no image file or emoji font.
// Loaded as the tool first shows (pictures.tsx draws their boxes meanwhile), so the tool's first
// download leaves them out.

export const drawings: Record<string, () => JSX.Element> = {
  apple: () => (
    <>
      <path d="M24 15c-4-3-13-3-14 7-1 9 6 19 11 18 2 0 2-1 3-1s1 1 3 1c5 1 12-9 11-18-1-10-10-10-14-7z" fill="#e0453a" {...line} />
      <path d="M24 15c0-4 1-6 3-8" fill="none" {...line} />
      <path d="M26 11c3-4 8-4 9-3-2 4-6 5-9 3z" fill="#4f9d4f" {...line} />
    </>
  ),
  ball: () => (
    <>
      <path d="M24 24V8a16 16 0 0 1 13.9 24z" fill="#e0453a" />
      <path d="M24 24l13.9 8a16 16 0 0 1-27.8 0z" fill="#3d8fd1" />
      <path d="M24 24l-13.9 8A16 16 0 0 1 24 8z" fill="#f6c344" />
      <circle cx="24" cy="24" r="4" fill="#fff" {...line} />
      <circle cx="24" cy="24" r="16" fill="none" {...line} />
    </>
  ),
  cat: () => (
    <>
      <path d="M11 20 10 7l10 7h8l10-7-1 13c3 4 3 10 0 14-3 5-8 7-13 7s-10-2-13-7c-3-4-3-10 0-14z" fill="#f0a35e" {...line} />
      <circle cx="19" cy="24" r="2" fill={ink} />
      <circle cx="29" cy="24" r="2" fill={ink} />
      <path d="M22 29h4l-2 2zM24 31v2M5 28l10 1M5 33l10-2M43 28l-10 1M43 33l-10-2" fill={ink} {...line} />
    </>
  ),
  dog: () => (
    <>
      <path d="M15 14c-5-2-10 2-9 9 1 5 4 7 7 7" fill="#8a5a3b" {...line} />
      <path d="M33 14c5-2 10 2 9 9-1 5-4 7-7 7" fill="#8a5a3b" {...line} />
      <path d="M14 22c0-7 4-11 10-11s10 4 10 11v6c0 7-4 11-10 11s-10-4-10-11z" fill="#d9a066" {...line} />
      <circle cx="20" cy="23" r="2" fill={ink} />
      <circle cx="28" cy="23" r="2" fill={ink} />
      <path d="M21 30h6l-3 3z" fill={ink} {...line} />
    </>
  ),
  fish: () => (
    <>
      <path d="M6 24c6-9 20-12 29-3l7-6v18l-7-6c-9 9-23 6-29-3z" fill="#3d8fd1" {...line} />
      <circle cx="15" cy="22" r="2" fill={ink} />
      <path d="M22 17c3 4 3 10 0 14" fill="none" {...line} />
    </>
  ),
  sun: () => (
    <>
      <path d="M24 3v6M24 39v6M3 24h6M39 24h6M9 9l4 4M35 35l4 4M39 9l-4 4M13 35l-4 4" fill="none" stroke="#c77800" strokeWidth={3} strokeLinecap="round" />
      <circle cx="24" cy="24" r="11" fill="#ffcc33" {...line} />
    </>
  ),
};
