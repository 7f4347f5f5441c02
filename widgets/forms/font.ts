// Lexend, the font of the lead forms (and of any element that calls `loadLexend`): shipped with the
// element, so a partner page without it does not fall back to a system font.
import { useEffect } from 'react';
// `?url`: the same file as the site's and the tool kit's, its URL kept in this chunk.
import lexendLatin from '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2?url';

let pending: Promise<void> | undefined;

/**
 * Registers Lexend (its Latin file) on the document with the FontFace API (an @font-face rule
 * inside a shadow root is ignored by browsers) and starts loading it, once per page. The file comes
 * from the element's own origin (next to its module), not the host's; on the VERSE site it is the
 * file the site's stylesheet already loaded, so nothing more is fetched. A failure leaves the
 * system font.
 */
function loadLexend(): Promise<void> {
  pending ??= (async () => {
    if (typeof FontFace === 'undefined' || !document.fonts) return;
    // The family name the site's stylesheet gives Lexend; on the site both name the same file.
    const face = new FontFace('Lexend Variable', `url(${new URL(lexendLatin, import.meta.url).href})`, { weight: '100 900', display: 'swap' });
    document.fonts.add(face);
    await face.load();
  })().catch((error: unknown) => {
    console.warn('VERSE: Lexend did not load', error);
  });
  return pending;
}

/** Loads Lexend when the element first renders (see `loadLexend`). */
export function useLexend(): void {
  useEffect(() => {
    void loadLexend();
  }, []);
}
