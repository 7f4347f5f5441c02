import type { Plugin } from 'vite';

/**
 * CSS written in template literals marked `/* css *\/` (the tools' styles, with interpolated
 * colours and fonts) reaches the bundle as written: comments, indentation and spaces. Vite only
 * minifies CSS files. This removes comments and the spaces CSS does not need, in the literal
 * parts of each marked template (interpolations and quoted strings are left as they are).
 */
export function minifyCssTemplates(): Plugin {
  return {
    name: 'verse-minify-css-templates',
    apply: 'build',
    // Before TypeScript is compiled away, with the marking comments.
    enforce: 'pre',
    transform: {
      filter: { id: /\/(widgets|site)\/.*\.tsx?$/, code: '/* css */' },
      handler(code) {
        const out = minifyMarkedTemplates(code);
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

const MARK = /\/\* css \*\/\s*`/g;

/** The source with every marked template's literal parts minified. */
export function minifyMarkedTemplates(code: string): string {
  let out = '';
  let copied = 0;
  for (const match of code.matchAll(MARK)) {
    const open = match.index + match[0].length;
    if (open <= copied) continue;
    const { quasis, end } = scanTemplate(code, open);
    out += code.slice(copied, open);
    let quote: string | null = null;
    let at = open;
    for (const [from, to] of quasis) {
      out += code.slice(at, from);
      const minified = minifyCss(code.slice(from, to), quote);
      out += minified.css;
      quote = minified.quote;
      at = to;
    }
    out += code.slice(at, end);
    copied = end;
  }
  return out + code.slice(copied);
}

/** The literal parts `[from, to)` of the template starting at `start` (after its backtick), and the index of its closing backtick. */
function scanTemplate(code: string, start: number): { quasis: [number, number][]; end: number } {
  const quasis: [number, number][] = [];
  let from = start;
  let i = start;
  while (i < code.length) {
    const c = code[i];
    if (c === '\\') i += 2;
    else if (c === '`') {
      quasis.push([from, i]);
      return { quasis, end: i };
    } else if (c === '$' && code[i + 1] === '{') {
      quasis.push([from, i]);
      i = skipExpression(code, i + 2);
      from = i;
    } else i++;
  }
  throw new Error('unterminated css template');
}

/** The index just after the `}` closing an interpolation that starts at `i`. */
function skipExpression(code: string, i: number): number {
  let depth = 1;
  while (i < code.length) {
    const c = code[i]!;
    if (c === "'" || c === '"') {
      i++;
      while (i < code.length && code[i] !== c) i += code[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '`') i = scanTemplate(code, i + 1).end + 1;
    else if (c === '{') (depth++, i++);
    else if (c === '}') {
      if (--depth === 0) return i + 1;
      i++;
    } else i++;
  }
  throw new Error('unterminated interpolation in a css template');
}

const PUNCTUATION = new Set(['{', '}', ';', ',', '>']);

/**
 * Minifies a piece of CSS: comments go, runs of white space become one space, and no space is
 * kept beside `{ } ; , >` or after `:`. `quote` is the string the piece starts inside (a quoted
 * value may be split by an interpolation); the quote open at its end is returned.
 */
export function minifyCss(css: string, quote: string | null = null): { css: string; quote: string | null } {
  let out = '';
  let i = 0;
  const last = () => out[out.length - 1];
  while (i < css.length) {
    const c = css[i]!;
    if (quote) {
      out += c;
      if (c === '\\') out += css[++i] ?? '';
      else if (c === quote) quote = null;
      i++;
    } else if (c === "'" || c === '"') {
      quote = c;
      out += c;
      i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close === -1 ? css.length : close + 2;
    } else if (/\s/.test(c)) {
      while (i < css.length && /\s/.test(css[i]!)) i++;
      const before = last();
      const next = css[i];
      // At an edge the neighbour is an interpolation: the space stays unless punctuation makes it needless.
      if (!(before !== undefined && (PUNCTUATION.has(before) || before === ':' || before === ' ')) && !(next !== undefined && PUNCTUATION.has(next))) out += ' ';
    } else if (PUNCTUATION.has(c)) {
      if (last() === ' ') out = out.slice(0, -1);
      if (c === '}' && last() === ';') out = out.slice(0, -1);
      out += c;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return { css: out, quote };
}
