import type { Page } from '@playwright/test';

export type FrameMessage = Record<string, unknown>;

/**
 * Opens a lesson page on another origin (`localhost` instead of `127.0.0.1`) that frames one
 * VERSE embed page, records every message the frame sends, and answers H5P's resizer handshake as
 * h5p-resizer.js does (`hello`, then `resizePrepared`). Returns what the page has heard so far.
 */
export async function frameInLesson(
  page: Page,
  baseURL: string,
  embed: { path: string; title: string; width?: number; height?: number },
): Promise<() => Promise<FrameMessage[]>> {
  const lessonOrigin = baseURL.replace('127.0.0.1', 'localhost');
  const lesson = `${lessonOrigin}/lesson.html`;
  // A page the test fulfils has no address, so Chromium's Local Network Access checks count it as
  // public and would block it from framing VERSE on loopback; on real sites both are public.
  await page.context().grantPermissions(['local-network-access'], { origin: lessonOrigin });
  await page.route(lesson, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body style="margin:0">
<script>
  window.heard = [];
  addEventListener('message', (event) => {
    window.heard.push(event.data);
    const data = event.data;
    if (data && data.context === 'h5p' && data.action === 'hello') event.source.postMessage({ context: 'h5p', action: 'hello' }, '*');
    if (data && data.context === 'h5p' && data.action === 'prepareResize') event.source.postMessage({ context: 'h5p', action: 'resizePrepared' }, '*');
  });
</script>
<iframe src="${baseURL}${embed.path}" title="${embed.title}" width="${embed.width ?? 900}" height="${embed.height ?? 700}" style="border:0;display:block"></iframe>
</body></html>`,
    }),
  );
  await page.goto(lesson);
  return () => page.evaluate(() => (window as unknown as { heard: FrameMessage[] }).heard);
}
