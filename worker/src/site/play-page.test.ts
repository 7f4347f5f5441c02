import { describe, expect, it } from 'vitest';
import { withPlayMarkupFor } from './play-page';

const BOX = '<section class="play-message code-box" data-play="no-code"><h1 id="code-heading" tabindex="-1">Type your code</h1><form><input name="code"></form></section>';
const SPINNER = '<div class="spinner" role="status" data-play="code"><span>Loading the game…</span></div>';
const PAGE = `<!doctype html><html><head></head><body><div id="app"><header class="tool-header">All games</header><main id="main">${BOX}${SPINNER}</main></div></body></html>`;
const page = () => new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"9b2c"' } });

describe('the play page as its address shows it', () => {
  it('/play keeps the box for a code and leaves the spinner out', async () => {
    for (const path of ['/play', '/play/']) {
      const html = await withPlayMarkupFor(path, page()).text();
      expect(html, path).toContain(`<main id="main">${BOX}</main>`);
      expect(html, path).not.toContain('Loading the game');
    }
  });

  it('/play/<code> keeps the spinner until its game loads and never shows the box', async () => {
    for (const path of ['/play/AB12CD34', '/play/AB12CD34/', '/play/offline-shell']) {
      const html = await withPlayMarkupFor(path, page()).text();
      expect(html, path).toContain(`<main id="main">${SPINNER}</main>`);
      expect(html, path).not.toContain('Type your code');
    }
  });

  it('keeps the file’s ETag, which still names the page each address gets', () => {
    expect(withPlayMarkupFor('/play', page()).headers.get('ETag')).toBe('"9b2c"');
  });

  it('leaves every other page, and what is not a page, untouched', async () => {
    expect(await withPlayMarkupFor('/player', page()).text()).toBe(PAGE);
    expect(await withPlayMarkupFor('/embed/play/AB12CD34', page()).text()).toBe(PAGE);
    const script = new Response('export {}', { headers: { 'Content-Type': 'text/javascript' } });
    expect(withPlayMarkupFor('/play/AB12CD34', script)).toBe(script);
  });
});
