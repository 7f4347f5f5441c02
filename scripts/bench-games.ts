// `npx tsx scripts/bench-games.ts --base http://127.0.0.1:PORT`: how the two-player games run on a
// slow device. For each game (Name It, Math It) on its embed page at 1024 x 768 (a tablet, two
// players), Chromium's CPU is throttled 4x (CDP Emulation.setCPUThrottlingRate); a bot taps for
// both players (the right picture or answer two times in three, else any) every 150 ms for
// --seconds (10), while the page counts animation frames and long tasks. Prints frames per second,
// long tasks over 50 ms (count and longest) and the taps that scored. A figure printer, not a test.
// `--games name-it` measures one. `--shots DIR` also saves screenshots at 360, 1024 and 1280 px (names chosen, playing, a freeze).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium.ts';

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'http://127.0.0.1:8787' }, seconds: { type: 'string', default: '10' }, shots: { type: 'string' }, games: { type: 'string', default: 'name-it,math-it' }, rate: { type: 'string', default: '4' } },
});
const base = values.base!;
if (!/^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?$/.test(base)) throw new Error('--base must be a loopback origin');
const seconds = Math.max(2, Math.min(120, Number(values.seconds)));
const games = [
  { route: 'name-it', tag: 'verse-name-it' },
  { route: 'math-it', tag: 'verse-math-it' },
].filter((game) => values.games!.split(',').includes(game.route));

/** Runs in the page: taps for both players until stopped; returns the count of taps and of points. */
function bot(tag: string) {
  const root = document.querySelector(tag)!.shadowRoot!;
  let taps = 0;
  const right = (side: Element, buttons: HTMLButtonElement[]) => {
    const centre = root.querySelector('[aria-label^="Centre card: "]');
    if (centre) {
      const names = centre.getAttribute('aria-label')!.slice(13).split(', ');
      return buttons.find((b) => names.includes(b.getAttribute('aria-label')!));
    }
    const [a, sign, b] = (side.querySelector('.mi-equation')?.textContent ?? '').split(' ');
    const x = Number(a), y = Number(b);
    const answer = sign === '+' ? x + y : sign === '−' ? x - y : sign === '×' ? x * y : x / y;
    return buttons.find((button) => button.textContent?.replace(/^[A-Z;]/, '').trim() === String(answer));
  };
  const timer = setInterval(() => {
    const side = root.querySelectorAll('.tp-side')[taps % 2];
    if (!side) return;
    const buttons = [...side.querySelectorAll<HTMLButtonElement>('.tp-play button')];
    if (!buttons.length) return;
    const target = Math.random() < 2 / 3 ? right(side, buttons) : buttons[Math.floor(Math.random() * buttons.length)];
    target?.click();
    taps++;
  }, 150);
  return () => {
    clearInterval(timer);
    return taps;
  };
}

async function measure(page: Page, tag: string) {
  return page.evaluate(
    ({ tag, ms, botSource }) =>
      new Promise<{ fps: number; longTasks: number[]; at: number[]; taps: number; points: string }>((resolve) => {
        const longTasks: number[] = [];
        const at: number[] = [];
        const observer = new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => {
            longTasks.push(Math.round(e.duration));
            at.push(Math.round(e.startTime - started));
          }),
        );
        observer.observe({ type: 'longtask' });
        const started = performance.now();
        let frames = 0;
        let running = true;
        const count = () => {
          frames++;
          if (running) requestAnimationFrame(count);
        };
        requestAnimationFrame(count);
        const stop = (new Function(`return (${botSource})`)() as (t: string) => () => number)(tag);
        setTimeout(() => {
          running = false;
          const taps = stop();
          observer.disconnect();
          const root = document.querySelector(tag)!.shadowRoot!;
          const points = [...root.querySelectorAll('.tp-score')].map((s) => s.getAttribute('aria-label')).join(', ');
          resolve({ fps: Math.round((frames / ((performance.now() - started) / 1000)) * 10) / 10, longTasks, at, taps, points });
        }, ms);
      }),
    { tag, ms: seconds * 1000, botSource: bot.toString() },
  );
}

const browser = await chromium.launch(chromiumLaunchOptions);
// tsx keeps function names with a helper the page does not have.
const context = await browser.newContext();
await context.addInitScript('globalThis.__name = (f) => f');
try {
  for (const game of games) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
    await page.goto(`${base}/embed/${game.route}?minutes=5`, { waitUntil: 'networkidle' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) });
    await page.getByRole('button', { name: 'Start' }).click();
    const figures = await measure(page, game.tag);
    const over = figures.longTasks.filter((d) => d > 50);
    console.log(
      `${game.route.padEnd(8)} CPU ÷${values.rate}, ${seconds} s of play: ${figures.fps} frames/s; ${figures.taps} taps (${figures.points}); ` +
        `long tasks ${figures.longTasks.length} (over 50 ms: ${over.length}${figures.longTasks.length ? `, longest ${Math.max(...figures.longTasks)} ms` : ''})` +
        (figures.longTasks.length ? `; at ${figures.at.map((t, i) => `${t} ms (${figures.longTasks[i]} ms)`).join(', ')} of play` : ''),
    );
    await page.close();
  }
  if (values.shots) {
    mkdirSync(values.shots, { recursive: true });
    for (const game of games)
      for (const width of [360, 1024, 1280]) {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: width === 1024 ? 768 : 800 });
        await page.goto(`${base}/embed/${game.route}`, { waitUntil: 'networkidle' });
        const shot = (name: string) => page.screenshot({ path: path.join(values.shots!, `${game.route}-${width}-${name}.png`), fullPage: true });
        await shot('names');
        await page.getByRole('button', { name: 'Start' }).click();
        await page.waitForTimeout(300);
        await shot('playing');
        for (const key of ['q', 'w', 'e', 'r', 'a', 's']) await page.keyboard.press(key);
        await page.waitForTimeout(150);
        await shot('frozen');
        await page.close();
      }
    console.log(`screenshots in ${values.shots}`);
  }
} finally {
  await browser.close();
}
