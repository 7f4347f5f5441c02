import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEXEND_CORE_RANGE, LEXEND_LATIN_RANGE, LEXEND_REST_RANGE } from '../widgets/runtime/lexend-core';
import { codePoints, lexendCorePath, makeLexendCore } from './fonts';

/** `unicode-range` of the site stylesheet's @font-face that names this file. */
async function siteRange(file: string): Promise<string> {
  const css = await readFile(path.resolve(import.meta.dirname, '../site/site.css'), 'utf8');
  const face = new RegExp(`@font-face\\s*\\{[^}]*/${file.replace('.', '\\.')}'[^}]*\\}`).exec(css)?.[0] ?? '';
  return /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '';
}

describe("Lexend's core file", () => {
  it('is, byte for byte, what `npm run fonts` makes from the installed Lexend', async () => {
    const [made, kept] = await Promise.all([makeLexendCore(), readFile(lexendCorePath)]);
    expect(made.length).toBeGreaterThan(5_000);
    expect(Buffer.compare(made, kept), 'run `npm run fonts` and commit widgets/runtime/lexend-core.woff2').toBe(0);
  }, 30_000);

  it('and the whole Latin file share the Latin characters out between them, alike in the modules and the site stylesheet', async () => {
    const core = codePoints(LEXEND_CORE_RANGE);
    const rest = codePoints(LEXEND_REST_RANGE);
    const sorted = (points: number[]) => [...new Set(points)].sort((a, b) => a - b);
    // In order, each once; together the Latin file's range, none in both.
    expect(core).toEqual(sorted(core));
    expect(rest).toEqual(sorted(rest));
    expect(sorted([...core, ...rest])).toEqual(sorted(codePoints(LEXEND_LATIN_RANGE)));
    expect(core.filter((point) => rest.includes(point))).toEqual([]);
    // The text a child reads most, every printable ASCII character, and the signs of VERSE's texts.
    expect(core.slice(0, 95)).toEqual(Array.from({ length: 95 }, (_, i) => 0x20 + i));
    expect(String.fromCodePoint(...core.slice(95))).toBe('\u00a0©·×÷–—‘’“”•…−');
    expect(codePoints(await siteRange('lexend-core.woff2'))).toEqual(core);
    expect(codePoints(await siteRange('lexend-latin-wght-normal.woff2'))).toEqual(rest);
  });
});
