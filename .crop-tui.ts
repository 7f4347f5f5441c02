import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';
const dir = '/work/helpers/shots-teacher-ui';
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 360, height: 1100 } });
for (const file of readdirSync(dir).filter((f) => f.endsWith('-360.png'))) {
  await page.setContent(`<style>body{margin:0}img{display:block}</style><img src="data:image/png;base64,${readFileSync(`${dir}/${file}`).toString('base64')}">`);
  await page.waitForFunction(() => (document.querySelector('img') as HTMLImageElement).complete);
  const height = await page.evaluate(() => (document.querySelector('img') as HTMLImageElement).naturalHeight);
  for (let y = 0, i = 0; y < height; y += 1100, i++) {
    await page.screenshot({ path: `/tmp/tuicrop/${file.replace('.png', '')}-${i}.png`, clip: { x: 0, y, width: 360, height: Math.min(1100, height - y) }, fullPage: true });
  }
}
await browser.close();
