import { expect, test, type Frame, type Page } from '../base';
import { longDocument, makePdf } from '../../../scripts/make-pdf';
import { expectAccessible, focusedName, nextComplete } from './checks';
import { frameInLesson } from './lesson-page';

// The PDF viewer as a tutor and a child use it: the sample reader opened by src and read by mouse
// and by keyboard alone, its text found as text, a PDF from the device, what bad input says, marks
// kept across a reload, the site's page under its own CSP, and the embed page framed by a lesson
// page on another origin. pdf.js loads only once a document is opened.

const tool = (scope: Page | Frame) => scope.locator('verse-pdf-viewer');
const button = (scope: Page | Frame, name: string) => tool(scope).getByRole('button', { name, exact: true });
const reader = (scope: Page | Frame) => tool(scope).getByRole('region');
const alert = (scope: Page | Frame) => tool(scope).getByRole('alert');
const zoom = (scope: Page | Frame) => tool(scope).locator('output');
const axe = (page: Page) => expectAccessible(page, 'verse-pdf-viewer');

/** Every console error and failed request of the page, and every request it made. */
function watch(page: Page) {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  return { errors, requests };
}

test('the sample reader by src, read by mouse: pages, text a screen reader finds, zoom, and complete on the last page', async ({ page }) => {
  const { errors, requests } = watch(page);
  await page.goto('/embed/pdf-viewer');
  await expect(page).toHaveTitle('PDF Viewer - VERSE');
  await expect(tool(page).getByText('Open a PDF from this device, or the sample reader.')).toBeVisible();
  // Nothing of pdf.js before a document is opened.
  expect(requests.filter((url) => /pdf\.worker|engine-|pdfjs-/.test(url))).toEqual([]);
  await axe(page);

  await page.goto('/embed/pdf-viewer?src=sample');
  await expect(reader(page)).toHaveAccessibleName('Sam and the Big Red Bus, page 1 of 6');
  await expect(tool(page).getByText('Big Red Bus', { exact: true })).toBeVisible();
  // The worker, character maps and fonts (if any) come from VERSE's own origin.
  const worker = requests.find((url) => url.includes('pdf.worker'));
  expect(new URL(worker!).origin).toBe(new URL(page.url()).origin);
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);

  await button(page, 'Next page').click();
  await expect(reader(page)).toHaveAccessibleName('Sam and the Big Red Bus, page 2 of 6');
  await expect(tool(page).getByText('Sam has a cat.')).toBeVisible();
  await expect(tool(page).getByRole('textbox', { name: 'Page number, of 6' })).toHaveValue('2');
  await axe(page);

  const percent = async () => Number.parseInt((await zoom(page).textContent())!);
  const fitted = await percent();
  await button(page, 'Zoom in').click();
  await expect.poll(percent).toBeGreaterThan(fitted);
  const zoomed = await percent();
  await button(page, 'Zoom out').click();
  await button(page, 'Zoom out').click();
  await expect.poll(percent).toBeLessThan(zoomed);
  await expect(button(page, 'Fit to width')).toHaveAttribute('aria-pressed', 'false');
  await button(page, 'Fit to width').click();
  await expect(button(page, 'Fit to width')).toHaveAttribute('aria-pressed', 'true');

  const number = tool(page).getByRole('textbox', { name: 'Page number, of 6' });
  await number.fill('5');
  const complete = (await nextComplete(page)).detail;
  await number.press('Enter');
  await expect(tool(page).getByText('see a fish.')).toBeVisible();
  await button(page, 'Next page').click();
  await expect(tool(page).getByText('on the bus. The end.')).toBeVisible();
  await expect(button(page, 'Next page')).toBeDisabled();
  expect(await complete).toMatchObject({ tool: 'pdf-viewer', verb: 'completed' });
  expect(errors).toEqual([]);
});

