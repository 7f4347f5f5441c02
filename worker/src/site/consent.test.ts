import { describe, expect, it } from 'vitest';
import { bannerLeftOut, bannerWanted, withBannerFor } from './consent';

const HEAD =
  '<link rel="stylesheet" href="/assets/site-1.css"><link rel="preload" href="/site/first-screen/verse-consent-banner-3dSy.css" as="style">' +
  '<link rel="preload" href="/site/first-screen/verse-grammar-0wbl.css" as="style">';
const PAGE =
  `<!doctype html><html><head>${HEAD}</head><body><div id="app"><a href="#main">Skip</a>` +
  '<verse-consent-banner privacy-url="/privacy"><template shadowrootmode="open"><link rel="stylesheet" href="/site/first-screen/verse-consent-banner-3dSy.css"><section hidden inert class="bar"><h2>Cookies and your privacy</h2></section></template></verse-consent-banner>' +
  '<main id="main"><h1>Reading help</h1></main></div></body></html>';

const page = () => new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"f1cc0088"' } });
const opened = (headers: Record<string, string>) => new Headers({ 'Sec-Fetch-Dest': 'document', ...headers });

describe('the cookie banner in a page', () => {
  it('stays for a browser opening the page for a visitor who has not answered', async () => {
    const response = withBannerFor('/dyslexia', opened({ Cookie: 'verse_session=abc' }), page());
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.get('Vary')).toBe('Cookie, Sec-Fetch-Dest');
    expect(response.headers.get('ETag')).toBe('"f1cc0088"');
  });

  it('stays when the browser does not say what it fetches (older browsers)', async () => {
    expect(await withBannerFor('/dyslexia', new Headers(), page()).text()).toBe(PAGE);
  });

  it('is left out for a visitor who has answered, the rest of the page whole', async () => {
    const response = withBannerFor('/dyslexia', opened({ Cookie: 'a=1; verse-consent=chosen; b=2' }), page());
    const html = await response.text();
    expect(html).not.toContain('<template');
    expect(html).not.toContain('Cookies and your privacy');
    expect(html).toContain('<verse-consent-banner privacy-url="/privacy"></verse-consent-banner><main id="main"><h1>Reading help</h1></main>');
    // Nor is its stylesheet asked for early; the page's own and a tool's first screen's still are.
    expect(html).toContain('<head><link rel="stylesheet" href="/assets/site-1.css"><link rel="preload" href="/site/first-screen/verse-grammar-0wbl.css" as="style"></head>');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Vary')).toBe('Cookie, Sec-Fetch-Dest');
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('is left out of a page fetched by anything but the browser opening it (the service worker keeping its copy)', async () => {
    expect(bannerWanted(new Headers({ 'Sec-Fetch-Dest': 'empty' }))).toBe(false);
    expect(bannerWanted(new Headers({ 'Sec-Fetch-Dest': 'iframe' }))).toBe(false);
    expect(await withBannerFor('/dyslexia', new Headers({ 'Sec-Fetch-Dest': 'empty' }), page()).text()).not.toContain('<template');
  });

  it('reads only its own cookie with its own value', () => {
    expect(bannerWanted(opened({ Cookie: 'verse-consent=' }))).toBe(true);
    expect(bannerWanted(opened({ Cookie: 'not-verse-consent=chosen' }))).toBe(true);
    expect(bannerWanted(opened({ Cookie: 'verse-consent=chosen' }))).toBe(false);
  });

  it('leaves what is not a page untouched', async () => {
    const script = new Response('export {}', { headers: { 'Content-Type': 'text/javascript' } });
    const out = withBannerFor('/dyslexia', opened({ Cookie: 'verse-consent=chosen' }), script);
    expect(out).toBe(script);
  });

  it('is not in question on a page made for children: served as built, to every visitor, keeping its ETag', async () => {
    const built = '<!doctype html><html><head></head><body><div id="app"><main id="main"><verse-grammar></verse-grammar></main></div></body></html>';
    for (const path of ['/student-apps', '/student-apps/grammar', '/play/AB12CD34', '/embed/letter-tiles']) {
      for (const cookie of ['', 'verse-consent=chosen']) {
        expect(bannerLeftOut(path, opened({ Cookie: cookie }))).toBe(false);
        const built_ = new Response(built, { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"e1"' } });
        const response = withBannerFor(path, opened({ Cookie: cookie }), built_);
        expect(response).toBe(built_);
        expect(response.headers.get('ETag')).toBe('"e1"');
      }
    }
    expect(bannerLeftOut('/dyslexia', opened({ Cookie: 'verse-consent=chosen' }))).toBe(true);
  });
});
