// `npx tsx scripts/make-icons.ts`: the Student Apps app icons (site/public/icons/*.png) drawn from
// site/offline/app-icon.svg in Debian's Chromium. Run it after changing the SVG and commit the PNGs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const svg = await readFile(path.join(root, 'site/offline/app-icon.svg'), 'utf8');
/** Square icons: the manifest's `any` and `maskable` (the SVG is full bleed with a safe middle), Apple's touch icon. */
const sizes: { file: string; size: number; round?: boolean }[] = [
  { file: 'app-192.png', size: 192, round: true },
  { file: 'app-512.png', size: 512, round: true },
  { file: 'maskable-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { file, size, round } of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const radius = round ? `${Math.round(size * 0.22)}px` : '0';
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px;border-radius:${radius};overflow:hidden}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(root, 'site/public/icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
