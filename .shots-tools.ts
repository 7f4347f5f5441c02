import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { toolPath, tools } from './site/tools';

const base = 'http://127.0.0.1:8852';
const out = '/work/helpers/shots-members';
const sizes = (process.argv[2] ?? '1024x768,768x1024,360x800,1280x800').split(',').map((s) => s.split('x').map(Number) as [number, number]);
const tag = process.argv[3] ?? 'after';
const browser = await chromium.launch(chromiumLaunchOptions);
const rows: string[] = [];
for (const [width, height] of sizes) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(() => {
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    localStorage.setItem('verse.consent.v2', JSON.stringify({ ...denied, ts: Date.now() }));
  });
  const page = await context.newPage();
  for (const tool of tools.filter((t) => !t.unlisted)) {
    await page.goto(base + toolPath(tool));
    await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
    await page.waitForTimeout(400);
    const m = await page.evaluate((tag) => {
      const b = document.querySelector(tag)!.getBoundingClientRect();
      return { top: Math.round(b.top), bottom: Math.round(b.bottom), page: document.documentElement.scrollHeight, vh: innerHeight };
    }, tool.tag);
    rows.push(`${width}x${height}\t${tool.route}\ttop ${m.top}\ttool bottom ${m.bottom}\tpage ${m.page}\tviewport ${m.vh}\t${m.bottom <= m.vh ? 'fits' : `over by ${m.bottom - m.vh}`}`);
    await page.screenshot({ path: `${out}/${tag}-${tool.route}-${width}x${height}.png` });
  }
  await context.close();
}
await browser.close();
console.log(rows.join('\n'));
