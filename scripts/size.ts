// `npm run size`: gzip sizes of what a partner page downloads, against the budgets of the issues.
// Prints the shared runtime chunk, then each element above it (its module plus the chunks it
// imports statically, not the runtime); lazily loaded code (sounds, confetti, PDF rendering) is
// not counted until it is used. Exits non-zero when a budget is exceeded, so `npm test` catches a
// regression.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', process.env.VERSE_DIST ?? 'dist', 'client');
const widgets = path.join(dist, 'widgets');
if (!existsSync(widgets)) throw new Error(`${widgets} does not exist: run the build first (npm run build)`);
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const files = readdirSync(widgets).filter((f) => f.endsWith('.js'));
const runtimeFile = files.find((f) => f.startsWith('runtime-'));
if (!runtimeFile) throw new Error('the build has no runtime chunk');

/** A file plus the chunks it imports statically (not lazy imports), each counted once. */
function bytesWithImports(file: string, seen: Set<string>): number {
  if (seen.has(file)) return 0;
  seen.add(file);
  const source = readFileSync(path.join(widgets, file), 'utf8');
  let total = gz(path.join(widgets, file));
  for (const [, chunk] of source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) total += bytesWithImports(chunk!, seen);
  return total;
}

// The runtime chunk with what it imports (the bundler's own helpers).
const runtimeFiles = new Set<string>();
const runtime = bytesWithImports(runtimeFile, runtimeFiles);
/** What an element adds above the runtime. */
const elementBytes = (file: string) => bytesWithImports(file, new Set(runtimeFiles));

/**
 * KB gzip. `total` is the element with the runtime (what a page holding only that element
 * downloads); `own` is the element above the runtime (what each further element adds).
 */
const budgets: Record<string, { total?: number; own?: number }> = {
  'verse-booking': { total: 22 },
  'verse-consent-banner': { total: 14 },
  'verse-intake-form': { total: 19 },
  'verse-consultation-request': { total: 19 },
  'verse-contact-form': { total: 19 },
  'verse-letter-tiles': { own: 12 },
  'verse-writing-paper': { own: 12 },
  'verse-b-and-d': { own: 12 },
  'verse-vowel-sounds': { own: 12 },
};

let over = false;
console.log(`runtime chunk (${runtimeFile})`.padEnd(44), kb(runtime));
console.log('embed.js'.padEnd(44), kb(gz(path.join(dist, 'embed.js'))));
for (const file of files.filter((f) => f.startsWith('verse-')).sort()) {
  const tag = file.replace(/\.js$/, '');
  const own = elementBytes(file);
  const total = own + runtime;
  const budget = budgets[tag] ?? {};
  const verdicts: string[] = [];
  if (budget.own !== undefined) verdicts.push(`own ${own <= budget.own * 1024 ? '≤' : '>'} ${budget.own} KB ${own <= budget.own * 1024 ? '✓' : '✗'}`);
  if (budget.total !== undefined) verdicts.push(`total ${total <= budget.total * 1024 ? '≤' : '>'} ${budget.total} KB ${total <= budget.total * 1024 ? '✓' : '✗'}`);
  if ((budget.own !== undefined && own > budget.own * 1024) || (budget.total !== undefined && total > budget.total * 1024)) over = true;
  console.log(tag.padEnd(44), `${kb(own)} above the runtime, ${kb(total)} with it`.padEnd(40), verdicts.join(', '));
}
if (over) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
