/**
 * Lexend's core file: the characters VERSE's own text is written in, at the weights its styles
 * use, cut from Lexend's Latin file by `npm run fonts` into `lexend-core.woff2` beside this file
 * (14 KB against the whole Latin file's 39 KB). It is the file a page preloads and paints its first
 * text with. Every face that names the whole Latin file leaves these characters out of its range,
 * with the same family, weight and style, so the whole file is fetched only for a page that shows
 * another of its characters (an accented name, a currency sign).
 */

/**
 * The core file's characters as a `unicode-range` (the site's stylesheet writes the same):
 * printable ASCII, the no-break space, and the typographic signs of VERSE's texts
 * (© · × ÷ – — ‘ ’ “ ” • … −).
 */
export const LEXEND_CORE_RANGE = 'U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+00F7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2212';

/** The weight axis the core file keeps: the lightest and boldest weights VERSE's styles ask for. */
export const LEXEND_CORE_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * The whole Latin file's `unicode-range` beside the core file: `LEXEND_LATIN_RANGE` less
 * `LEXEND_CORE_RANGE` (the site's stylesheet writes the same).
 */
export const LEXEND_REST_RANGE =
  'U+0000-001F,U+007F-009F,U+00A1-00A8,U+00AA-00B6,U+00B8-00D6,U+00D8-00F6,U+00F8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+20AC,U+2122,U+2191,U+2193,U+2215,U+FEFF,U+FFFD';

/** The whole Latin file's `unicode-range`, as Fontsource declares it (OpenDyslexic's and Atkinson's Latin files cover the same). */
export const LEXEND_LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
