// `npm run size`: gzip sizes of what a partner page downloads, against the budgets of the issues.
// Exits non-zero when a budget is exceeded, so `npm test` catches a regression.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', process.env.VERSE_DIST ?? 'dist');
const widgets = path.join(dist, 'widgets');
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const files = readdirSync(widgets).filter((f) => f.endsWith('.js'));
const runtimeFile = files.find((f) => f.startsWith('runtime-'));
if (!runtimeFile) throw new Error('dist/widgets has no runtime chunk: run the build first');
const runtime = gz(path.join(widgets, runtimeFile));

/** An element's own file plus the shared chunks it imports (not the runtime). */
function elementBytes(file: string, seen = new Set<string>()): number {
  if (seen.has(file)) return 0;
  seen.add(file);
  const source = readFileSync(path.join(widgets, file), 'utf8');
  let total = gz(path.join(widgets, file));
  for (const [, chunk] of source.matchAll(/"(?:\/widgets\/|\.\/)(chunk-[^"]+\.js)"/g)) total += elementBytes(chunk!, seen);
  return total;
}

/**
 * KB gzip, element + its shared chunks + runtime. The issues set booking and the consent banner.
 * The lead forms' guard is ours: they share a forms chunk (fields, states, toasts) and stay within
 * 17 KB, a regression guard at what they measure with it (14.3-16.6 KB).
 */
const budgets: Record<string, number> = {
  'verse-booking': 22,
  'verse-consent-banner': 12,
  'verse-intake-form': 17,
  'verse-consultation-request': 17,
  'verse-contact-form': 17,
};

const rows: [string, number, number | undefined][] = [];
let over = false;
console.log(`runtime chunk (${runtimeFile})`.padEnd(44), kb(runtime));
console.log('embed.js'.padEnd(44), kb(gz(path.join(dist, 'embed.js'))));
for (const file of files.filter((f) => f.startsWith('verse-')).sort()) {
  const tag = file.replace(/\.js$/, '');
  const own = elementBytes(file);
  rows.push([tag, own, budgets[tag]]);
}
for (const [tag, own, budget] of rows) {
  const total = own + runtime;
  const verdict = budget === undefined ? '' : total <= budget * 1024 ? `  ≤ ${budget} KB budget ✓` : `  > ${budget} KB budget ✗`;
  if (budget !== undefined && total > budget * 1024) over = true;
  console.log(`${tag}`.padEnd(44), `${kb(own)} (+ runtime = ${kb(total)})${verdict}`);
}
if (over) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
