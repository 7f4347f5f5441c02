import type { JSX } from 'react';

// The word cards' pictures, drawn here (no image files, no emoji font). Each is decoration: the
// card shows and says its word, so a picture that cannot be drawn leaves the word alone.

const INK = '#1f2933';
const line = { stroke: INK, strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;

/** A child drawn with a head and stick limbs (`limbs` is one path from the neck down). */
const Person = ({ x = 24, y = 9, limbs, color = '#2f7dd1' }: { x?: number; y?: number; limbs: string; color?: string }) => (
  <>
    <path d={limbs} {...line} stroke={color} strokeWidth={3} />
    <circle cx={x} cy={y} r="5" fill="#f1d3a8" stroke={INK} strokeWidth="1.5" />
  </>
);

const Face = ({ fill, mouth }: { fill: string; mouth: string }) => (
  <>
    <circle cx="24" cy="24" r="18" fill={fill} stroke={INK} strokeWidth="2" />
    <circle cx="18" cy="20" r="2.2" fill={INK} />
    <circle cx="30" cy="20" r="2.2" fill={INK} />
    <path d={mouth} {...line} />
  </>
);

const Ball = ({ x, y, r = 6, fill = '#d63a3a' }: { x: number; y: number; r?: number; fill?: string }) => (
  <circle cx={x} cy={y} r={r} fill={fill} stroke={INK} strokeWidth="1.5" />
);

/** By word: every card's picture. Loaded with the animals (art.ts), after the tool first shows. */
export const wordDrawings: Record<string, JSX.Element> = {
  cat: (
    <>
      <path d="M9 22 11 6l10 8h6l10-8 2 16" fill="#f0a040" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <ellipse cx="24" cy="27" rx="16" ry="14" fill="#f0a040" stroke={INK} strokeWidth="2" />
      <circle cx="18" cy="24" r="2" fill={INK} />
      <circle cx="30" cy="24" r="2" fill={INK} />
      <path d="M22 30h4l-2 2zM19 30H9M19 33l-9 2M29 30h10M29 33l9 2" {...line} strokeWidth={1.2} />
    </>
  ),
  swim: (
    <>
      <Person x={16} y={20} limbs="M20 25l14 2M24 26l6-8 8 2" />
      <path d="M3 30q5-4 10 0t10 0 10 0 11 0M3 38q5-4 10 0t10 0 10 0 11 0" {...line} stroke="#2f7dd1" />
    </>
  ),
  big: (
    <>
      <Ball x={18} y={26} r={15} fill="#2f7dd1" />
      <Ball x={40} y={37} r={4} fill="#2f7dd1" />
    </>
  ),
  sun: (
    <>
      <path d="M24 2v7M24 39v7M2 24h7M39 24h7M8 8l5 5M35 35l5 5M8 40l5-5M35 13l5-5" {...line} stroke="#e08a00" strokeWidth={3} />
      <circle cx="24" cy="24" r="11" fill="#f6c453" stroke="#e08a00" strokeWidth="2" />
    </>
  ),
  eat: (
    <>
      <circle cx="24" cy="28" r="16" fill="#fff" stroke={INK} strokeWidth="2" />
      <Ball x={24} y={28} r={7} fill="#3aa55b" />
      <path d="M5 4v12M2 4v8q3 4 6 0V4M5 16v28M43 4c-4 2-4 12 0 14v26" {...line} />
    </>
  ),
  red: <path d="M24 5c6 0 8 6 14 6s6 9 2 13 4 10-3 14-9 6-15 3-12-2-13-9S1 22 7 16s11-11 17-11z" fill="#d63a3a" stroke="#8f1f1f" strokeWidth="2" />,
  tree: (
    <>
      <rect x="20" y="28" width="8" height="18" rx="2" fill="#8d5330" />
      <circle cx="24" cy="17" r="13" fill="#3aa55b" />
      <circle cx="14" cy="25" r="8" fill="#2e8b4a" />
      <circle cx="34" cy="25" r="8" fill="#2e8b4a" />
    </>
  ),
  sing: (
    <>
      <circle cx="19" cy="26" r="15" fill="#f1d3a8" stroke={INK} strokeWidth="2" />
      <circle cx="14" cy="22" r="2" fill={INK} />
      <circle cx="24" cy="22" r="2" fill={INK} />
      <ellipse cx="19" cy="32" rx="4" ry="5" fill="#8f1f1f" />
      <path d="M41 6v14M34 10v14M34 10l7-4" {...line} stroke="#7c3aed" />
      <circle cx="32" cy="24" r="2.6" fill="#7c3aed" />
      <circle cx="39" cy="20" r="2.6" fill="#7c3aed" />
    </>
  ),
  happy: <Face fill="#f6c453" mouth="M15 28q9 9 18 0" />,
  cup: (
    <>
      <path d="M10 18h24v16a8 8 0 0 1-8 8h-8a8 8 0 0 1-8-8z" fill="#2f7dd1" stroke={INK} strokeWidth="2" />
      <path d="M34 22h4a5 5 0 0 1 0 10h-4M18 4q-3 4 0 8M26 4q-3 4 0 8" {...line} />
    </>
  ),
  book: (
    <>
      <path d="M4 10q10-4 20 2 10-6 20-2v30q-10-4-20 2-10-6-20-2z" fill="#fff" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 12v30M9 17h10M9 23h10M29 17h10M29 23h10" {...line} strokeWidth={1.5} />
    </>
  ),
  clap: (
    <>
      <rect x="9" y="14" width="12" height="24" rx="6" fill="#f1d3a8" stroke={INK} strokeWidth="2" transform="rotate(20 15 26)" />
      <rect x="27" y="14" width="12" height="24" rx="6" fill="#f1d3a8" stroke={INK} strokeWidth="2" transform="rotate(-20 33 26)" />
      <path d="M24 4v6M14 6l3 5M34 6l-3 5" {...line} stroke="#e08a00" />
    </>
  ),
  tall: (
    <>
      <rect x="8" y="3" width="16" height="42" fill="#9aa5b1" stroke={INK} strokeWidth="2" />
      <rect x="30" y="33" width="12" height="12" fill="#cbd2d9" stroke={INK} strokeWidth="2" />
      <path d="M12 9h2M18 9h2M12 17h2M18 17h2M12 25h2M18 25h2M12 33h2M18 33h2" {...line} stroke="#f6c453" />
    </>
  ),
  slowly: (
    <>
      <path d="M6 40h34q2-6-4-6" fill="#9aa5b1" stroke={INK} strokeWidth="2" />
      <circle cx="22" cy="27" r="11" fill="#c98a4b" stroke={INK} strokeWidth="2" />
      <path d="M22 27a4 4 0 1 1 4 4M38 34l2-10M42 34l3-9" {...line} />
    </>
  ),
  she: (
    <>
      <Person limbs="M24 14v6M16 26l8-6 8 6M20 40v6M28 40v6" color="#d946a8" />
      <path d="M24 17l-9 23h18z" fill="#d946a8" />
      <path d="M19 6q-6 4-2 9M29 6q6 4 2 9" {...line} stroke="#7a4a1d" strokeWidth={3} />
    </>
  ),
  under: (
    <>
      <path d="M4 16h40M9 16v28M39 16v28" {...line} stroke="#8d5330" strokeWidth={4} />
      <Ball x={24} y={37} r={7} />
    </>
  ),
  car: (
    <>
      <path d="M4 34v-8c0-2 1-3 3-4l7-2 7-8h12l7 8 4 1c2 1 2 2 2 4v9z" fill="#d63a3a" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <path d="M22 15h5v6H17zM30 15h2l5 6h-7z" fill="#cfe8ff" />
      <circle cx="14" cy="35" r="5" fill={INK} />
      <circle cx="35" cy="35" r="5" fill={INK} />
    </>
  ),
  dig: (
    <>
      <path d="M2 44q22-16 44 0z" fill="#8d5330" />
      <path d="M34 4 24 30" {...line} strokeWidth={3.5} />
      <path d="M19 28l10 4-3 8q-6 1-9-3z" fill="#9aa5b1" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  sad: <Face fill="#a7c7e7" mouth="M16 34q8-8 16 0" />,
  quickly: (
    <>
      <Person x={30} limbs="M30 14l-4 14M28 20l8 4M28 20l-8-2M26 28l8 6v8M26 28l-8 10" color="#3aa55b" />
      <path d="M2 20h10M4 28h10M2 36h10" {...line} stroke="#9aa5b1" />
    </>
  ),
  Sam: (
    <>
      <Person limbs="M24 14v16M14 20l10-2 10 2M24 30l-6 14M24 30l6 14" color="#2f5d8a" />
      <rect x="13" y="21" width="22" height="10" rx="2" fill="#fff" stroke={INK} strokeWidth="1.5" />
      <text x="24" y="29" textAnchor="middle" fontSize="8" fontWeight="700" fill="#d63a3a" fontFamily="sans-serif">
        Sam
      </text>
    </>
  ),
  kick: (
    <>
      <Person x={16} limbs="M16 14v16M8 22l8-4 8 4M16 30l-4 14M16 30l14-4" color="#d63a3a" />
      <Ball x={38} y={27} r={6} fill="#fff" />
    </>
  ),
  wet: (
    <>
      <path d="M12 4q6 8 0 12-6-4 0-12zM34 6q6 8 0 12-6-4 0-12zM23 16q6 8 0 12-6-4 0-12z" fill="#2f7dd1" />
      <ellipse cx="24" cy="40" rx="20" ry="5" fill="#a7c7e7" />
    </>
  ),
  loudly: (
    <>
      <path d="M4 18h8l10-9v30l-10-9H4z" fill="#52606d" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <path d="M28 17q4 7 0 14M34 12q8 12 0 24M40 7q11 17 0 34" {...line} stroke="#e08a00" strokeWidth={3} />
    </>
  ),
  they: (
    <>
      <Person x={10} y={14} limbs="M10 19v13M4 26h12M10 32l-4 10M10 32l4 10" color="#d946a8" />
      <Person x={24} y={10} limbs="M24 15v15M18 22h12M24 30l-4 14M24 30l4 14" color="#2f7dd1" />
      <Person x={38} y={14} limbs="M38 19v13M32 26h12M38 32l-4 10M38 32l4 10" color="#3aa55b" />
    </>
  ),
  on: (
    <>
      <rect x="10" y="24" width="28" height="20" fill="#c98a4b" stroke={INK} strokeWidth="2" />
      <Ball x={24} y={16} r={7} />
    </>
  ),
  and: (
    <>
      <Ball x={10} y={26} r={8} />
      <Ball x={38} y={26} r={8} fill="#3aa55b" />
      <path d="M24 19v14M17 26h14" {...line} strokeWidth={3.5} />
    </>
  ),
  the: (
    <>
      <Ball x={8} y={36} r={5} fill="#cbd2d9" />
      <Ball x={24} y={36} r={7} />
      <Ball x={40} y={36} r={5} fill="#cbd2d9" />
      <path d="M24 4v20M18 18l6 6 6-6" {...line} strokeWidth={3} />
    </>
  ),
  wow: (
    <>
      <path d="M24 2l5 11 12-5-5 12 11 4-11 5 5 12-12-5-5 11-5-11-12 5 5-12-11-5 11-4-5-12 12 5z" fill="#f6c453" stroke="#e08a00" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 14v12" {...line} strokeWidth={4} />
      <circle cx="24" cy="32" r="2.3" fill={INK} />
    </>
  ),
  fish: (
    <>
      <path d="M4 24q14-16 32 0-18 16-32 0zM34 24l10-9v18z" fill="#f0a040" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <circle cx="13" cy="22" r="2" fill={INK} />
    </>
  ),
};
