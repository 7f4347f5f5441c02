import type { ReactNode } from 'react';
import type { SiteTool } from '../tools';

// The pictures of the /student-apps cards, drawn here (no image files): one scene per tool, by its
// route, each tool its own; a tool without one (a new tool) gets the scene of its icon until it is
// drawn. All on a 160 x 100 grid, decorative (the card's name and sentence say what it is).

const INK = '#1f2933';
const text = (x: number, y: number, value: string, size = 22, fill = INK) => (
  <text x={x} y={y} fontSize={size} fontWeight="700" textAnchor="middle" fill={fill} fontFamily="inherit">
    {value}
  </text>
);
const tile = (x: number, y: number, letter: string, fill: string) => (
  <g key={`${x}-${letter}`}>
    <rect x={x} y={y} width="34" height="34" rx="7" fill={fill} stroke={INK} strokeWidth="2.5" />
    {text(x + 17, y + 25, letter, 22)}
  </g>
);

/** A slice of a wheel centred on (cx, cy), from angle `from` to `to` (degrees, clockwise from east). */
const wedge = (cx: number, cy: number, r: number, from: number, to: number) => {
  const at = (degrees: number) => `${(cx + r * Math.cos((degrees * Math.PI) / 180)).toFixed(1)} ${(cy + r * Math.sin((degrees * Math.PI) / 180)).toFixed(1)}`;
  return `M${cx} ${cy}L${at(from)}A${r} ${r} 0 0 1 ${at(to)}Z`;
};
const card = (x: number, y: number, word: string, fill = '#fff', width = 40) => (
  <g key={`${x}-${y}-${word}`}>
    <rect x={x} y={y} width={width} height="20" rx="5" fill={fill} stroke={INK} strokeWidth="2" />
    {text(x + width / 2, y + 15, word, 13)}
  </g>
);
/** A pencil: its body from (x, y), `width` by `length`, its sharpened tip below, turned by `transform`. */
const pencil = (transform: string, x: number, y: number, width: number, length: number, tip: number, fill: string) => (
  <g transform={transform}>
    <rect x={x} y={y} width={width} height={length} rx="3" fill={fill} stroke={INK} strokeWidth="2" />
    <path d={`M${x} ${y + length}h${width}l-${width / 2} ${tip}z`} fill="#fdf1dc" stroke={INK} strokeWidth="2" />
  </g>
);
const WHEEL = ['#fde68a', '#e3edf7', '#f4a4a4', '#e0f2f1', '#efe7f6', '#fdf1dc'];

