// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G connection,
// simulated) on the pages a parent lands on, in Debian's Chromium. Measures each page --runs times
// (3) and prints the median of the four category scores and of the Core Web Vitals Lighthouse can
// measure in a lab (LCP, CLS, TBT); exits 1 when a page's median falls under the thresholds it
// prints (performance --min-performance, 100; accessibility and best practices 100; SEO 100 on the
// pages search engines may index). Beside them, two figures a busy machine hardly moves: the
// scripts the page downloads (KB over the wire) and the processor time of its main thread in the
// run's trace (CPU, with its longest task), unthrottled: Lighthouse's simulation of a mid-range
// phone counts about four times that.
//   --base URL     measure a server that is already running, e.g. http://127.0.0.1:8787
//   --page PATH    measure this page instead of the three landing pages (repeatable)
//   --all          measure every route: the site's (site/routes.ts), each tool's /embed/<route> too
//   --runs N       runs per page (3)
//   --min-performance N   the performance threshold (100: the target; a busy machine measures less)
//   --save DIR     also write each run's full report (JSON) into DIR, to read the LCP element,
//                  the request chain and the long tasks
// Without --base it builds into .wrangler/dist-lighthouse and serves that on LIGHTHOUSE_PORT (8799).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    page: { type: 'string', multiple: true },
    all: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'min-performance': { type: 'string', default: '100' },
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const minPerformance = Number(values['min-performance']);
const { siteRoutes } = await import('../site/routes.ts');
const { tools } = await import('../site/tools.ts');
/** Pages search engines are told to leave out (their SEO score is not held to 100). */
const unindexed = new Set([...siteRoutes.filter((route) => route.noindex).map((route) => route.path), ...tools.map((tool) => `/embed/${tool.route}`)]);
const pages = values.all
  ? [...siteRoutes.map((route) => route.path), ...tools.map((tool) => `/embed/${tool.route}`)]
  : values.page?.length
    ? values.page
    : ['/', '/start-here', '/dyslexia'];
const thresholds = (page: string): Partial<Record<(typeof categories)[number], number>> => ({
  performance: minPerformance,
  accessibility: 100,
  'best-practices': 100,
  ...(unindexed.has(page.replace(/\?.*$/, '')) ? {} : { seo: 100 }),
});

/**
 * The processor time of the page's main thread in a run's trace, and of its longest task, in ms: the
 * renderer main thread that ran the most. Thread time, not wall time, so other work on the machine
 * hardly changes it.
 */
function mainThreadTime(events: readonly { name: string; ph: string; pid: number; tid: number; tdur?: number; args?: { name?: string } }[]) {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best = { total: 0, longest: 0 };
  for (const main of mains) {
    const tasks = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X');
    const total = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
    if (total > best.total) best = { total, longest: Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)) };
  }
  return best;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function waitFor(url: string, seconds: number) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function startServer(port: string): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts', '--fresh', '--state', '.wrangler/lighthouse-state'], {
    cwd: root,
    env: { ...process.env, PORT: port, VERSE_DIST: '.wrangler/dist-lighthouse' },
    stdio: 'ignore',
    detached: true,
  });
}

const port = process.env.LIGHTHOUSE_PORT ?? '8799';
const server = values.base ? undefined : startServer(port);
const base = (values.base ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
/**
 * chrome-launcher's flags, but with RenderDocument on, as in the browsers people use: launched
 * with it off, this Chromium shows a page's first frame only at the next whole second after the
 * navigation (at 0.2, 1.25 or 2.25 s, by chance), so a page painted at 0.3 s measured as painted
 * at 2.25 s, with its scripts ahead of its first paint, in about half the runs.
 */
const flags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `--disable-features=${flag.slice('--disable-features='.length).split(',').filter((feature) => feature !== 'RenderDocument').join(',')}` : flag,
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  ignoreDefaultFlags: true,
  chromeFlags: [...flags, '--disable-setuid-sandbox', '--headless', '--no-sandbox', '--disable-gpu'],
});

try {
  await waitFor(`${base}/api/config`, 120);
  const rows: string[][] = [];
  // How busy the machine was: Lighthouse's simulation scales what it measures, so a busy machine scores lower.
  const loadAtStart = loadavg()[0]!;
  const under: string[] = [];
  let version = '';
  for (const page of pages) {
    const measured: { scores: Record<string, number>; lcp: number; cls: number; tbt: number; scripts: number; cpu: number; longest: number }[] = [];
    const notes = new Set<string>();
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, logLevel: 'error', onlyCategories: [...categories] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories: scores, audits, lighthouseVersion } = result.lhr;
      const requests = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      const thread = mainThreadTime(result.artifacts.Trace.traceEvents);
      version = lighthouseVersion;
      if (values.save) {
        await mkdir(values.save, { recursive: true });
        const name = `${page.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_') || 'home'}-${run + 1}.json`;
        await writeFile(path.join(values.save, name), JSON.stringify(result.lhr, null, 1));
      }
      measured.push({
        scores: Object.fromEntries(categories.map((id) => [id, Math.round((scores[id]?.score ?? 0) * 100)])),
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        scripts: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        cpu: thread.total,
        longest: thread.longest,
      });
      for (const id of categories) {
        for (const ref of scores[id]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) notes.add(`  ${page} ${id}: ${audit.id} (${audit.title})`);
        }
      }
    }
    for (const note of notes) console.log(note);
    const scores = Object.fromEntries(categories.map((id) => [id, median(measured.map((m) => m.scores[id]!))]));
    for (const [id, minimum] of Object.entries(thresholds(page))) {
      if (scores[id]! < minimum) under.push(`${page}: ${id} ${scores[id]} < ${minimum}`);
    }
    rows.push([
      page,
      ...categories.map((id) => String(scores[id])),
      `${(median(measured.map((m) => m.lcp)) / 1000).toFixed(1)} s`,
      median(measured.map((m) => m.cls)).toFixed(3),
      `${Math.round(median(measured.map((m) => m.tbt)))} ms`,
      `${(median(measured.map((m) => m.scripts)) / 1024).toFixed(1)} KB`,
      `${Math.round(median(measured.map((m) => m.cpu)))} ms`,
      `${Math.round(median(measured.map((m) => m.longest)))} ms`,
    ]);
  }
  const header = ['page', 'performance', 'accessibility', 'best-practices', 'seo', 'LCP', 'CLS', 'TBT', 'scripts', 'CPU', 'longest task'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\nLighthouse ${version}, mobile preset, ${base}, median of ${runs} run${runs > 1 ? 's' : ''}`);
  console.log(`Machine load (1-minute average, ${cpus().length} cores): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('scripts: downloaded, over the wire; CPU: processor time of the main thread in the trace, and of its longest task (unthrottled).');
  console.log(`\nThresholds: performance ${minPerformance}, accessibility 100, best-practices 100, SEO 100 (not on noindex pages and embeds).`);
  if (under.length) {
    console.log(`Under a threshold:\n${under.map((entry) => `  ${entry}`).join('\n')}`);
    process.exitCode = 1;
  }
} finally {
  await chrome.kill();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
