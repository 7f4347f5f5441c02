import { describe, expect, it } from 'vitest';
import { withSignedOutMarkupFor } from './signed-out';

const PAGE =
  '<!doctype html><html><head></head><body><div id="app"><main id="main"><section class="band portal"><div class="wrap"><h1>Teacher Portal</h1>' +
  '<div data-signed-out=""><div class="auth-card teacher-auth"><h2>Sign in to the Teacher Portal</h2><form><input name="email"></form></div></div>' +
  '</div></section></main><footer>About VERSE</footer></div></body></html>';

const page = (headers: Record<string, string> = {}) => new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"7e1a"', ...headers } });

describe('markup drawn for a visitor who is not signed in', () => {
  it('stays, untouched, for a browser holding no session', async () => {
    const response = withSignedOutMarkupFor(false, page());
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.get('ETag')).toBe('"7e1a"');
  });

  it('is left out for a browser holding a session, the rest of the page whole', async () => {
    const response = withSignedOutMarkupFor(true, page());
    const html = await response.text();
    expect(html).not.toContain('Sign in to the Teacher Portal');
    expect(html).not.toContain('data-signed-out');
    expect(html).toContain('<div class="wrap"><h1>Teacher Portal</h1></div></section></main><footer>About VERSE</footer>');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('ETag')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Cookie');
  });

  it('names the cookie in Vary once, beside what the page already varies by', async () => {
    expect(withSignedOutMarkupFor(true, page({ Vary: 'Cookie, Sec-Fetch-Dest' })).headers.get('Vary')).toBe('Cookie, Sec-Fetch-Dest');
    expect(withSignedOutMarkupFor(true, page({ Vary: 'Accept-Encoding' })).headers.get('Vary')).toBe('Accept-Encoding, Cookie');
  });

  it('leaves what is not a page untouched', () => {
    const script = new Response('export {}', { headers: { 'Content-Type': 'text/javascript' } });
    expect(withSignedOutMarkupFor(true, script)).toBe(script);
  });
});
