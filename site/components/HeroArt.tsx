import { HeroPicture } from './Band';

/** An online lesson: a tutor on a laptop screen, letter tiles and a book. Decorative. */
export function HeroArt() {
  return (
    <HeroPicture
      backdrop={[
        [250, 190, 170, '#e3edf7'],
        [400, 70, 34, '#fdf1dc'],
        [80, 300, 24, '#e4f4ea'],
      ]}
    >
      {/* laptop */}
      <rect x="110" y="80" width="270" height="180" rx="14" fill="#1f2933" />
      <rect x="124" y="94" width="242" height="152" rx="6" fill="#fdfbf7" />
      <path d="M80 262h330l-18 26H98z" fill="#4b5563" />
      <rect x="218" y="262" width="54" height="8" rx="4" fill="#9ca3af" />
      {/* tutor on screen */}
      <rect x="136" y="106" width="120" height="128" rx="8" fill="#f4b860" opacity=".35" />
      <circle cx="196" cy="152" r="24" fill="#a86b4c" />
      <path d="M170 146c0-20 12-30 27-30 16 0 27 11 26 30-6-8-16-12-26-12-12 0-21 4-27 12z" fill="#3b2a20" />
      <path d="M156 234c4-26 20-40 40-40s36 14 40 40z" fill="#2f5d8a" />
      <circle cx="188" cy="154" r="2.4" fill="#1f2933" />
      <circle cx="204" cy="154" r="2.4" fill="#1f2933" />
      <path d="M188 164c5 4 11 4 16 0" stroke="#1f2933" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      {/* lesson on screen */}
      <rect x="268" y="110" width="84" height="24" rx="6" fill="#e3edf7" />
      <text x="310" y="127" textAnchor="middle" fontFamily="Lexend Variable, sans-serif" fontSize="14" fontWeight="600" fill="#234a70">
        sh · ch · th
      </text>
      <rect x="268" y="144" width="84" height="8" rx="4" fill="#e2ddd3" />
      <rect x="268" y="160" width="64" height="8" rx="4" fill="#e2ddd3" />
      <rect x="268" y="176" width="74" height="8" rx="4" fill="#e2ddd3" />
      <rect x="268" y="198" width="40" height="26" rx="13" fill="#2f5d8a" />
      {/* letter tiles */}
      <g fontFamily="Lexend Variable, sans-serif" fontSize="30" fontWeight="600" textAnchor="middle">
        <g transform="rotate(-8 70 120)">
          <rect x="44" y="94" width="52" height="52" rx="10" fill="#f4b860" />
          <text x="70" y="131" fill="#1f2933">b</text>
        </g>
        <g transform="rotate(6 430 200)">
          <rect x="404" y="174" width="52" height="52" rx="10" fill="#7cc4a4" />
          <text x="430" y="211" fill="#1f2933">d</text>
        </g>
        <g transform="rotate(-4 420 300)">
          <rect x="394" y="274" width="52" height="52" rx="10" fill="#f29e8e" />
          <text x="420" y="311" fill="#1f2933">a</text>
        </g>
      </g>
      {/* book */}
      <path d="M150 320c24-10 48-8 72 6 24-14 48-16 72-6v30c-24-10-48-8-72 6-24-14-48-16-72-6z" fill="#fdf1dc" stroke="#c98a2b" strokeWidth="3" />
      <path d="M222 326v30" stroke="#c98a2b" strokeWidth="3" />
    </HeroPicture>
  );
}
