import { inflateSync } from 'node:zlib';
import { expect, test, type Frame, type Locator, type Page } from '../base';
import { expectAccessible, nextComplete, toolLive } from './checks';

// The writing paper as a tutor and a student meet it: drawn on with the mouse, worked by keyboard,
// laid transparently over a lesson slide on another origin (a sandboxed frame, which may not open
// windows), and talking to that page: its height, the H5P handshake, and a result when saved.

const tool = (scope: Page | Frame) => scope.locator('verse-writing-paper');
const paper = (scope: Page | Frame) => tool(scope).getByRole('img', { name: /^Writing paper, \d+ lines$/ });

/** Painted pixels of one of the paper's canvases, read back from the page: the ink, or the ruled lines. */
function painted(scope: Page | Frame, layer: 'ink' | 'lines' = 'ink'): Promise<number> {
  return scope.evaluate((which) => {
    const root = document.querySelector('verse-writing-paper')!.shadowRoot!;
    const canvas = root.querySelector<HTMLCanvasElement>(which === 'ink' ? 'canvas[role="img"]' : 'canvas[aria-hidden="true"]')!;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
    return count;
  }, layer);
}

/** A stroke with the mouse across the paper, from one point to another (CSS pixels from its corner). */
async function drawLine(page: Page, on: Locator, from: [number, number], to: [number, number]) {
  const box = (await on.boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 12 });
  await page.mouse.up();
}

const axe = (page: Page) => expectAccessible(page, 'verse-writing-paper');

// A tall screen: the paper at its full size (660 px for 5 lines). A short one has its own test.
test.use({ viewport: { width: 1280, height: 1000 } });

/** The focused control's name, looking through the shadow root. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });
}

/** One pixel of a screenshot, as [r, g, b]: a 1 x 1 PNG is a filter byte and the pixel, whatever the filter. */
async function pixel(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  return [...inflateSync(Buffer.concat(chunks)).subarray(1, 4)];
}

test('a student writes with the mouse; undo, redo, eraser and clear work on the ink only', async ({ page }) => {
  await page.goto('/embed/writing-paper');
  await expect(page).toHaveTitle('Writing Paper - VERSE');
  await expect(paper(page)).toHaveAccessibleName('Writing paper, 5 lines');
  await expect(tool(page).locator('[part="paper"]')).toHaveCSS('height', '660px');
  // The ruled lines are drawn in the same pass that gives the pen its listeners.
  await expect.poll(() => painted(page, 'lines')).toBeGreaterThan(0);
  const lines = await painted(page, 'lines');
  expect(await painted(page)).toBe(0);

  await drawLine(page, paper(page), [40, 100], [300, 150]);
  const stroke = await painted(page);
  expect(stroke).toBeGreaterThan(200);

  const undo = tool(page).getByRole('button', { name: 'Undo' });
  await undo.click();
  await expect.poll(() => painted(page)).toBe(0);
  await tool(page).getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => painted(page)).toBe(stroke);

  // The eraser takes ink away where it passes, never the ruled lines.
  await tool(page).getByRole('button', { name: 'Eraser' }).click();
  await drawLine(page, paper(page), [170, 60], [170, 200]);
  const erased = await painted(page);
  expect(erased).toBeLessThan(stroke);
  expect(erased).toBeGreaterThan(0);
  expect(await painted(page, 'lines')).toBe(lines);

  await tool(page).getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => painted(page)).toBe(0);
  await expect(tool(page).getByRole('status')).toHaveText('Paper cleared. Undo brings it back.');
  await undo.click();
  await expect.poll(() => painted(page)).toBe(erased);
  await axe(page);
});