const scenes: Record<string, ReactNode> = {
  'letter-tiles': (
    <>
      <rect x="14" y="62" width="132" height="22" rx="6" fill="#c9a36b" />
      {tile(26, 30, 'c', '#fff')}
      {tile(63, 30, 'a', '#fde68a')}
      {tile(100, 30, 't', '#fff')}
    </>
  ),
  'writing-paper': (
    <>
      <rect x="24" y="12" width="112" height="78" rx="6" fill="#fff" stroke="#9aa5b1" strokeWidth="2" />
      {[34, 56, 78].map((y) => (
        <g key={y}>
          <line x1="32" x2="128" y1={y} y2={y} stroke="#5b8fc7" strokeWidth="2" />
          <line x1="32" x2="128" y1={y - 9} y2={y - 9} stroke="#e07a5f" strokeWidth="1.5" strokeDasharray="5 4" />
        </g>
      ))}
      {text(60, 56, 'Aa', 26)}
      {pencil('rotate(35 112 40)', 104, 8, 14, 52, 12, '#f4b860')}
    </>
  ),
  'b-and-d': (
    <>
      <line x1="10" x2="150" y1="78" y2="78" stroke="#9aa5b1" strokeWidth="3" />
      {text(44, 62, 'b', 46, '#2f5d8a')}
      {text(116, 62, 'd', 46, '#b45309')}
      <g transform="translate(62 58)">
        <rect x="0" y="4" width="36" height="14" rx="5" fill="#e07a5f" stroke={INK} strokeWidth="2" />
        <path d="M7 4l5-8h12l5 8" fill="#e3edf7" stroke={INK} strokeWidth="2" />
        <circle cx="9" cy="19" r="4.5" fill={INK} />
        <circle cx="27" cy="19" r="4.5" fill={INK} />
      </g>
    </>
  ),
  'vowel-sounds': (
    <>
      {['a', 'e', 'i', 'o', 'u'].map((vowel, index) => (
        <g key={vowel}>
          <circle cx={22 + index * 29} cy={index % 2 ? 38 : 60} r="14" fill="#fde68a" stroke="#b45309" strokeWidth="2.5" />
          {text(22 + index * 29, (index % 2 ? 38 : 60) + 7, vowel, 20)}
        </g>
      ))}
      <path d="M130 16c6 4 6 12 0 16M137 11c10 7 10 19 0 26" fill="none" stroke="#2f5d8a" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  'alphabet-sequencing-game': (
    <>
      <rect x="12" y="20" width="136" height="62" rx="8" fill="#fff" stroke="#9aa5b1" strokeWidth="2" />
      {text(40, 58, 'a', 26, '#1e7a46')}
      {text(70, 58, 'b', 26, '#1e7a46')}
      {text(100, 58, 'c', 26)}
      <circle cx="104" cy="50" r="18" fill="none" stroke="#2f5d8a" strokeWidth="4" />
      <path d="M117 63l14 14" stroke="#2f5d8a" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  'pdf-viewer': (
    <>
      <rect x="42" y="8" width="76" height="86" rx="5" fill="#fff" stroke="#9aa5b1" strokeWidth="2" />
      {[24, 36, 48, 60].map((y) => (
        <rect key={y} x="52" y={y} width={y === 60 ? 34 : 56} height="5" rx="2.5" fill="#cbd2d9" />
      ))}
      <path d="M54 78c8-8 14 4 22-4s12 2 18-2" fill="none" stroke="#e07a5f" strokeWidth="3" strokeLinecap="round" />
      {pencil('rotate(40 126 50)', 120, 24, 11, 40, 9, '#5b8fc7')}
    </>
  ),
  'alphabetical-order': (
    <>
      {[0, 1, 2].map((index) => (
        <rect key={index} x={22 + index * 40} y="58" width="36" height="30" rx="6" fill="none" stroke="#9a7cc4" strokeWidth="2.5" strokeDasharray="5 4" />
      ))}
      {tile(24, 56, 'A', '#efe7f6')}
      {tile(64, 56, 'B', '#efe7f6')}
      <g transform="rotate(-12 120 30)">{tile(103, 12, 'C', '#fde68a')}</g>
      <path d="M118 50c-2 6-4 8-6 10" fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round" strokeDasharray="3 4" />
    </>
  ),
  grammar: (
    <>
      <rect x="18" y="22" width="70" height="64" rx="8" fill="#fff" stroke="#9aa5b1" strokeWidth="2" />
      <circle cx="53" cy="46" r="13" fill="#f4b860" />
      {text(53, 78, 'Sam', 14)}
      <g transform="translate(100 30)">
        <ellipse cx="22" cy="30" rx="20" ry="16" fill="#c08457" stroke={INK} strokeWidth="2" />
        <circle cx="14" cy="26" r="2.5" fill={INK} />
        <circle cx="30" cy="26" r="2.5" fill={INK} />
        <ellipse cx="22" cy="34" rx="5" ry="3.5" fill={INK} />
        <ellipse cx="3" cy="20" rx="6" ry="11" fill="#8a5a35" />
        <ellipse cx="41" cy="20" rx="6" ry="11" fill="#8a5a35" />
      </g>
    </>
  ),
  'name-it': (
    <>
      {[
        [50, '#e3edf7'],
        [110, '#fdf1dc'],
      ].map(([x, fill]) => (
        <circle key={x} cx={x} cy="52" r="34" fill={fill as string} stroke="#9aa5b1" strokeWidth="2" />
      ))}
      <path d="M50 34l5 10 11 1.5-8 7.5 2 11-10-5.5-10 5.5 2-11-8-7.5 11-1.5z" fill="#f4b860" stroke={INK} strokeWidth="2" />
      <path d="M110 34l5 10 11 1.5-8 7.5 2 11-10-5.5-10 5.5 2-11-8-7.5 11-1.5z" fill="#f4b860" stroke={INK} strokeWidth="2" />
      <circle cx="34" cy="70" r="5" fill="#3aa39a" />
      <path d="M122 66h10v10h-10z" fill="#9a7cc4" />
    </>
  ),
  'math-it': (
    <>
      <rect x="28" y="18" width="104" height="44" rx="10" fill="#fff" stroke="#3aa39a" strokeWidth="3" />
      {text(80, 48, '3 + 4', 24)}
      {[
        [34, '7', '#e0f2f1'],
        [70, '6', '#fff'],
        [106, '8', '#fff'],
      ].map(([x, value, fill]) => (
        <g key={value as string}>
          <rect x={x as number} y="68" width="24" height="24" rx="6" fill={fill as string} stroke={INK} strokeWidth="2" />
          {text((x as number) + 12, 87, value as string, 16)}
        </g>
      ))}
    </>
  ),
  'whack-a-mole': (
    <>
      <ellipse cx="80" cy="80" rx="46" ry="11" fill="#5b3a1e" />
      <path d="M54 80c0-30 12-44 26-44s26 14 26 44z" fill="#a47148" stroke={INK} strokeWidth="2" />
      <circle cx="72" cy="54" r="3" fill={INK} />
      <circle cx="88" cy="54" r="3" fill={INK} />
      <ellipse cx="80" cy="63" rx="6" ry="4.5" fill="#f4a4a4" stroke={INK} strokeWidth="1.5" />
      <g transform="rotate(-30 126 30)">
        <rect x="122" y="24" width="8" height="44" rx="3" fill="#c08457" stroke={INK} strokeWidth="2" />
        <rect x="108" y="10" width="36" height="18" rx="5" fill="#e0453a" stroke={INK} strokeWidth="2" />
      </g>
    </>
  ),
  'match-it': (
    <>
      <rect x="62" y="14" width="36" height="46" rx="6" fill="#fff" stroke="#2f5d8a" strokeWidth="3" />
      {text(80, 46, '7', 26)}
      {[
        [20, '3'],
        [62, '7'],
        [104, '5'],
      ].map(([x, value]) => (
        <g key={`${x}`}>
          <rect x={x as number} y="66" width="36" height="28" rx="6" fill={value === '7' ? '#e0f2f1' : '#fff'} stroke={INK} strokeWidth="2" />
          {text((x as number) + 18, 87, value as string, 18)}
        </g>
      ))}
      <circle cx="132" cy="26" r="15" fill="#fdf1dc" stroke={INK} strokeWidth="2" />
      <path d="M132 17v9l6 4" fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  'ice-fishers': (
    <>
      <rect x="0" y="0" width="160" height="38" fill="#e3edf7" />
      <rect x="0" y="38" width="160" height="62" fill="#5b8fc7" />
      <ellipse cx="80" cy="38" rx="22" ry="6" fill="#234a70" />
      <line x1="80" x2="80" y1="6" y2="66" stroke={INK} strokeWidth="1.5" />
      <path d="M80 66c0 6 6 6 6 0" fill="none" stroke={INK} strokeWidth="2" />
      <g transform="translate(30 64)">
        <path d="M0 8c8-10 22-10 30 0-8 10-22 10-30 0zM30 8l10-7v14z" fill="#f4b860" stroke={INK} strokeWidth="2" />
        <circle cx="9" cy="6" r="2" fill={INK} />
        {text(19, 13, 'sh', 10)}
      </g>
      <g transform="translate(104 74)">
        <path d="M0 8c8-10 22-10 30 0-8 10-22 10-30 0zM30 8l10-7v14z" fill="#fde68a" stroke={INK} strokeWidth="2" />
        <circle cx="9" cy="6" r="2" fill={INK} />
      </g>
    </>
  ),
  'spinner-wheel': (
    <>
      {WHEEL.map((fill, index) => (
        <path key={fill} d={wedge(70, 52, 42, index * 60 - 90, index * 60 - 30)} fill={fill} stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      ))}
      {text(83, 34, 'sh', 12)}
      {text(92, 62, 'ch', 12)}
      <circle cx="70" cy="52" r="6" fill={INK} />
      <path d="M118 52l18-10v20z" fill="#e0453a" stroke={INK} strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 22a52 52 0 0 1 30-16" fill="none" stroke="#2f5d8a" strokeWidth="3" strokeLinecap="round" />
      <path d="M50 2l6 4-5 6" fill="none" stroke="#2f5d8a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  'sort-categories': (
    <>
      <rect x="10" y="44" width="66" height="48" rx="8" fill="#e3edf7" stroke="#2f5d8a" strokeWidth="2.5" />
      <rect x="84" y="44" width="66" height="48" rx="8" fill="#fdf1dc" stroke="#b45309" strokeWidth="2.5" />
      {text(43, 60, 'short a', 11, '#2f5d8a')}
      {text(117, 60, 'short i', 11, '#b45309')}
      {card(23, 66, 'cat')}
      {card(97, 66, 'pig')}
      <g transform="rotate(-8 80 18)">{card(58, 6, 'map', '#fde68a', 44)}</g>
      <path d="M62 30c-8 4-14 8-17 12" fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round" strokeDasharray="3 4" />
      <path d="M40 38l4 6 6-4" fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  anagram: (
    <>
      <g transform="rotate(-10 35 29)">{tile(18, 12, 't', '#fff')}</g>
      <g transform="rotate(8 80 27)">{tile(63, 10, 'a', '#fde68a')}</g>
      <g transform="rotate(-5 125 31)">{tile(108, 14, 'c', '#fff')}</g>
      {['c', 'a', 't'].map((letter, index) => (
        <g key={letter}>
          <rect x={34 + index * 32} y="62" width="28" height="30" rx="6" fill="#e0f2f1" stroke="#3aa39a" strokeWidth="2.5" />
          {text(48 + index * 32, 84, letter, 18)}
        </g>
      ))}
      <path d="M130 50c8 6 8 16 0 24M30 50c-8 6-8 16 0 24" fill="none" stroke="#2f5d8a" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  'sentence-sense': (
    <>
      <line x1="10" x2="150" y1="66" y2="66" stroke="#9aa5b1" strokeWidth="3" />
      {card(10, 40, 'The', '#fff', 38)}
      {card(52, 40, 'cat', '#fff', 34)}
      <g transform="rotate(-10 110 24)">{card(90, 12, 'sat.', '#fde68a', 40)}</g>
      <rect x="90" y="40" width="40" height="20" rx="5" fill="none" stroke="#9a7cc4" strokeWidth="2" strokeDasharray="4 3" />
      <circle cx="42" cy="84" r="10" fill="#e0f2f1" stroke="#1e7a46" strokeWidth="2" />
      <path d="M37 84l4 4 7-8" fill="none" stroke="#1e7a46" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  'place-value-showdown': (
    <>
      {[
        ['H', '3', 22],
        ['T', '5', 64],
        ['O', '2', 106],
      ].map(([label, digit, x]) => (
        <g key={label as string}>
          {text((x as number) + 16, 22, label as string, 14, '#4f3478')}
          <rect x={x as number} y="30" width="32" height="46" rx="6" fill="#fff" stroke="#9a7cc4" strokeWidth="2.5" />
          {text((x as number) + 16, 63, digit as string, 26)}
        </g>
      ))}
      <path d="M30 88h100" stroke="#f4b860" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
};

/** The scene of a tool's icon, for a tool that has none of its own: the icon's idea, large. */
const byIcon: Record<string, string> = {
  spell: 'letter-tiles',
  pencil: 'writing-paper',
  letters: 'b-and-d',
  sparkle: 'vowel-sounds',
  target: 'alphabet-sequencing-game',
  book: 'pdf-viewer',
  puzzle: 'alphabetical-order',
  eye: 'name-it',
  math: 'math-it',
  hand: 'whack-a-mole',
  clock: 'match-it',
};

/** A large picture of `tool` for its card; decorative. */
export function ToolPicture({ tool }: { tool: Pick<SiteTool, 'route' | 'icon'> }) {
  const scene = scenes[tool.route] ?? scenes[byIcon[tool.icon] ?? ''] ?? scenes['letter-tiles'];
  return (
    <svg className="tool-picture" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      {scene}
    </svg>
  );
}
