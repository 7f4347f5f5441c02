/**
 * Minifies the CSS an element carries as a `/* css *\/` template string: comments and layout
 * whitespace go, nothing that changes a selector's meaning. Whitespace before `:` is kept
 * (`a :hover` differs from `a:hover`).
 */
export function minifyCss(css: string): string {
  // Quoted strings (`content: ', '`, attribute values) are kept exactly; only the code between them shrinks.
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/('[^']*'|"[^"]*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\s+/g, ' ')
            .replace(/\s*([{};,])\s*/g, '$1')
            .replace(/:\s+/g, ':')
            .replace(/;}/g, '}'),
    )
    .join('')
    .trim();
}

const TEMPLATE = /\/\*\s*css\s*\*\/\s*`([^`]*)`/g;

/**
 * The module's source with each `/* css *\/` template minified. Around a `${…}` interpolation
 * each literal piece is minified on its own, keeping one space where there was any, so the
 * interpolated CSS joins as written.
 */
export function minifyCssTemplates(source: string): string {
  return source.replace(TEMPLATE, (_whole, css: string) => {
    const pieces = css.split(/(\$\{[^}]*\})/);
    const minified = pieces.map((piece, i) => {
      if (i % 2 === 1) return piece;
      const inner = minifyCss(piece);
      if (pieces.length === 1) return inner;
      const before = i > 0 && /^\s/.test(piece) && inner ? ' ' : '';
      const after = i < pieces.length - 1 && /\s$/.test(piece) && inner ? ' ' : '';
      return `${before}${inner}${after}`;
    });
    return `\`${minified.join('')}\``;
  });
}
