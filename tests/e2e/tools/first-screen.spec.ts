import { CONSENT_COOKIE, CONSENT_COOKIE_VALUE } from '../../../site/lib/consent-cookie';
import { tools } from '../../../site/tools';
import { consentChosen } from '../visitor';
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

for (const size of sizes) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size });
    test.beforeEach(async ({ context, baseURL }) => {
      await consentChosen(context);
      await context.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_COOKIE_VALUE, url: baseURL! }]);
    });

    for (const tool of perTool) {
      const title = `/embed/${tool.route}: the first screen has the live tool's blocks, where they are and as big`;
      test(title, async ({ browser, baseURL, page }) => {
        // The first screen: the page as built, no script runs.
        const still = await browser.newContext({ baseURL, viewport: size, javaScriptEnabled: false });
        await still.addCookies([{ name: CONSENT_COOKIE, value: CONSENT_COOKIE_VALUE, url: baseURL! }]);
        const first = await still.newPage();
        await first.goto(`/embed/${tool.route}`);
        const drawn = await boxes(first, tool.tag);
        await still.close();
        expect(drawn.length, 'the first screen has a shell and a body').toBeGreaterThan(2);

        // The live tool, once the element has taken over (its own brief changes, a countdown, settle).
        await page.goto(`/embed/${tool.route}`);
        await toolLive(page, tool.tag);
        await expect.poll(() => boxes(page, tool.tag)).toEqual(drawn);
      });
    }
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
