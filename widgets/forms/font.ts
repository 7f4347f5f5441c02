// Lexend, the font of the lead forms (and of any element that calls `loadLexend`): shipped with the
// element, so a partner page without it does not fall back to a system font.
import { useEffect } from 'react';

let pending: Promise<void> | undefined;

/**
 * Registers Lexend's Latin files on the document and loads its core file, once per page
 * (widgets/runtime/lexend.ts). The files come from the element's own origin, not the host's; on
 * the VERSE site they are the files the site's stylesheet names, so nothing more is fetched. A
 * failure leaves the system font.
 */
function loadLexend(): Promise<void> {
  // The family name the site's stylesheet gives Lexend. The files' addresses: a small chunk the tool kit's fonts share.
  pending ??= import('../runtime/lexend')
    .then(({ addFaces, lexendFiles }) => addFaces('Lexend Variable', lexendFiles))
    .catch((error: unknown) => {
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
