import { expect, test, type Frame, type Page } from './base';

// A partner page that sizes our frames only through H5P's resizer (Moodle, WordPress with
// h5p-resizer.js), with the resizer's script arriving before the frame loads, or 3 s after it has
// (a deferred or footer script, a lazily loaded frame). Either way the frame must end up as tall
// as its content, not at the 150 px every iframe starts with.

const embeds = [
  { path: '/embed/letter-tiles', title: 'Letter Tiles - VERSE' },
  { path: '/embed/grammar', title: 'Grammar - VERSE' },
  { path: '/embed/name-it', title: 'Name It - VERSE' },
  { path: '/embed/booking', title: 'Book a Free Consultation - VERSE' },
];

/**
 * The partner page: one iframe, and `attachResizer()`, a resizer that behaves as h5p-resizer.js
 * does. It answers `hello` with `hello` (and makes the frame full width), answers `prepareResize`
 * with `resizePrepared` only when the sizes differ (setting the frame to the reported
 * clientHeight first), sets the frame's height to `scrollHeight` on `resize`, and greets with
 * `ready` only frames whose address contains `h5p`, which ours does not. It ignores VERSE's
 * `lti.frameResize`, so only the handshake can size the frame.
 */
function partnerPage(src: string, title: string, attach: 'before' | 'late'): string {
  return `<!doctype html><html><body style="margin:0">
<script>
  function attachResizer() {
    const iframe = document.querySelector('iframe');
    window.resizer = { attachedAt: performance.now(), heightAtAttach: iframe ? iframe.getBoundingClientRect().height : null };
    addEventListener('message', (event) => {
      const data = event.data;
      if (!data || data.context !== 'h5p') return;
      const frame = [...document.querySelectorAll('iframe')].find((candidate) => candidate.contentWindow === event.source);
      if (!frame) return;
      const respond = (action) => event.source.postMessage({ context: 'h5p', action }, event.origin);
      if (data.action === 'hello') {
        frame.style.width = '100%';
        addEventListener('resize', () => respond('resize'));
        respond('hello');
      } else if (data.action === 'prepareResize') {
        if (frame.clientHeight !== data.scrollHeight || data.scrollHeight !== data.clientHeight) {
          frame.style.height = data.clientHeight + 'px';
          respond('resizePrepared');
        }
      } else if (data.action === 'resize') {
        frame.style.height = data.scrollHeight + 'px';
      }
    });
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.src.includes('h5p')) frame.contentWindow.postMessage({ context: 'h5p', action: 'ready' }, '*');
    }
  }
</script>
${attach === 'before' ? '<script>attachResizer();</script>' : ''}
<iframe src="${src}" title="${title}" style="border:0;display:block"
  onload="window.frameLoadedAt = performance.now();${attach === 'late' ? ' setTimeout(attachResizer, 3000);' : ''}"></iframe>
</body></html>`;
}

/** The frame's content height, measured as the embed page measures it. */
const contentHeight = (frame: Frame) =>
  frame.evaluate(() => Math.ceil(Math.max(document.documentElement.getBoundingClientRect().height, document.body.scrollHeight)));

async function openPartner(page: Page, baseURL: string, embed: (typeof embeds)[number], attach: 'before' | 'late') {
  const partnerOrigin = baseURL.replace('127.0.0.1', 'localhost');
  const partner = `${partnerOrigin}/partner-lesson.html`;
  // A page the test fulfils has no address, so Chromium's Local Network Access checks count it as
  // public and would block it from framing VERSE on loopback; on real sites both are public.
  await page.context().grantPermissions(['local-network-access'], { origin: partnerOrigin });
  await page.route(partner, (route) => route.fulfill({ contentType: 'text/html', body: partnerPage(`${baseURL}${embed.path}`, embed.title, attach) }));
  await page.goto(partner);
  const iframe = page.getByTitle(embed.title);
  const frame = (await (await iframe.elementHandle())!.contentFrame())!;
  await expect(frame.locator('main > :not(h1)')).toBeVisible();
  return { iframe, frame };
}

for (const attach of ['before', 'late'] as const) {
  test.describe(`an H5P resizer attached ${attach === 'before' ? 'before the frame loads' : '3 s after the frame has loaded'}`, () => {
    for (const embed of embeds) {
      test(`${embed.path} ends up as tall as its content`, async ({ page, baseURL }) => {
        const { iframe, frame } = await openPartner(page, baseURL!, embed, attach);
        const frameHeight = () => iframe.evaluate((element) => element.getBoundingClientRect().height);

        // The frame repeats hello while it backs off (up to 4 s apart by then): give it time.
        await expect.poll(async () => (await frameHeight()) - (await contentHeight(frame)), { timeout: 20_000 }).toBe(0);
        expect(await frameHeight()).toBeGreaterThan(150);

        if (attach === 'late') {
          const { resizer, frameLoadedAt } = await page.evaluate(() => {
            const partner = window as unknown as { resizer: { attachedAt: number; heightAtAttach: number }; frameLoadedAt: number };
            return { resizer: partner.resizer, frameLoadedAt: partner.frameLoadedAt };
          });
          // Nothing else sized the frame before the resizer came.
          expect(resizer.heightAtAttach).toBe(150);
          expect(resizer.attachedAt - frameLoadedAt).toBeGreaterThanOrEqual(3000);
        }
      });
    }
  });
}
