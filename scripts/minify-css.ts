/**
 * Minifies the CSS an element carries as a `/* css *\/` template string: comments and layout
 * whitespace go, nothing that changes a selector's meaning. Whitespace before `:` is kept
 * (`a :hover` differs from `a:hover`); templates with `${…}` are left whole.
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

/** The module's source with each `/* css *\/` template minified. */
export function minifyCssTemplates(source: string): string {
  return source.replace(TEMPLATE, (whole, css: string) => (css.includes('${') ? whole : `\`${minifyCss(css)}\``));
}
