// `npm run bench:phonics`: the phonics engine's costs, printed (a benchmark, not a timed test).
//
// 1. POST /api/phonics/analyze with 200 words (real words and pseudo-words of many lessons), one
//    request at a time on the local server, beside two floors measured in the same rounds: a bare
//    no-op call (GET /api/config) and the cheapest phonics call (GET /api/phonics/lessons: the same
//    middleware and per-client count, no analysis). Goal: within 2x the phonics floor at p50.
// 2. Building every lesson's bank from the registry's word lists (what `npm run phonics-data` does).
// 3. The bytes a tool loads for one lesson: its bank module, raw and gzipped.
//
// Flags: --rounds N (default 30), --port (default 8841), --prebuilt (serve the build already in
// VERSE_DIST, default .wrangler/dist-bench-phonics; otherwise it builds), --no-banks (skip 2).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { percentile, seedFreshState, serveState, timeRounds } from './bench-local';
import { makePhonicsData } from './phonics-data';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '30' },
    port: { type: 'string', default: '8841' },
    prebuilt: { type: 'boolean', default: false },
    'no-banks': { type: 'boolean', default: false },
  },
});
const rounds = Math.max(1, Math.min(200, Number(values.rounds)));
const root = path.resolve(import.meta.dirname, '..');
const bankDir = path.join(root, 'phonics/generated/banks');

// 200 distinct words: the first real and pseudo-words of every lesson's bank, in turn.
const banks = readdirSync(bankDir).sort().map((file) => JSON.parse(readFileSync(path.join(bankDir, file), 'utf8')) as { real: string[]; pseudo: string[] });
const words = new Set<string>();
for (let k = 0; words.size < 200; k++) for (const bank of banks) if (words.size < 200) words.add((k % 2 ? bank.pseudo : bank.real)[Math.floor(k / 2)] ?? 'cat');

const { state } = seedFreshState('bench-phonics', 'SELECT 1;');
const { base, stop } = await serveState('bench-phonics', { state, port: values.port, prebuilt: values.prebuilt });
const body = JSON.stringify({ words: [...words] });

async function call(name: string): Promise<number> {
  const analyse = name.startsWith('*');
  const begun = performance.now();
  const response = await fetch(`${base}/api${analyse ? '/phonics/analyze' : name.includes('config') ? '/config' : '/phonics/lessons'}`, {
    method: analyse ? 'POST' : 'GET',
    headers: analyse ? { 'Content-Type': 'application/json' } : {},
    body: analyse ? body : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - begun;
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
  return ms;
}

const names = ['floor: GET /api/config (no-op)', 'floor: GET /api/phonics/lessons', `* POST /api/phonics/analyze, ${words.size} words`];
const samples = await timeRounds(names, rounds, call);
stop();
console.log(`\n${rounds} rounds, one request at a time (ms, round trip through the local server)\n`);
const floor = percentile(samples.get(names[1]!)!, 50);
let slow = 0;
for (const [name, sorted] of samples) {
  const ratio = percentile(sorted, 50) / floor;
  if (name.startsWith('*') && ratio > 2) slow++;
  console.log(`${name.padEnd(42)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)}  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)}  ${ratio.toFixed(2)}x the phonics floor`);
}

if (!values['no-banks']) {
  const begun = performance.now();
  const files = await makePhonicsData();
  console.log(`\nbuilding the dictionary and all ${[...files.keys()].filter((name) => name.startsWith('banks/')).length} banks: ${((performance.now() - begun) / 1000).toFixed(1)} s`);
}

const sizes = banks.map((_, i) => readFileSync(path.join(bankDir, `${String(i + 1).padStart(2, '0')}.json`))).map((bytes) => [bytes.length, gzipSync(bytes).length] as const);
const sorted = (k: 0 | 1) => sizes.map((size) => size[k]).sort((a, b) => a - b);
const line = (k: 0 | 1) => `min ${sorted(k)[0]}, median ${percentile(sorted(k), 50)}, max ${sorted(k).at(-1)}`;
console.log(`\none lesson's bank (real and pseudo-words, ${banks.length} lessons), bytes a tool loads: raw ${line(0)}; gzip ${line(1)}`);
process.exit(slow ? 1 : 0);
