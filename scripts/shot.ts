// Screenshot a page in Debian Chromium: tsx scripts/shot.ts <url> <out.png> [--width 360] [--height 800] [--full] [--click selector]…
// --no-js: the page as it shows before any script runs (a prerendered page, a tool's first screen).
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    full: { type: 'boolean', default: false },
    click: { type: 'string', multiple: true, default: [] },
    wait: { type: 'string', default: '600' },
    'no-js': { type: 'boolean', default: false },
  },
});
const [url, out] = positionals;
if (!url || !out) throw new Error('usage: tsx scripts/shot.ts <url> <out.png> [--width N] [--full] [--click selector]');
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: Number(values.width), height: Number(values.height) }, javaScriptEnabled: !values['no-js'] });
page.on('console', (message) => console.log(`[console.${message.type()}] ${message.text()}`));
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
for (const selector of values.click!) {
  await page.locator(selector).first().click();
  await page.waitForTimeout(Number(values.wait));
}
await page.waitForTimeout(Number(values.wait));
await page.screenshot({ path: out, fullPage: values.full });
await browser.close();