test('keyboard: every control in order, Ctrl+Z and Ctrl+Y, and Save opens the print view', async ({ page }) => {
  await page.goto('/embed/writing-paper?lines=10&color=green');
  await expect(paper(page)).toHaveAccessibleName('Writing paper, 10 lines');
  await expect(tool(page).locator('[part="paper"]')).toHaveCSS('height', '1260px');
  await expect(tool(page).getByRole('button', { name: 'Green' })).toHaveAttribute('aria-pressed', 'true');
  await expect(paper(page)).toHaveAccessibleDescription(/can't be drawn on with the keyboard/);

  const order: string[] = [];
  for (let i = 0; i < 13; i++) {
    await page.keyboard.press('Tab');
    order.push(await focusedName(page));
  }
  expect(order).toEqual(['Pencil', 'Eraser', 'Black', 'Blue', 'Red', 'Green', 'Purple', 'Orange', 'Undo', 'Redo', 'Clear', 'Save', 'Settings']);

  // Shift+Tab back to Blue, Space picks it.
  for (let i = 0; i < 9; i++) await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedName(page)).toBe('Blue');
  await page.keyboard.press('Space');
  await expect(tool(page).getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');

  await drawLine(page, paper(page), [40, 110], [260, 130]);
  const stroke = await painted(page);
  expect(stroke).toBeGreaterThan(0);
  await page.keyboard.press('Control+z');
  await expect.poll(() => painted(page)).toBe(0);
  await page.keyboard.press('Control+y');
  await expect.poll(() => painted(page)).toBe(stroke);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => painted(page)).toBe(stroke);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => painted(page)).toBe(stroke);

  const completed = (await nextComplete(page)).detail;
  const save = tool(page).getByRole('button', { name: 'Save' });
  await save.focus();
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const view = await popup;
  await expect(view.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await completed).toMatchObject({ tool: 'writing-paper', verb: 'completed' });
  await expect(tool(page).getByRole('status')).toHaveText('The print view opened in a new window.');
  // The saved image is the ruled page: white, lines and ink, as tall as the paper at this density.
  const size = await view.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size[1]).toBe(1260 * (await page.evaluate(() => devicePixelRatio)));
  expect(await painted(page)).toBe(stroke);
});

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
] as const) {
  test(`fits a ${width}x${height} tablet without scrolling: the step, every button and the whole paper; the step follows the child`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/student-apps/writing-paper');
    await toolLive(page, 'verse-writing-paper');
    const step = tool(page).locator('.tool-step span');
    await expect(step).toHaveText('Write on the lines with your finger, a pen or the mouse.');
    await expect(tool(page).getByRole('button', { name: 'Hear it' })).toBeVisible();
    // A short screen rules smaller lines (528 px for 5); a tall one the full page.
    await expect(tool(page).locator('[part="paper"]')).toHaveCSS('height', height < 900 ? '528px' : '660px');
    const bottom = (await tool(page).locator('[part="paper"]').boundingBox())!;
    expect(bottom.y + bottom.height).toBeLessThanOrEqual(height);
    for (const name of ['Pencil', 'Eraser', 'Undo', 'Redo', 'Clear', 'Save', 'Settings', 'Black', 'Orange']) {
      const box = (await tool(page).getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await drawLine(page, paper(page), [40, 100], [200, 120]);
    await expect(step).toHaveText('Good! Keep writing, or press Save to print your page.');
    await tool(page).getByRole('button', { name: 'Eraser' }).click();
    await expect(step).toHaveText('Rub out with the eraser. Tap Pencil to write again.');
    await axe(page);
  });
}

test('?bg=transparent: no background of its own, only the lines, the ink and the controls', async ({ page }) => {
  await page.goto('/embed/writing-paper?bg=transparent');
  for (const selector of ['html', 'body', 'main']) await expect(page.locator(selector)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(tool(page).locator('.tool-shell')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(tool(page).locator('[part="paper"]')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // The title stays for screen readers only.
  await expect(tool(page).getByRole('heading', { name: 'Writing Paper' })).toHaveCSS('position', 'absolute');
  await expect(tool(page).getByRole('button', { name: 'Save' })).toBeVisible();
  await axe(page);
});

test.describe('framed over a lesson slide on another origin', () => {
  // The slide page is a real page of the localhost origin (Chromium refuses a routed page access to
  // 127.0.0.1), whose own CSP (frame-src 'none') is set aside so the test can build the slide in it.
  test.use({ bypassCSP: true });

  test('the slide shows through; height, H5P handshake and a result reach the slide; Save prints from the frame', async ({ page, baseURL }) => {
    await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/robots.txt`);
    await page.evaluate((src) => {
      const heard: unknown[] = [];
      Object.assign(window, { heard });
      addEventListener('message', (event) => {
        heard.push(event.data);
        const data = event.data as { context?: string; action?: string } | null;
        const answer = data?.context === 'h5p' && ({ hello: 'hello', prepareResize: 'resizePrepared' } as Record<string, string>)[data.action ?? ''];
        if (answer) (event.source as Window).postMessage({ context: 'h5p', action: answer }, '*');
      });
      document.documentElement.style.background = document.body.style.background = 'rgb(200, 40, 40)';
      document.body.style.margin = '0';
      // Sandboxed without allow-popups or allow-modals, as lesson tools often frame.
      const frame = document.createElement('iframe');
      frame.title = 'Writing Paper - VERSE';
      frame.sandbox.add('allow-scripts', 'allow-same-origin');
      Object.assign(frame, { width: '900', height: '1000', src });
      frame.style.border = '0';
      frame.style.display = 'block';
      document.body.replaceChildren(frame);
    }, `${baseURL}/embed/writing-paper?bg=transparent`);

    const heard = () => page.evaluate(() => (window as unknown as { heard: Record<string, unknown>[] }).heard);
    // The frame loads a whole page first: on a busy machine that alone may take several seconds.
    await expect(page.frameLocator('iframe').locator('verse-writing-paper .tool-shell')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await heard()).some((m) => m.subject === 'lti.frameResize' && Number(m.height) > 660)).toBe(true);
    await expect
      .poll(async () => (await heard()).filter((m) => m.context === 'h5p').map((m) => m.action))
      .toEqual(expect.arrayContaining(['hello', 'prepareResize', 'resize']));
    expect((await heard()).find((m) => m.action === 'resize')).toMatchObject({ scrollHeight: expect.any(Number) });

    const frame = page.frames().find((f) => f.url().includes('/embed/writing-paper'))!;
    await expect(paper(frame)).toBeVisible();
    // Between the lines, the slide itself shows.
    const box = (await paper(frame).boundingBox())!;
    expect(await pixel(page, box.x + 200, box.y + 30)).toEqual([200, 40, 40]);

    await drawLine(page, paper(frame), [60, 110], [320, 150]);
    const stroke = await painted(frame);
    expect(stroke).toBeGreaterThan(0);
    await tool(frame).getByRole('button', { name: 'Save' }).click();
    // No window may open here: the frame prints the image from its own page, and the drawing stays.
    await expect(tool(frame).getByRole('status')).toHaveText('Printing the paper from this page.');
    await expect(frame.locator('[data-verse-print] img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await painted(frame)).toBe(stroke);
    await expect
      .poll(async () => (await heard()).find((m) => m.type === 'verse:result'))
      .toMatchObject({ type: 'verse:result', tool: 'writing-paper', statement: { verb: { display: { 'en-US': 'completed' } } } });
  });
});
