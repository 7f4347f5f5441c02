// `npm run bench`: speed of the booking API on a local server (wrangler dev), to 127.0.0.1 only.
//
// Default: p50/p95 of availability over a 42-day grid and of holds, one request at a time (what a
// parent waits) and at 50 concurrent, beside a no-op endpoint (`/api/config`): the floor of the
// local server itself. Floor and availability alternate, request by request and phase by phase,
// so a machine whose load changes during the run moves both alike. Prints availability against
// the floor: p50 one at a time (goal: at most 1.5x) and throughput at 50 concurrent (goal: at
// least half). Then 200 concurrent holds on one slot: exactly one must win.
//
// `--soak`: `--seconds` (60) of mixed availability, hold, release and book at 50 concurrent;
// prints counts by status and p95 per call, then asks the server (`/api/dev/bookings`) whether any
// slot was booked twice. Fails on any status other than the expected ones, or a double booking.
//
// Without `--base` it starts its own server (fresh state, stopped at the end); `--base
// http://127.0.0.1:PORT` measures one already running. Flags: --rounds N (default 20).
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
    soak: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '60' },
  },
});
const rounds = Math.max(1, Math.min(100, Number(values.rounds)));
const soakSeconds = Math.max(5, Math.min(600, Number(values.seconds)));
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

type Answer = { status: number; data: Record<string, unknown>; ms: number };

async function post(pathname: string, body: unknown, client = '203.0.113.1'): Promise<Answer> {
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

async function getConfig(): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}/api/config`);
  await response.text();
  return { status: response.status, data: {}, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (samples: number[]) => percentile([...samples].sort((a, b) => a - b), 50);
function report(name: string, samples: number[], perSecond?: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rate = perSecond === undefined ? '' : `  ${perSecond.toFixed(0)} req/s`;
  console.log(`${name.padEnd(48)} n=${sorted.length}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms${rate}`);
}

type Slot = { start: string; end: string; label: string; date: string };
type Day = { date: string; slots: Omit<Slot, 'date'>[] };
const slotsOf = (answer: Answer) => ((answer.data.availability as Day[] | undefined) ?? []).flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date })));
const holdBody = (slot: Slot) => ({ startISO: slot.start, endISO: slot.end, label: slot.label, dateISO: slot.date, recaptchaToken: TOKEN });

function gridRange(days: number, today = new Date()): { start: string; end: string } {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const start = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  const end = new Date(start.getTime() + (days - 1) * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

const ok = (answer: Answer) => {
  if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.data)}`);
  return answer;
};

/** `total` requests with `concurrency` always in flight: latencies, and the time they took. */
async function concurrent(run: () => Promise<Answer>, total: number): Promise<{ samples: number[]; seconds: number }> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        samples.push(ok(await run()).ms);
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

await waitForServer();
const range = gridRange(42);
const availabilityBody = { startDateISO: range.start, endDateISO: range.end, recaptchaToken: TOKEN };
// wrangler dev may restart the worker once just after it first answers: warm up until it is settled.
for (let settled = 0, tries = 0; settled < 5 && tries < 120; tries++) {
  const answered = await post('/api/getAvailabilityV2', availabilityBody).then((r) => r.status === 200, () => false);
  settled = answered ? settled + 1 : 0;
  await new Promise((r) => setTimeout(r, answered ? 200 : 500));
}

async function speed(): Promise<boolean> {
  const askAvailability = () => post('/api/getAvailabilityV2', availabilityBody);
  for (let i = 0; i < 20; i++) {
    ok(await getConfig());
    ok(await askAvailability());
  }

  // One at a time, alternating, so both meet the same moments of a busy machine.
  const floorOne: number[] = [];
  const availabilityOne: number[] = [];
  for (let i = 0; i < 200; i++) {
    floorOne.push(ok(await getConfig()).ms);
    availabilityOne.push(ok(await askAvailability()).ms);
  }

  // 50 in flight, in alternating phases of 50 x 5 requests each.
  const phase = concurrency * 5;
  const floorMany = { samples: [] as number[], seconds: 0 };
  const availabilityMany = { samples: [] as number[], seconds: 0 };
  for (let done = 0; done < rounds * concurrency; done += phase) {
    for (const [into, run] of [
      [floorMany, getConfig],
      [availabilityMany, askAvailability],
    ] as const) {
      const result = await concurrent(run, phase);
      into.samples.push(...result.samples);
      into.seconds += result.seconds;
    }
  }
  const floorRate = floorMany.samples.length / floorMany.seconds;
  const availabilityRate = availabilityMany.samples.length / availabilityMany.seconds;

  const slots = slotsOf(await askAvailability());
  if (slots.length < concurrency + 1) throw new Error(`only ${slots.length} open slots; need ${concurrency + 1}`);

  const holds: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const batch = await Promise.all(slots.slice(0, concurrency).map((slot, i) => post('/api/holdSlot', holdBody(slot), `198.51.100.${i + 1}`)));
    for (const r of batch) holds.push(ok(r).ms);
    await Promise.all(batch.map((r, i) => post('/api/releaseSlot', { lockId: r.data.lockId }, `198.51.100.${i + 1}`)));
  }
  const holdsOne: number[] = [];
  for (let i = 0; i < 200; i++) {
    const r = ok(await post('/api/holdSlot', holdBody(slots[i % concurrency]!), '198.51.100.200'));
    await post('/api/releaseSlot', { lockId: r.data.lockId }, '198.51.100.200');
    holdsOne.push(r.ms);
  }

  const contested = slots[concurrency]!;
  const race = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/api/holdSlot', holdBody(contested), `192.0.2.${(i % 250) + 1}`)));
  const winners = race.filter((r) => r.status === 200).length;
  const refused = race.filter((r) => r.status === 409).length;

  const latencyRatio = median(availabilityOne) / median(floorOne);
  const throughputRatio = availabilityRate / floorRate;
  console.log(`\nVERSE booking API, local wrangler dev at ${base} (the machine's cores shared with this client)`);
  console.log('one request at a time');
  report('  floor: GET /api/config (no-op)', floorOne);
  report(`  availability (${range.start}..${range.end}, 42 days)`, availabilityOne);
  report('  holdSlot', holdsOne);
  console.log(`${concurrency} concurrent`);
  report('  floor: GET /api/config (no-op)', floorMany.samples, floorRate);
  report('  availability (42 days)', availabilityMany.samples, availabilityRate);
  report('  holdSlot', holds);
  console.log(
    `availability against the floor: p50 one at a time ${latencyRatio.toFixed(2)}x (goal <= 1.5x); ` +
      `throughput at ${concurrency} concurrent ${throughputRatio.toFixed(2)} of it (goal >= 0.5)`,
  );
  console.log(`contention: 200 concurrent holds on ${contested.start} → ${winners} lockId, ${refused} × 409, ${200 - winners - refused} other`);
  return winners === 1;
}

