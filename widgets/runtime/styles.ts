import base from './base.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Installs CSS in a shadow root with a constructed stylesheet, shared by every instance, because a
 * host page whose CSP is `style-src 'self'` blocks `<style>` elements inside shadow roots. An
 * element's styles come after the shared tokens; `more: true` adds rules of a part that loads
 * later (once per root) on top of them.
 */
export function adoptStyles(root: ShadowRoot, cssText: string, { more = false } = {}): void {
  const key = more ? `more:${cssText}` : cssText;
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(more ? cssText : `${baseStyles}\n${cssText}`);
    sheets.set(key, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Design tokens every element shares (base.css, minified by the build); hosts theme them with `--verse-*` custom properties. */
const baseStyles: string = base;
