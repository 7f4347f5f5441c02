// `npm run thank-you-gate`: writes contract/generated/thank-you-gate.ts, the thank-you pages' gate
// (site/thank-you-gate/thank-you-gate.ts) compiled by esbuild into the one inline script the build
// puts in their heads, and that script's CSP hash, which the worker sends with those pages. Run
// it after changing the gate or the session flags; a unit test fails while the file in the tree is
// not what this script makes.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const compiledGatePath = path.join(root, 'contract/generated/thank-you-gate.ts');

/** The gate as one classic script, and the module that holds it with its CSP hash. */
export async function makeCompiledGate(): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'site/thank-you-gate/thank-you-gate.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
  });
  const code = outputFiles[0]!.text.trim();
  const hash = `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
  return [
    '// Made by `npm run thank-you-gate` from thank-you-gate.ts; a unit test fails while it is not current.',
    '',
    '/** The thank-you pages\' gate, the inline script the build puts first in their heads. */',
    `export const GATE_SCRIPT = ${JSON.stringify(code)};`,
    '',
    '/** Its CSP source: the worker allows exactly this script on the thank-you pages. */',
    `export const GATE_SCRIPT_HASH = ${JSON.stringify(hash)};`,
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(compiledGatePath, await makeCompiledGate());
  console.log(path.relative(root, compiledGatePath));
}
