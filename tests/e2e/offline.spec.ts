import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Frame, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { waitForTakeover } from './base';
import { expect, test } from './fixtures';
import { E2ePlatform, studentWithoutFrameCookies } from './lti-platform';
import { approvePlatform } from './staff';
import { letters, solution, tool } from './tools/alphabet-sequencing';
import { frameInLesson } from './tools/lesson-page';
import { expectAccessible } from './tools/checks';

// The student tools offline (site/offline, scripts/vite/offline.ts): a tool opened once online opens
// and plays with the network off, on the site and in another site's frame; a score posted while
// offline reaches the LMS gradebook once when the network returns; a new build waits until the
// next open, then loads whole.

test.use({ serviceWorkers: 'allow' });

/** Finds a to z, the last letter with `beforeLast` run first. */
async function playToTheEnd(scope: Page | Frame, beforeLast?: () => Promise<void>) {
  await expect(tool(scope).getByText('Find a')).toBeVisible();
  const order = await solution(scope);
  for (const i of order.slice(0, -1)) await letters(scope).nth(i).click();
  await beforeLast?.();
  await letters(scope).nth(order.at(-1)!).click();
}

/**
 * The page's service worker is installed, its files all kept (the install precaches them: some
 * 260 files, 3.7 MB, which on a busy machine takes longer than half a minute).
 */
async function offlineReady(scope: Page | Frame) {
  await expect
    .poll(() => scope.evaluate(async () => (await navigator.serviceWorker.getRegistration(location.href))?.active?.state ?? 'none'), { timeout: 90_000 })
    .toBe('activated');
}

