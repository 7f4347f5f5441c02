// Frame rate and long tasks of the two moving student games, Ice Fishers (fish swimming on every
// frame: the busier one) and Whack-a-mole, played in Debian Chromium with the CPU slowed down
// 4 times (CDP Emulation.setCPUThrottlingRate), as on a cheap school laptop or tablet.
//
//   npx tsx scripts/bench-whack.ts [--base http://127.0.0.1:8787] [--seconds 20] [--rate 4]
//
// Needs a running server (`npm start`). Each game
// is opened at `/embed/<game>`, started, and played by a script that clicks the matching fish or
// mole every 300 ms, as a quick child would. Prints, per game: frames per second (requestAnimationFrame
// callbacks over the played time), the longest task (PerformanceObserver `longtask`, the tasks of
// 50 ms or more), and how many such tasks there were. The goal: no task over 50 ms.
import { chromium, type Page } from '@playwright/test';
import { bounded, browserBenchFlags } from './bench-flags.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const { values, base, rate } = browserBenchFlags({ seconds: { type: 'string', default: '20' } });
const seconds = bounded(values.seconds, 5, 120);

type Game = { name: string; path: string; field: string; matches: string };
const games: Game[] = [
  // The floor: the same page not started (only the frame counter runs), as busy as the machine is.
  { name: 'idle page', path: '', field: '', matches: '' },
  // The prompt is 'the letter b': the fish labelled b matches.
  { name: 'Ice Fishers', path: '/embed/ice-fishers?content=letters&time=90', field: 'Holes in the ice, keys 1 to 4', matches: 'letter' },
  // The prompt is 'words with sh': a mole whose word holds sh matches.
  { name: 'Whack-a-mole', path: '/embed/whack-a-mole?list=with-sh&time=90', field: 'Molehills, keys 1 to 9', matches: 'sh' },
];

/**
 * The player, run inside the page so that the measuring costs the page nothing but its clicks
 * (Playwright's own locator queries would run on the page's main thread, slowed down too): every
 * 300 ms it clicks the hole whose fish or mole matches the prompt, if there is one.
 */
const player = (game: Game) => `(() => {
  const root = document.querySelector('verse-ice-fishers, verse-whack-a-mole').shadowRoot;
  window.clicked = 0;
  window.player = setInterval(() => {
    const prompt = root.querySelector('strong')?.textContent ?? '';
    const want = ${JSON.stringify(game.matches)} === 'letter' ? prompt.slice(-1) : 'sh';
    for (const button of root.querySelectorAll('[aria-label=${JSON.stringify(game.field)}] button')) {
      const item = /^Hole \\d, ([a-z]+)$/.exec(button.getAttribute('aria-label') || '')?.[1];
      if (item && (${JSON.stringify(game.matches)} === 'letter' ? item === want : item.includes(want))) {
        button.click();
        window.clicked++;
        return;
      }
    }
  }, 300);
})()`;

async function bench(page: Page, game: Game) {
  await page.goto(`${base}${game.path || '/embed/ice-fishers'}`, { waitUntil: 'networkidle' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // A string, not a function: tsx would wrap its named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const bench = { tasks: [], frames: 0, running: true };
    window.bench = bench;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => bench.tasks.push(entry.duration))).observe({ type: 'longtask' });
    requestAnimationFrame(function count() {
      bench.frames++;
      if (bench.running) requestAnimationFrame(count);
    });
  })()`);
  if (game.path) {
    await page.locator('verse-ice-fishers, verse-whack-a-mole').getByRole('button', { name: 'Start' }).click();
    await page.evaluate(player(game));
  }
  const startedAt = Date.now();
  await page.evaluate('window.bench.frames = 0; window.bench.tasks = []');
  await page.waitForTimeout(seconds * 1000);
  const played = (Date.now() - startedAt) / 1000;
  const { frames, tasks, catches } = (await page.evaluate('window.bench.running = false; clearInterval(window.player); ({ frames: window.bench.frames, tasks: window.bench.tasks, catches: window.clicked ?? 0 })')) as {
    frames: number;
    tasks: number[];
    catches: number;
  };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return { fps: frames / played, longest: tasks.length ? Math.max(...tasks) : 0, longTasks: tasks.length, catches };
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  console.log(`CPU throttling x${rate}, ${seconds} s of play each, ${base}`);
  console.log('game'.padEnd(14), 'fps'.padStart(6), 'longest task'.padStart(14), 'tasks >= 50 ms'.padStart(16), 'clicked'.padStart(9));
  for (const game of games) {
    const r = await bench(page, game);
    const longest = r.longTasks ? `${r.longest.toFixed(0)} ms` : 'none';
    console.log(game.name.padEnd(14), r.fps.toFixed(1).padStart(6), longest.padStart(14), String(r.longTasks).padStart(16), String(r.catches).padStart(9));
  }
} finally {
  await browser.close();
}
