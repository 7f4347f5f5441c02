// `npm run bench`: latency of the booking API on a local server (wrangler dev, fresh state), and
// the contention result. Prints p50/p95 for availability over the 42-day grid and for holds at 50
// concurrent requests, then 200 concurrent holds on one slot. Target: p95 <= 15 ms locally.
// Bounded: a fixed number of requests, to 127.0.0.1 only. Flags: --rounds N (default 20).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' }, port: { type: 'string', default: '8796' } } });
const rounds = Math.max(1, Math.min(100, Number(values.rounds)));
const concurrency = 50;
const base = `http://127.0.0.1:${values.port}`;
const TOKEN = 'local:consultation_booking';

const state = path.join(root, '.wrangler/bench-state');
rmSync(state, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', '--state', state], {
  cwd: root,
  env: { ...process.env, PORT: values.port, VERSE_DIST: '.wrangler/dist-bench' },
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the local server did not start');
}

async function post(pathname: string, body: unknown, client = '203.0.113.1') {
  const started = performance.now();
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${pathname} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, data, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
function report(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} n=${sorted.length}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms`);
}

type Slot = { start: string; end: string; label: string };
type Day = { date: string; slots: Slot[] };

function gridRange(today = new Date()): { start: string; end: string } {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const start = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  const end = new Date(start.getTime() + 41 * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

await waitForServer();
const range = gridRange();
const availabilityBody = { startDateISO: range.start, endDateISO: range.end, recaptchaToken: TOKEN };
await post('/api/getAvailabilityV2', availabilityBody); // warm up

const availability: number[] = [];
for (let round = 0; round < rounds; round++) {
  const batch = await Promise.all(Array.from({ length: concurrency }, () => post('/api/getAvailabilityV2', availabilityBody)));
  for (const r of batch) {
    if (r.status !== 200) throw new Error(`availability answered ${r.status}`);
    availability.push(r.ms);
  }
}

const days = ((await post('/api/getAvailabilityV2', availabilityBody)).data.availability as Day[]) ?? [];
const slots = days.flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date })));
if (slots.length < concurrency + 1) throw new Error(`only ${slots.length} open slots; need ${concurrency + 1}`);

const holds: number[] = [];
for (let round = 0; round < rounds; round++) {
  const batch = await Promise.all(
    slots.slice(0, concurrency).map((slot, i) =>
      post('/api/holdSlot', { startISO: slot.start, endISO: slot.end, label: slot.label, dateISO: slot.date, recaptchaToken: TOKEN }, `198.51.100.${i + 1}`),
    ),
  );
  for (const r of batch) {
    if (r.status !== 200) throw new Error(`hold answered ${r.status}: ${JSON.stringify(r.data)}`);
    holds.push(r.ms);
  }
  await Promise.all(batch.map((r, i) => post('/api/releaseSlot', { lockId: r.data.lockId }, `198.51.100.${i + 1}`)));
}

const contested = slots[concurrency]!;
const race = await Promise.all(
  Array.from({ length: 200 }, (_, i) =>
    post(
      '/api/holdSlot',
      { startISO: contested.start, endISO: contested.end, label: contested.label, dateISO: contested.date, recaptchaToken: TOKEN },
      `192.0.2.${(i % 250) + 1}`,
    ),
  ),
);
const winners = race.filter((r) => r.status === 200).length;
const refused = race.filter((r) => r.status === 409).length;

console.log(`\nVERSE booking API, local wrangler dev, ${concurrency} concurrent, ${rounds} rounds`);
report(`availability (${range.start}..${range.end}, 42 days)`, availability);
report('holdSlot', holds);
console.log(`contention: 200 concurrent holds on ${contested.start} → ${winners} lockId, ${refused} × 409, ${200 - winners - refused} other`);
stop();
process.exit(winners === 1 ? 0 : 1);