/**
 * What the page asked for and did not get: a request that failed (not one the page dropped by
 * navigating away, as it does when it reloads itself onto a new build), or an answer of 400 or more.
 */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => request.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.url()} ${response.status()}`));
  return failed;
}

test('a tool opened once opens and plays to its end offline, and no parent page is kept', async ({ page, context }) => {
  await page.goto('/student-apps/alphabet-sequencing-game');
  await expect(tool(page).getByText('Find a')).toBeVisible();
  await offlineReady(page);

  await context.setOffline(true);
  const failed = failedRequests(page);
  await page.reload();
  await expect(page).toHaveTitle('Alphabet Sequencing - VERSE');
  const done = page.evaluate(() => new Promise((resolve) => document.addEventListener('complete', (event) => resolve((event as CustomEvent).detail), { once: true })));
  await playToTheEnd(page);
  expect(await done).toMatchObject({ tool: 'alphabet-sequencing', verb: 'completed', score: 26, max: 26 });
  expect(failed).toEqual([]);
  // The tool index opens offline too (the installed app's start page), its manifest with it.
  await page.goto('/student-apps');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/student-apps.webmanifest');
  // The parent pages are the network's alone: offline, they do not open.
  await expect(page.goto('/dyslexia')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
  await page.goto('/dyslexia');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

/**
 * Chromium as people run it: Chrome partitions a third-party frame's storage and service workers
 * by the top-level site (since Chrome 115), where Playwright's launch turns partitioning off (and a
 * third-party frame then gets no service worker at all). The switch is Playwright's own list of
 * disabled features less ThirdPartyStoragePartitioning (Playwright 1.65's list: if it changes, the
 * frame below is refused its worker and the test says so).
 */
async function partitionedChromium(): Promise<Browser> {
  const disabled = ['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion'];
  return chromium.launch({
    ...chromiumLaunchOptions,
    ignoreDefaultArgs: [`--disable-features=${disabled.join(',')}`],
    args: [...chromiumLaunchOptions.args, `--disable-features=${disabled.filter((feature) => feature !== 'ThirdPartyStoragePartitioning').join(',')}`],
  });
}

test('an embed framed by another origin opens and plays offline; the framing page hears one result', async ({ baseURL }) => {
  const browser = await partitionedChromium();
  const context = waitForTakeover(await browser.newContext());
  const page = await context.newPage();
  const embed = { path: '/embed/alphabet-sequencing-game?source=text2', title: 'Alphabet Sequencing - VERSE' };
  await frameInLesson(page, baseURL!, embed);
  const frame = () => page.frames().find((f) => f.url().includes('/embed/alphabet-sequencing-game'))!;
  await expect(letters(frame()).first()).toHaveText('s');
  await offlineReady(frame());

  await context.setOffline(true);
  await page.reload();
  await expect(letters(frame()).first()).toHaveText('s');
  await playToTheEnd(frame());
  // Each pick is an answered statement; the round's completed one is sent once.
  const results = () =>
    page.evaluate(() =>
      (window as unknown as { heard: { type?: string; statement?: { verb: { display: Record<string, string> } } }[] }).heard.filter(
        (m) => m.type === 'verse:result' && m.statement?.verb.display['en-US'] === 'completed',
      ),
    );
  await expect.poll(async () => (await results()).length).toBe(1);
  expect((await results())[0]).toMatchObject({ tool: 'alphabet-sequencing', statement: { result: { score: { raw: 26, max: 26 } } } });
  await browser.close();
});

test('an embed still loads online where the framing page refuses it storage and service workers', async ({ page, baseURL }) => {
  // As a browser that blocks a third-party frame's storage (Playwright's Chromium refuses the
  // frame a service worker already; IndexedDB refused too).
  await page.addInitScript(() => {
    if (window === window.top) return;
    Object.defineProperty(navigator.serviceWorker, 'register', { value: () => Promise.reject(new DOMException('Storage is blocked', 'SecurityError')) });
    Object.defineProperty(window, 'indexedDB', { get: () => undefined });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await frameInLesson(page, baseURL!, { path: '/embed/alphabet-sequencing-game?source=text2', title: 'Alphabet Sequencing - VERSE' });
  const frame = page.frames().find((f) => f.url().includes('/embed/alphabet-sequencing-game'))!;
  await expect(letters(frame).first()).toHaveText('s');
  await playToTheEnd(frame);
  await expect(tool(frame).getByRole('status')).toHaveText(/You found a to z!/);
  expect(errors).toEqual([]);
});

test.describe('an LMS score', () => {
  let platform: E2ePlatform;
  test.beforeAll(async ({ baseURL }) => {
    platform = await E2ePlatform.start(baseURL!);
  });
  test.afterAll(async () => {
    await platform.stop();
  });

  test('a score posted while offline is kept on the device and reaches the gradebook once online', async ({ browser, page, baseURL }) => {
    test.setTimeout(120_000);
    const lms = platform.origin;
    await page.context().grantPermissions(['local-network-access'], { origin: lms });
    await page.goto(`${lms}/admin`);
    const registration = page.frameLocator('iframe[title="VERSE registration"]');
    await registration.getByLabel(/^Your name and school or district/).fill('Lee Admin, Lincoln School District');
    await registration.getByRole('button', { name: 'Register VERSE' }).click();
    await expect(page.locator('#outcome')).toHaveText('VERSE is installed');
    await approvePlatform(page, lms);
    platform.links.push({
      id: '1',
      title: 'Alphabet a to z',
      custom: { tool: 'alphabet-sequencing' },
      lineItem: { label: 'Alphabet a to z', scoreMaximum: 26 },
    });

    // The student's browser keeps no cookie in the LMS frame (as in lti.spec.ts): platform storage binds the launch.
    const student = await studentWithoutFrameCookies(browser, lms, baseURL!);
    const play = await student.newPage();
    const scorePosts: string[] = [];
    play.on('request', (request) => {
      if (request.url().endsWith('/api/lti/score')) scorePosts.push(request.headers()['idempotency-key'] ?? '');
    });
    await play.goto(`${lms}/course?as=student&storage`);
    await play.getByRole('link', { name: 'Alphabet a to z' }).click();
    const activity = play.frameLocator('iframe[name="tool"]');
    const game = () => play.frames().find((f) => f.url().includes('/embed/alphabet-sequencing-game'))!;
    await expect.poll(() => game()?.url() ?? '').toContain('/embed/');
    await playToTheEnd(game(), () => student.setOffline(true));

    const status = activity.getByRole('status').filter({ hasText: /device|gradebook/ });
    await expect(status).toHaveText('You are offline. Your score is saved on this device and goes to your teacher when you are back online.');
    expect(platform.gradebook).toHaveLength(0);

    await student.setOffline(false);
    await expect(status).toHaveText('Your score is in your teacher’s gradebook.');
    await expect.poll(() => platform.gradebook.length).toBe(1);
    expect(platform.gradebook[0]).toMatchObject({ lineitem: '1', score: { scoreGiven: 26, scoreMaximum: 26, activityProgress: 'Completed' } });
    // One attempt, one key, whatever the tries: the outbox posted it once it could.
    expect(new Set(scorePosts).size).toBe(1);
    expect(scorePosts[0]).toMatch(/^[\w-]{20,}$/);
    await play.reload();
    await expect(play.getByRole('link', { name: 'Alphabet a to z' })).toBeVisible();
    expect(platform.gradebook).toHaveLength(1);
    await student.close();
  });
});

/**
 * Marks each page of `page` once it has registered its service worker (after its load event): a
 * build deployed before then is news found while the page loaded, not while a child plays on it.
 */
async function markRegistered(page: Page) {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      return register.apply(this, args).then((registration) => {
        (globalThis as { verseRegistered?: boolean }).verseRegistered = true;
        return registration;
      });
    };
  });
}
const registered = (page: Page) => expect.poll(() => page.evaluate(() => (globalThis as { verseRegistered?: boolean }).verseRegistered === true)).toBe(true);

test.describe('a new build', () => {
  let proxy: Server;
  let newBuild = false;

  /**
   * The site as deployed twice at one address: a proxy in front of the test's server that, once
   * `newBuild` is set, answers as a build whose Alphabet Sequencing module changed (and its
   * service worker's list with it, so the browser finds a new worker).
   */
  test.beforeAll(async ({ baseURL }) => {
    const upstream = new URL(baseURL!);
    proxy = createServer((incoming, outgoing) => {
      const headers: Record<string, string | string[] | undefined> = { ...incoming.headers, host: upstream.host };
      // Whole answers, never "not modified": the proxy may change them.
      for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[name];
      const changed = newBuild && /^\/(sw\.js|widgets\/verse-alphabet-sequencing\.js)(\?|$)/.test(incoming.url ?? '');
      const upstreamRequest = forward({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
        if (!changed) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks).toString('utf8');
          body = incoming.url!.startsWith('/sw.js')
            ? body.replace(/(url:"widgets\/verse-alphabet-sequencing\.js",revision:")[0-9a-f]+/, '$1build2')
            : `${body}\nglobalThis.verseBuild = 2;\n`;
          const out = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete out.etag;
          outgoing.writeHead(answer.statusCode ?? 200, out);
          outgoing.end(body);
        });
      });
      incoming.pipe(upstreamRequest);
    });
    // A free port of its own: the site at a second address, with its own service workers.
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
  });

  test('the old page plays on and says a new version is ready; the next open is the new build, whole', async ({ page }) => {
    newBuild = false;
    const site = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const build = () => page.evaluate(() => (globalThis as { verseBuild?: number }).verseBuild ?? 1);
    await markRegistered(page);
    await page.goto(`${site}/student-apps/alphabet-sequencing-game`);
    await offlineReady(page);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(await build()).toBe(1);
    await registered(page);

    // Deployed: the page finds the new worker, which installs and waits; the page says so and plays on.
    newBuild = true;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration(location.href))!.update());
    const note = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(note.getByText('A new version is ready. It opens the next time you open this page.', { exact: true })).toBeVisible();
    await expect(note.getByRole('button', { name: 'OK' })).toBeVisible();
    await expectAccessible(page, 'aside[aria-label="Updates"]');
    await playToTheEnd(page);
    await expect(tool(page).getByRole('status')).toHaveText(/You found a to z!/);
    expect(await build()).toBe(1);

    // The next open: the new worker takes over before anyone plays, and the page is the new build.
    const failed = failedRequests(page);
    await page.reload();
    // The page reloads itself once the new worker has taken over: read the build between loads. The
    // worker looks again for a few seconds while the page the reload left is still being closed.
    await expect.poll(() => build().catch(() => 0), { timeout: 30_000 }).toBe(2);
    await expect(tool(page).getByText('Find a')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'A new version is ready' })).toHaveCount(0);
    const versions = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration(location.href))!;
      return { waiting: Boolean(registration.waiting), controller: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(versions.waiting).toBe(false);
    expect(versions.controller).toBe(`${site}/sw.js`);
    expect(failed).toEqual([]);
  });

  test('while another page is still open on the old build, a reload stays on it whole; once that page is closed, the next open is new', async ({ page, context }) => {
    newBuild = false;
    const site = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const build = (on: Page) => on.evaluate(() => (globalThis as { verseBuild?: number }).verseBuild ?? 1);
    await markRegistered(page);
    await page.goto(`${site}/student-apps/alphabet-sequencing-game`);
    await offlineReady(page);
    await page.reload();
    const other = await context.newPage();
    await other.goto(`${site}/student-apps/alphabet-sequencing-game`);
    await expect(tool(other).getByText('Find a')).toBeVisible();
    expect(await other.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await registered(page);

    newBuild = true;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration(location.href))!.update());
    await expect(page.getByRole('status').filter({ hasText: 'A new version is ready' })).toBeVisible();

    // The other page still plays the old build: this one opens again on the old build too, says so, and plays.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'A new version is ready' })).toBeVisible({ timeout: 20_000 });
    expect(await build(page)).toBe(1);
    const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration(location.href))!.waiting));
    expect(waiting).toBe(true);
    await playToTheEnd(other);
    await expect(tool(other).getByRole('status')).toHaveText(/You found a to z!/);
    expect(await build(other)).toBe(1);

    // The other page closes: the next open takes the new build, whole.
    await other.close();
    await page.reload();
    await expect.poll(() => build(page).catch(() => 0), { timeout: 30_000 }).toBe(2);
    await expect(tool(page).getByText('Find a')).toBeVisible();
  });
});
