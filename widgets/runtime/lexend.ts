import latin from '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2?url';
import { LEXEND_CORE_RANGE, LEXEND_REST_RANGE } from './lexend-core';
import core from './lexend-core.woff2?url';

/** A face to register; `first`: loaded at once, the others when the text needs them. */
export type FontFile = { url: string; weight: string; unicodeRange: string; first: boolean };

/**
 * Lexend's Latin faces: the core file (lexend-core.ts), loaded at once, and the whole Latin file
 * for the Latin characters the core file leaves out, loaded if the text needs one. One family,
 * weight and style, so that the browser keeps them as one face; the files the site's stylesheet
 * names, so on the VERSE site nothing more is fetched.
 */
export const lexendFiles: readonly FontFile[] = [
  { url: core, weight: '100 900', unicodeRange: LEXEND_CORE_RANGE, first: true },
  { url: latin, weight: '100 900', unicodeRange: LEXEND_REST_RANGE, first: false },
];

/**
 * Registers a font's files on the document with the FontFace API (an @font-face rule inside a
 * shadow root is ignored by browsers), from this module's origin, not the host page's, and loads
 * the `first` ones. Without the API (an old browser), nothing: the system font stays.
 */
export async function addFaces(family: string, files: readonly FontFile[]): Promise<void> {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const first = files.map((file) => {
    const face = new FontFace(family, `url(${new URL(file.url, import.meta.url).href}) format('woff2')`, { weight: file.weight, display: 'swap', unicodeRange: file.unicodeRange });
    document.fonts.add(face);
    return file.first && face.load();
  });
  await Promise.all(first);
}
