// The reading fonts' files, Latin subset. Loaded by comfort.ts only once a font is chosen, so the
// URLs (and the build's copies of the files) cost a tool nothing until then.
import atkinson400 from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2';
import atkinson700 from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff2';
import openDyslexic400 from '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2';
import openDyslexic700 from '@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff2';
import { type FontFile, lexendFiles } from '../runtime/lexend';
import { LEXEND_LATIN_RANGE } from '../runtime/lexend-core';

export { addFaces } from '../runtime/lexend';

/** Fontsource's Latin files of OpenDyslexic and Atkinson cover what Lexend's whole Latin file does. */
const latin = (url: string, weight: string, first: boolean): FontFile => ({ url, weight, unicodeRange: LEXEND_LATIN_RANGE, first });

export const fontFiles = {
  // Its core file at once, as on the site's pages (widgets/runtime/lexend.ts).
  lexend: lexendFiles,
  // The regular weight at once; the browser fetches the bold one if the tool's text uses it.
  opendyslexic: [latin(openDyslexic400, '400', true), latin(openDyslexic700, '700', false)],
  atkinson: [latin(atkinson400, '400', true), latin(atkinson700, '700', false)],
} satisfies Record<string, readonly FontFile[]>;
