// `npx tsx scripts/bench-games.ts --base http://127.0.0.1:PORT`: whether a game's first taps are
// ever slow on a slow device. Each game is opened on its embed page at 1024 x 768 (a tablet) with
// Chromium's CPU throttled 4x (CDP Emulation.setCPUThrottlingRate, --rate), long tasks are counted
// from before the first tap (Start, where a game has it: the tap that unlocks sound and starts the
// sound player), which comes --read seconds (4) after the page has loaded, as a child first reads
// the screen (the page readies the sound once it has settled: the kit's SOUND_SETTLE_MS), and a
// bot plays for --seconds (10), tapping every 150 ms. Name It and Math It get
// a bot that taps for both players (the right picture or answer two times in three, else any);
// every other game a bot that taps any of the game's own buttons (never the shell's settings,
// sound or links), as a child trying things would. Prints per game the frames per second, the
// longest task and the tasks over 50 ms with when they happened; exits 1 when a game has a task
// over 50 ms (the goal: none). `--games name-it,grammar` measures some. `--shots DIR` also saves
// screenshots of Name It and Math It at 360, 1024 and 1280 px (names chosen, playing, a freeze).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { bounded, browserBenchFlags } from './bench-flags.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const { values, base, rate } = browserBenchFlags({ seconds: { type: 'string', default: '10' }, read: { type: 'string', default: '4' }, shots: { type: 'string' }, games: { type: 'string' } });
const seconds = bounded(values.seconds, 2, 120);
const { tools } = await import('../site/tools.ts');
/** The two-player games, played by `bot`; every other game by `anyButton`. */
const TWO_PLAYER = ['verse-name-it', 'verse-math-it'];
/** Student tools that are not games: a writing surface and a document reader. */
const NOT_GAMES = ['verse-writing-paper', 'verse-pdf-viewer'];
const wanted = values.games?.split(',');
// Each element once, at its first route.
const games = tools
  .filter((tool, i) => !NOT_GAMES.includes(tool.tag) && tools.findIndex((other) => other.tag === tool.tag) === i)
  .map((tool) => ({ route: tool.route, tag: tool.tag, twoPlayer: TWO_PLAYER.includes(tool.tag) }))
  .filter((game) => !wanted || wanted.includes(game.route));

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

/** Runs in the page: taps any enabled button of the game itself every 150 ms until stopped. */
function anyButton(tag: string) {
  const root = document.querySelector(tag)!.shadowRoot!;
  let taps = 0;
  const timer = setInterval(() => {
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('.tool-shell button:not(:disabled)')].filter(
      (button) => !button.closest('.shell-actions, .settings-panel, .tool-toolbar') && button.getClientRects().length > 0,
    );
    if (!buttons.length) return;
    buttons[Math.floor(Math.random() * buttons.length)]!.click();
    taps++;
  }, 150);
  return () => {
    clearInterval(timer);
    return taps;
  };
}

/** Counts long tasks from now on, in the page, before the first tap. */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const watch = { started: performance.now(), longTasks: [] as number[], at: [] as number[] };
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        watch.longTasks.push(Math.round(e.duration));
        watch.at.push(Math.round(e.startTime - watch.started));
      }),
    ).observe({ type: 'longtask' });
    (globalThis as unknown as { __watch: typeof watch }).__watch = watch;
  });
}

async function measure(page: Page, tag: string, twoPlayer: boolean) {
  return page.evaluate(
    ({ tag, ms, botSource }) =>
      new Promise<{ fps: number; longTasks: number[]; at: number[]; taps: number; points: string }>((resolve) => {
        const { longTasks, at, started } = (globalThis as unknown as { __watch: { started: number; longTasks: number[]; at: number[] } }).__watch;
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
          const root = document.querySelector(tag)!.shadowRoot!;
          const points = [...root.querySelectorAll('.tp-score')].map((s) => s.getAttribute('aria-label')).join(', ');
          resolve({ fps: Math.round((frames / ((performance.now() - started) / 1000)) * 10) / 10, longTasks, at, taps, points });
        }, ms);
      }),
    { tag, ms: seconds * 1000, botSource: (twoPlayer ? bot : anyButton).toString() },
  );
}

const browser = await chromium.launch(chromiumLaunchOptions);
// tsx keeps function names with a helper the page does not have.
const context = await browser.newContext();
await context.addInitScript('globalThis.__name = (f) => f');
try {
  let slow = 0;
  for (const game of games) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1024, height: 768 });
    page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
    await page.goto(`${base}/embed/${game.route}${game.twoPlayer ? '?minutes=5' : ''}`, { waitUntil: 'networkidle' });
    await page.waitForFunction((tag) => customElements.get(tag), game.tag);
    await page.waitForTimeout(Number(values.read) * 1000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await watchLongTasks(page);
    const start = page.locator(game.tag).getByRole('button', { name: 'Start', exact: true });
    if (await start.count()) await start.first().click();
    const figures = await measure(page, game.tag, game.twoPlayer);
    const over = figures.longTasks.filter((d) => d > 50);
    if (over.length) slow++;
    const longest = figures.longTasks.length ? Math.max(...figures.longTasks) : 0;
    console.log(
      `${game.route.padEnd(24)} CPU ÷${rate}, first ${seconds} s of play: longest task ${longest ? `${longest} ms` : 'none over 50 ms'}; ` +
        `${figures.fps} frames/s; ${figures.taps} taps${figures.points ? ` (${figures.points})` : ''}; ` +
        `long tasks ${figures.longTasks.length} (over 50 ms: ${over.length})` +
        (figures.longTasks.length ? `; at ${figures.at.map((t, i) => `${t} ms (${figures.longTasks[i]} ms)`).join(', ')} from the first tap` : ''),
    );
    await page.close();
  }
  if (slow) {
    console.log(`${slow} game${slow > 1 ? 's have' : ' has'} a task over 50 ms in the first ${seconds} s.`);
    process.exitCode = 1;
  }
  if (values.shots) {
    mkdirSync(values.shots, { recursive: true });
    for (const game of games.filter((candidate) => candidate.twoPlayer))
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
