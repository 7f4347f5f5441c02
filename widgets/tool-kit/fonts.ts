// The reading fonts' files, Latin subset. Loaded by comfort.ts only once a font is chosen, so the
// URLs (and the build's copies of the files) cost a tool nothing until then.
import atkinson400 from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2';
import atkinson700 from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2';
import openDyslexic400 from '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2';
import openDyslexic700 from '@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff2';
import lexend from '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2';

export type FontFile = { url: string; weight: string };

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const fontFiles = {
  lexend: [{ url: lexend, weight: '100 900' }],
  opendyslexic: [
    { url: openDyslexic400, weight: '400' },
    { url: openDyslexic700, weight: '700' },
  ],
  atkinson: [
    { url: atkinson400, weight: '400' },
    { url: atkinson700, weight: '700' },
  ],
} satisfies Record<string, FontFile[]>;

export const unicodeRange = LATIN;