test('by keyboard alone: Tab to the page, then PageDown, arrows, End, Home, + - and 0', async ({ page }) => {
  await page.goto('/embed/pdf-viewer?src=sample');
  await expect(tool(page).getByText('Big Red Bus', { exact: true })).toBeVisible();
  for (let i = 0; i < 40 && !(await focusedName(page)).includes('page 1 of 6'); i++) await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Sam and the Big Red Bus, page 1 of 6');

  await page.keyboard.press('PageDown');
  await expect(tool(page).getByText('Sam has a cat.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page).getByText('Sam gets his hat.')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(tool(page).getByText('Sam has a cat.')).toBeVisible();
  await page.keyboard.press('End');
  await expect(tool(page).getByText('on the bus. The end.')).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(tool(page).getByText('see a fish.')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(reader(page)).toHaveAccessibleName('Sam and the Big Red Bus, page 1 of 6');

  const fitted = Number.parseInt((await zoom(page).textContent())!);
  await page.keyboard.press('+');
  await expect.poll(async () => Number.parseInt((await zoom(page).textContent())!)).toBeGreaterThan(fitted);
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect.poll(async () => Number.parseInt((await zoom(page).textContent())!)).toBeLessThan(fitted);
  await page.keyboard.press('0');
  await expect(zoom(page)).toHaveText(`${fitted}%`);
  await expect(tool(page).getByText('Big Red Bus', { exact: true })).toBeVisible();
  await axe(page);
});

test('a PDF from the device (never sent anywhere), and bad input: not a PDF, locked, 404, another origin; the viewer stays usable', async ({ page }) => {
  const { requests } = watch(page);
  await page.goto('/embed/pdf-viewer');
  const picker = tool(page).getByLabel('Open a PDF from this device');
  await picker.setInputFiles({ name: 'worksheet.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf(longDocument(3))) });
  await expect(reader(page)).toHaveAccessibleName('worksheet.pdf, page 1 of 3');
  await expect(tool(page).getByText('Page 1 of 3', { exact: true })).toBeVisible();
  expect(requests.filter((url) => url.includes('worksheet'))).toEqual([]);

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a PDF at all') });
  await expect(alert(page)).toHaveText('This is not a PDF, or the file is damaged. Choose another PDF.');
  // The document open before stays open.
  await expect(reader(page)).toHaveAccessibleName('worksheet.pdf, page 1 of 3');
  await axe(page);

  await picker.setInputFiles({ name: 'locked.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf(longDocument(2, 'secret'))) });
  await expect(alert(page)).toHaveText('This PDF is locked with a password. Open an unlocked copy of it instead.');

  await page.goto('/embed/pdf-viewer?src=/files/no-such-reader.pdf');
  await expect(alert(page)).toHaveText('No PDF was found at that address (404). Check the link.');
  // Another origin that allows no one (and which the page's CSP does not list either).
  const elsewhere = new URL(page.url()).origin.replace('127.0.0.1', 'localhost');
  await page.goto(`/embed/pdf-viewer?src=${encodeURIComponent(`${elsewhere}/files/reader.pdf`)}`);
  await expect(alert(page)).toHaveText(
    'The PDF could not be fetched. It must be on this website, or on a server that lets other websites load it (CORS).',
  );
  await axe(page);
  await button(page, 'Sample reader').click();
  await expect(tool(page).getByText('Big Red Bus', { exact: true })).toBeVisible();
  await expect(alert(page)).toHaveCount(0);
});

/** Ink pixels on the marks canvas. */
const inked = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector('verse-pdf-viewer')!.shadowRoot!.querySelector<HTMLCanvasElement>('canvas.pdf-ink')!;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });

test('marks drawn with the pen are kept for the document across a reload; undo and the eraser', async ({ page }) => {
  await page.goto('/embed/pdf-viewer?src=sample');
  await expect(tool(page).getByText('Big Red Bus', { exact: true })).toBeVisible();
  await button(page, 'Red pen').click();
  const box = (await tool(page).locator('canvas.pdf-ink').boundingBox())!;
  const line = async (y: number) => {
    await page.mouse.move(box.x + 60, box.y + y);
    await page.mouse.down();
    for (let x = 80; x <= 300; x += 20) await page.mouse.move(box.x + x, box.y + y + (x % 40));
    await page.mouse.up();
  };
  await line(120);
  await line(200);
  const twoLines = await inked(page);
  expect(twoLines).toBeGreaterThan(200);
  await button(page, 'Undo').click();
  await expect.poll(() => inked(page)).toBeLessThan(twoLines);
  const oneLine = await inked(page);

  // Kept points are rounded to a tenth of a page unit: the same line, give or take a few pixels.
  const sameLine = async () => Math.abs((await inked(page)) - oneLine) < oneLine * 0.05;
  await page.reload();
  await expect(tool(page).getByText('Big Red Bus', { exact: true })).toBeVisible();
  await expect.poll(sameLine).toBe(true);
  await expect(button(page, 'Clear page')).toBeEnabled();
  // The next page has no marks; back on the first, they are there.
  await button(page, 'Next page').click();
  await expect(tool(page).getByText('Sam has a cat.')).toBeVisible();
  await expect.poll(() => inked(page)).toBe(0);
  await button(page, 'Previous page').click();
  await expect.poll(sameLine).toBe(true);

  await button(page, 'Eraser').click();
  await line(120);
  await expect.poll(() => inked(page)).toBeLessThan(oneLine);
  await axe(page);
});

test('the site page /student-apps/pdf-viewer under the site CSP: no CSP errors, the sample opens', async ({ page }) => {
  const { errors } = watch(page);
  const response = await page.goto('/student-apps/pdf-viewer');
  const csp = response!.headers()['content-security-policy']!;
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  await expect(page).toHaveTitle('PDF Viewer - VERSE');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF Viewer' })).toBeVisible();
  await button(page, 'Sample reader').click();
  await expect(tool(page).getByText('Big Red Bus', { exact: true })).toBeVisible();
  await reader(page).press('End');
  await expect(tool(page).getByText('on the bus. The end.')).toBeVisible();
  await axe(page);
  expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the embed page framed by a lesson page on another origin: resize messages and the result', async ({ page, baseURL }) => {
  const heard = await frameInLesson(page, baseURL!, { path: '/embed/pdf-viewer?src=sample', title: 'PDF Viewer - VERSE', height: 700 });
  await expect.poll(async () => (await heard()).some((m) => m.subject === 'lti.frameResize' && Number(m.height) > 300)).toBe(true);
  await expect
    .poll(async () => (await heard()).filter((m) => m.context === 'h5p').map((m) => m.action))
    .toEqual(expect.arrayContaining(['hello', 'prepareResize', 'resize']));

  const frame = page.frames().find((f) => f.url().includes('/embed/pdf-viewer'))!;
  await expect(tool(frame).getByText('Big Red Bus', { exact: true })).toBeVisible();
  await reader(frame).press('End');
  await expect(tool(frame).getByText('on the bus. The end.')).toBeVisible();
  await expect
    .poll(async () => (await heard()).find((m) => m.type === 'verse:result'))
    .toMatchObject({
      type: 'verse:result',
      tool: 'pdf-viewer',
      statement: { verb: { id: 'http://adlnet.gov/expapi/verbs/completed' }, object: { id: `${baseURL}/embed/pdf-viewer` } },
    });
});
