const sheets = new Map<string, CSSStyleSheet>();

/**
 * Installs CSS in a shadow root with a constructed stylesheet, shared by every instance, because a
 * host page whose CSP is `style-src 'self'` blocks `<style>` elements inside shadow roots.
 */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${baseStyles}\n${cssText}`);
    sheets.set(cssText, sheet);
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Design tokens every element shares. Hosts theme them with CSS custom properties on the element
 * (`verse-booking { --verse-accent: #1d4ed8 }`); inherited fonts keep the host's typography.
 */
export const baseStyles = /* css */ `
:host {
  --_accent: var(--verse-accent, #2f5d8a);
  --_accent-ink: var(--verse-accent-ink, #ffffff);
  --_accent-soft: var(--verse-accent-soft, #e3edf7);
  --_ink: var(--verse-ink, #1f2933);
  --_muted: var(--verse-muted, #52606d);
  --_surface: var(--verse-surface, #ffffff);
  --_canvas: var(--verse-canvas, #faf7f2);
  --_line: var(--verse-line, #d5d9de);
  --_ok: var(--verse-ok, #1e7a46);
  --_ok-soft: var(--verse-ok-soft, #e4f4ea);
  --_error: var(--verse-error, #b42318);
  --_error-soft: var(--verse-error-soft, #fdecea);
  --_radius: var(--verse-radius, 12px);
  --_focus: var(--verse-focus, #f0a500);
  display: block;
  color: var(--_ink);
  font-family: var(--verse-font, inherit);
  line-height: 1.5;
  -webkit-text-size-adjust: 100%;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
button, input, select, textarea { font: inherit; color: inherit; }
button { cursor: pointer; }
button:disabled { cursor: not-allowed; }
/* Amber alone is 2:1 on white; the dark ring inside it keeps every focus ring above 3:1 on any background. */
:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; box-shadow: 0 0 0 2px var(--_ink); }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}
`;
