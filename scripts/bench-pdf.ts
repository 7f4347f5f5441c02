// The PDF viewer on a long document, in Debian Chromium against a running server:
//   tsx scripts/make-pdf.ts long /tmp/verse-40-pages.pdf
//   tsx scripts/bench-pdf.ts --base http://127.0.0.1:8787 [--file /tmp/verse-40-pages.pdf] [--runs 3]
// Serves the file at <base>/bench/long.pdf (the browser sees VERSE's own origin), opens
// /embed/pdf-viewer?src=… and prints, per run: the time to the first page (navigation start to the
// first page's text laid over its picture, and from the request for pdf.js's chunk to the same), the time to page through every page (PageDown, each
// page's text waited for), and, once the last page shows, the page's JavaScript heap after a
// garbage collection and its DOM node count (pdf.js's worker has a heap of its own, not measured).
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { longDocument, makePdf } from './make-pdf.ts';

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'http://127.0.0.1:8787' }, file: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
const base = values.base!;
if (!/^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?$/.test(base)) throw new Error('--base must be a loopback origin');
const pdf = values.file && existsSync(values.file) ? readFileSync(values.file) : Buffer.from(makePdf(longDocument(40)));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const browser = await chromium.launch(chromiumLaunchOptions);
for (let run = 1; run <= Number(values.runs); run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(`${base}/bench/long.pdf`, (route) => route.fulfill({ contentType: 'application/pdf', body: pdf }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');

  const tool = page.locator('verse-pdf-viewer');
  const text = tool.locator('.textLayer');
  await page.goto(`${base}/embed/pdf-viewer?src=/bench/long.pdf`);
  await text.getByText('Page 1 of 40', { exact: true }).waitFor();
  // From navigation start, and from the moment the viewer asked for the reader and pdf.js (its lazy chunk).
  const [firstPage, fromOpening] = await page.evaluate(() => {
    const now = performance.now();
    const engine = performance.getEntriesByType('resource').find((entry) => /\/Reader-[\w-]+\.js$/.test(entry.name));
    return [now, engine ? now - engine.startTime : NaN];
  });
  const pages = await tool.getByRole('textbox', { name: /^Page number, of / }).getAttribute('aria-label');
  const count = Number(pages!.match(/of (\d+)/)![1]);

  await tool.getByRole('region').focus();
  const pagingStart = Date.now();
  for (let n = 2; n <= count; n++) {
    await page.keyboard.press('PageDown');
    await text.getByText(`Page ${n} of ${count}`, { exact: true }).waitFor();
  }
  const paging = Date.now() - pagingStart;

  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const nodes = metrics.find((m) => m.name === 'Nodes')?.value ?? 0;
  console.log(
    `run ${run}: ${count} pages · first page ${Math.round(firstPage)} ms (${Math.round(fromOpening)} ms after pdf.js was asked for) · all pages paged in ${paging} ms (${Math.round(paging / (count - 1))} ms a page) · ` +
      `JS heap after paging all (after GC): ${mb(usedSize)} · DOM nodes ${nodes}`,
  );
  await context.close();
}
await browser.close();
