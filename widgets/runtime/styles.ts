import base from './base.css?inline';

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

/** Design tokens every element shares (base.css, minified by the build); hosts theme them with `--verse-*` custom properties. */
const baseStyles: string = base;
