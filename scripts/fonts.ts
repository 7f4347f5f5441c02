// `npm run fonts`: writes widgets/runtime/lexend-core.woff2, Lexend's core file (the characters of
// LEXEND_CORE_RANGE and the weights of widgets/runtime/lexend-core.ts), cut from Fontsource's Lexend Latin file with
// subset-font (HarfBuzz's hb-subset, built to WebAssembly). Run it after changing those characters
// or weights, or Lexend's version; a unit test fails while the file in the tree is not what this
// script makes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LEXEND_CORE_RANGE, LEXEND_CORE_WEIGHTS } from '../widgets/runtime/lexend-core.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const lexendCorePath = path.join(root, 'widgets/runtime/lexend-core.woff2');

/** `U+0041-005A,U+00A9` as the code points it names, in its order. */
export const codePoints = (range: string): number[] =>
  range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/, '').split('-'))
    .flatMap(([from, to = from]) => Array.from({ length: parseInt(to!, 16) - parseInt(from!, 16) + 1 }, (_, i) => parseInt(from!, 16) + i));

/** The core file's bytes, made from the installed Lexend. */
export async function makeLexendCore(): Promise<Buffer> {
  const latin = await readFile(path.join(root, 'node_modules/@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2'));
  return subsetFont(latin, String.fromCodePoint(...codePoints(LEXEND_CORE_RANGE)), { targetFormat: 'woff2', variationAxes: { wght: LEXEND_CORE_WEIGHTS } });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bytes = await makeLexendCore();
  await writeFile(lexendCorePath, bytes);
  console.log(`${path.relative(root, lexendCorePath)}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
