import { CONSENT_COOKIE, CONSENT_COOKIE_VALUE } from '../../../contract/consent-cookie';
import { tools } from '../../../site/tools';
import { consentChosen } from '../visitor';
import { test as realClock } from '../base';
import { expect, test, type Page } from '../fixtures';
import { toolLive } from './checks';

// Every student tool's first screen (drawn by the build, before any script: scripts/vite/first-screens.ts)
// has the layout of the live tool that takes it over: nothing moves at that moment (issue 25). With
// JavaScript off, the boxes of the tool's shell and of the top-level blocks of its body (the body's
// children and theirs); with JavaScript, once the element has taken over, the same boxes. Text that
// a tool deals at random (words, tiles) may differ; the blocks that hold it may not.

/** One tool per element: its first route (the others are older names of the same page). */
const perTool = tools.filter((tool, i) => tools.findIndex((other) => other.tag === tool.tag) === i);

const sizes = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];


/** `label x,y wxh` of the shell and of the body's blocks, in whole px, in document order. */
function boxes(page: Page, tag: string): Promise<string[]> {
  return page.evaluate(async (tag) => {
    await document.fonts.ready;
    const root = document.querySelector(tag)?.shadowRoot;
    const shell = root?.querySelector('.tool-shell');
    const body = shell?.querySelector('.tool-body');
    if (!shell || !body) return [];
    const box = (element: Element, label: string) => {
      const r = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`;
      return `${label} ${name} ${Math.round(r.x)},${Math.round(r.y + scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    };
    const out = [box(shell, 'shell'), box(body, 'body')];
    [...body.children].forEach((block, i) => {
      out.push(box(block, `${i}`));
      [...block.children].forEach((child, j) => out.push(box(child, `${i}.${j}`)));
    });
    return out;
  }, tag);
}

// One test per size: each tool in turn, in one tab without script and one with (a test per tool cost
// two browser contexts each).
for (const size of sizes) {
  test(`${size.width}x${size.height}: each /embed/ tool's first screen has the live tool's blocks, where they are and as big`, async ({ browser, baseURL, context, page }) => {
    test.setTimeout(30_000 + perTool.length * 10_000);
    await page.setViewportSize(size);
    await consentChosen(context);
    await context.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_COOKIE_VALUE, url: baseURL! }]);
    // The first screen: the page as built, no script runs.
    const still = await browser.newContext({ baseURL, viewport: size, javaScriptEnabled: false });
    await still.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_COOKIE_VALUE, url: baseURL! }]);
    const first = await still.newPage();
    for (const tool of perTool) {
      await test.step(`/embed/${tool.route}`, async () => {
        await first.goto(`/embed/${tool.route}`);
        const drawn = await boxes(first, tool.tag);
        expect(drawn.length, 'the first screen has a shell and a body').toBeGreaterThan(2);

        // The live tool, once the element has taken over (its own brief changes, a countdown, settle).
        await page.goto(`/embed/${tool.route}`);
        await toolLive(page, tool.tag);
        await expect.poll(() => boxes(page, tool.tag)).toEqual(drawn);
      });
    }
    await still.close();
  });
}

test('a page asks for its stylesheet and its first screens\' stylesheets from its head, before its scripts', async ({ request }) => {
  for (const path of ['/student-apps/grammar', '/embed/whack-a-mole', '/']) {
    const html = await (await request.get(path, { headers: { 'Sec-Fetch-Dest': 'document' } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const sheets = [...html.matchAll(/<template shadowrootmode="open"><link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
    expect(sheets.length, path).toBeGreaterThan(0);
    const firstScript = head.search(/<script|<link rel="modulepreload"/);
    for (const href of sheets) {
      const preload = head.indexOf(`<link rel="preload" href="${href}" as="style">`);
      expect(preload, `${path} preloads ${href}`).toBeGreaterThan(0);
      expect(preload, `${path}: ${href} before the scripts`).toBeLessThan(firstScript);
    }
    expect(firstScript, `${path} has scripts`).toBeGreaterThan(0);
    expect(head.indexOf('<link rel="stylesheet"'), `${path}: its stylesheet before the scripts`).toBeLessThan(firstScript);
  }
});

// On the browser's own clock: the fixtures' clock stands in for `performance`, which then has no entries.
realClock('a page asks for its scripts once it has painted, and they take it over', async ({ page }) => {
  // Registered before the page's own scripts: its callback runs in the page's first frame.
  await page.addInitScript(() => {
    requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now()));
  });
  for (const path of ['/', '/student-apps/grammar', '/embed/grammar']) {
    await page.goto(path);
    // The HTML names one script, which names the others.
    const named = await page.evaluate(() => [...document.querySelectorAll('script[data-modules]')].map((script) => script.getAttribute('data-modules')!.split(' ')));
    expect(named, path).toHaveLength(1);
    if (path.startsWith('/embed/')) await expect.poll(() => page.evaluate(() => customElements.get('verse-grammar') !== undefined)).toBe(true);
    else await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate((modules) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => /\.js$/.test(new URL(entry.name).pathname) && !/\/site\/paint-first-[\w-]+\.js$/.test(entry.name));
      // The loader runs once the document is parsed, and asks in its second frame, or half a second
      // later where frames are held back.
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
      return {
        earliest: Math.min((window as unknown as { firstFrame: number }).firstFrame, parsed + 500),
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        requested: modules.filter((module) => scripts.some((entry) => new URL(entry.name).pathname === module)),
      };
    }, named[0]!);
    expect(timing.requested, path).toEqual(named[0]);
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.earliest);
  }
});
