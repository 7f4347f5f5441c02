// `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G connection,
// simulated) on the pages a parent lands on, in Debian's Chromium. Prints the four category scores
// and the Core Web Vitals Lighthouse can measure in a lab (LCP, CLS, TBT).
//   --base URL     measure a server that is already running, e.g. http://127.0.0.1:8787
//   --page PATH    measure this page instead of the three landing pages (repeatable)
// Without --base it builds into .wrangler/dist-lighthouse and serves that on LIGHTHOUSE_PORT (8799).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { base: { type: 'string' }, page: { type: 'string', multiple: true } } });
const pages = values.page?.length ? values.page : ['/', '/start-here', '/dyslexia'];

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
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});

try {
  await waitFor(`${base}/api/config`, 120);
  const rows: string[][] = [];
  let version = '';
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories: scores, audits, lighthouseVersion } = result.lhr;
    version = lighthouseVersion;
    const score = (id: string) => String(Math.round((scores[id]?.score ?? 0) * 100));
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    rows.push([
      page,
      ...categories.map(score),
      metric('largest-contentful-paint'),
      metric('cumulative-layout-shift'),
      metric('total-blocking-time'),
    ]);
    for (const id of categories.slice(1)) {
      for (const ref of scores[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`  ${page} ${id}: ${audit.id} (${audit.title})`);
      }
    }
  }
  const header = ['page', 'performance', 'accessibility', 'best-practices', 'seo', 'LCP', 'CLS', 'TBT'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\nLighthouse ${version}, mobile preset, ${base}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await chrome.kill();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
