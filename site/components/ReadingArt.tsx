import { HeroPicture } from './Band';

/** A child reading a big open book, letters floating up from its pages. Decorative. */
export function ReadingArt() {
  return (
    <HeroPicture
      backdrop={[
        [240, 190, 168, '#e4f4ea'],
        [398, 78, 30, '#fdf1dc'],
        [86, 96, 20, '#e3edf7'],
      ]}
    >
      {/* child */}
      <path d="M160 330c6-58 38-88 80-88s74 30 80 88z" fill="#f4b860" />
      <circle cx="240" cy="184" r="46" fill="#e0a882" />
      <path d="M192 178c0-34 22-52 48-52s50 18 48 52c-10-14-26-22-48-22-20 0-38 8-48 22z" fill="#5a3a22" />
      <circle cx="224" cy="190" r="4" fill="#1f2933" />
      <circle cx="256" cy="190" r="4" fill="#1f2933" />
      <path d="M226 208q14 11 28 0" stroke="#7a2e1f" strokeWidth="3.2" fill="none" strokeLinecap="round" />
      <circle cx="212" cy="204" r="7" fill="#e8837a" opacity=".35" />
      <circle cx="268" cy="204" r="7" fill="#e8837a" opacity=".35" />
      {/* book */}
      <path d="M120 262c40-14 80-10 120 12 40-22 80-26 120-12v74c-40-14-80-10-120 12-40-22-80-26-120-12z" fill="#fdfbf7" stroke="#2f5d8a" strokeWidth="4" strokeLinejoin="round" />
      <path d="M240 274v74" stroke="#2f5d8a" strokeWidth="4" />
      <path d="M144 286c26-6 52-4 76 8M144 304c26-6 52-4 76 8M260 294c24-12 50-14 76-8M260 312c24-12 50-14 76-8" stroke="#c9c2b4" strokeWidth="4" strokeLinecap="round" fill="none" />
      {/* hands */}
      <circle cx="126" cy="300" r="14" fill="#e0a882" />
      <circle cx="354" cy="300" r="14" fill="#e0a882" />
      {/* letters */}
      <g fontFamily="Lexend Variable, sans-serif" fontWeight="700" textAnchor="middle">
        <text x="150" y="150" fontSize="40" fill="#2f5d8a">a</text>
        <text x="336" y="140" fontSize="44" fill="#2e7d5b">b</text>
        <text x="112" y="222" fontSize="32" fill="#b4533c">c</text>
        <text x="372" y="226" fontSize="34" fill="#6b4c9a">d</text>
      </g>
      <path d="M300 74l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="#f4b860" />
      <path d="M178 64l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z" fill="#f4b860" />
    </HeroPicture>
  );
}