type Call = 'availability' | 'hold' | 'release' | 'book';
/** What each call may answer under load; anything else is an error. */
const EXPECTED: Record<Call, number[]> = {
  availability: [200],
  hold: [200, 409, 429], // taken, or this client's holds are at the cap
  release: [200, 404], // lapsed or used meanwhile
  book: [200, 409], // the hold lapsed
};

type BookingCheck = { confirmed: number; slotsBookedTwice: { start: string; count: number }[] };
const bookingCheck = async () => (await (await fetch(`${base}/api/dev/bookings`)).json()) as BookingCheck;

async function soak(): Promise<boolean> {
  const wide = gridRange(62);
  const askBody = { startDateISO: wide.start, endDateISO: wide.end, recaptchaToken: TOKEN };
  const before = await bookingCheck();
  const statuses: Record<Call, Map<number, number>> = { availability: new Map(), hold: new Map(), release: new Map(), book: new Map() };
  const latencies: Record<Call, number[]> = { availability: [], hold: [], release: [], book: [] };
  const bookingIds = new Set<string>();
  const note = (call: Call, answer: Answer) => {
    statuses[call].set(answer.status, (statuses[call].get(answer.status) ?? 0) + 1);
    latencies[call].push(answer.ms);
    return answer;
  };
  const parent = { parentName: 'Soak Test', phone: '(801) 555-0100', email: 'soak@example.com', notes: '' };
  const until = performance.now() + soakSeconds * 1000;

  // Each of the 50 is one visitor (its own address, so its own cap of holds): it looks, holds a
  // time it saw open, then books it or lets it go, with a look now and then in between.
  await Promise.all(
    Array.from({ length: concurrency }, async (_, visitor) => {
      const client = `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
      let open: Slot[] = [];
      const held: { lockId: string; slot: Slot }[] = [];
      while (performance.now() < until) {
        const roll = Math.random();
        if (open.length === 0 || roll < 0.4) {
          open = slotsOf(note('availability', await post('/api/getAvailabilityV2', askBody, client)));
        } else if (held.length === 0 || roll < 0.7) {
          const slot = open[Math.floor(Math.random() * open.length)]!;
          const answer = note('hold', await post('/api/holdSlot', holdBody(slot), client));
          if (answer.status === 200) held.push({ lockId: answer.data.lockId as string, slot });
        } else {
          const { lockId, slot } = held.splice(Math.floor(Math.random() * held.length), 1)[0]!;
          if (roll < 0.82) {
            note('release', await post('/api/releaseSlot', { lockId }, client));
          } else {
            const answer = note('book', await post('/api/bookConsultation', { ...parent, ...holdBody(slot), lockId }, client));
            if (answer.status === 200) bookingIds.add(answer.data.bookingId as string);
          }
        }
      }
    }),
  );

  const after = await bookingCheck();
  let unexpected = 0;
  console.log(`\nVERSE soak, ${soakSeconds} s at ${concurrency} concurrent against ${base}`);
  for (const call of Object.keys(statuses) as Call[]) {
    const counts = [...statuses[call]].sort(([a], [b]) => a - b);
    for (const [status, count] of counts) if (!EXPECTED[call].includes(status)) unexpected += count;
    const sorted = [...latencies[call]].sort((a, b) => a - b);
    console.log(
      `  ${call.padEnd(13)} ${String(sorted.length).padStart(6)} calls  ${counts.map(([status, count]) => `${status} × ${count}`).join(', ').padEnd(34)} p50 ${percentile(sorted, 50).toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms`,
    );
  }
  const total = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
  const newBookings = after.confirmed - before.confirmed;
  console.log(`  ${total} calls, ${(total / soakSeconds).toFixed(0)} per second; ${unexpected} with a status other than expected`);
  console.log(`  D1: ${newBookings} new confirmed bookings for ${bookingIds.size} booking ids answered; slots booked twice: ${after.slotsBookedTwice.length}`);
  return unexpected === 0 && after.slotsBookedTwice.length === 0 && newBookings === bookingIds.size;
}

const passed = values.soak ? await soak() : await speed();
stop();
process.exit(passed ? 0 : 1);
