// `npm run bench`: latency of the booking API on a local server (wrangler dev, fresh state), and
// the contention result. Prints p50/p95 for availability over the 42-day grid and for holds, one
// request at a time (what a parent waits) and at 50 concurrent, beside the same figures for a no-op
// endpoint (/api/config): the floor of the local server itself. Then 200 concurrent holds on one
// slot. Target: p95 <= 15 ms locally.
// Bounded: a fixed number of requests, to 127.0.0.1 only. Flags: --rounds N (default 20).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    port: { type: 'string', default: '8796' },
    base: { type: 'string' },
  },
});
const rounds = Math.max(1, Math.min(100, Number(values.rounds)));
const concurrency = 50;
const base = values.base ?? `http://127.0.0.1:${values.port}`;
if (!/^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?$/.test(base)) throw new Error('--base must be a loopback origin, e.g. http://127.0.0.1:8791');
const TOKEN = 'local:consultation_booking';

/** Without --base: a server of our own, fresh state, stopped when the bench ends. */
function startServer(): () => void {
  const state = path.join(root, '.wrangler/bench-state');
  rmSync(state, { recursive: true, force: true });
  mkdirSync(path.join(root, '.wrangler'), { recursive: true });
  const serverLog = openSync(path.join(root, '.wrangler/bench-server.log'), 'w');
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', '--state', state], {
    cwd: root,
    env: { ...process.env, PORT: values.port, VERSE_DIST: '.wrangler/dist-bench', VERSE_LOG_LEVEL: 'error' },
    stdio: ['ignore', serverLog, serverLog],
    detached: true,
  });
  return () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {}
  };
}
const stop = values.base ? () => {} : startServer();
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
function report(name: string, samples: number[], perSecond?: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rate = perSecond === undefined ? '' : `  ${perSecond.toFixed(0)} req/s`;
  console.log(`${name.padEnd(44)} n=${sorted.length}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms${rate}`);
}
const median = (samples: number[]) => percentile([...samples].sort((a, b) => a - b), 50);

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
// wrangler dev may restart the worker once just after it first answers: warm up until it is settled.
for (let settled = 0, tries = 0; settled < 5 && tries < 120; tries++) {
  const ok = await post('/api/getAvailabilityV2', availabilityBody).then((r) => r.status === 200, () => false);
  settled = ok ? settled + 1 : 0;
  await new Promise((r) => setTimeout(r, ok ? 200 : 500));
}

async function sequential(run: (i: number) => Promise<{ status: number; ms: number }>, n = 200): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await run(i);
    if (r.status !== 200) throw new Error(`answered ${r.status}`);
    samples.push(r.ms);
  }
  return samples;
}

/** `total` requests with `concurrency` always in flight: latencies, and requests per second. */
async function concurrent(run: () => Promise<{ status: number; ms: number }>, total: number): Promise<{ samples: number[]; perSecond: number }> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const r = await run();
        if (r.status !== 200) throw new Error(`answered ${r.status}`);
        samples.push(r.ms);
      }
    }),
  );
  return { samples, perSecond: total / ((performance.now() - started) / 1000) };
}

async function getConfig() {
  const started = performance.now();
  const response = await fetch(`${base}/api/config`);
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

const floorOne = await sequential(() => getConfig());
const floorMany = await concurrent(() => getConfig(), rounds * concurrency);
const availabilityOne = await sequential(() => post('/api/getAvailabilityV2', availabilityBody));
const availability = await concurrent(() => post('/api/getAvailabilityV2', availabilityBody), rounds * concurrency);

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

const holdsOne = await sequential(async (i) => {
  const slot = slots[i % concurrency]!;
  const r = await post('/api/holdSlot', { startISO: slot.start, endISO: slot.end, label: slot.label, dateISO: slot.date, recaptchaToken: TOKEN }, '198.51.100.200');
  await post('/api/releaseSlot', { lockId: r.data.lockId }, '198.51.100.200');
  return r;
});

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

console.log(`\nVERSE booking API, local wrangler dev (2 cores shared with this client)`);
console.log('one request at a time');
report('  floor: GET /api/config (no-op)', floorOne);
report(`  availability (${range.start}..${range.end}, 42 days)`, availabilityOne);
report('  holdSlot', holdsOne);
console.log(`${concurrency} concurrent, ${rounds * concurrency} requests each`);
report('  floor: GET /api/config (no-op)', floorMany.samples, floorMany.perSecond);
report(`  availability (42 days)`, availability.samples, availability.perSecond);
report('  holdSlot', holds);
const latencyRatio = median(availabilityOne) / median(floorOne);
const throughputRatio = availability.perSecond / floorMany.perSecond;
console.log(`availability against the floor: p50 one at a time ${latencyRatio.toFixed(2)}x (goal <= 1.5x), throughput at ${concurrency} concurrent ${throughputRatio.toFixed(2)} of it (goal >= 0.5)`);
console.log(`contention: 200 concurrent holds on ${contested.start} → ${winners} lockId, ${refused} × 409, ${200 - winners - refused} other`);
stop();
process.exit(winners === 1 ? 0 : 1);
