import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../env';
import worker from '../index';

const directives = (csp: string | null) =>
  Object.fromEntries((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('security headers of site pages', () => {
  it('a page: CSP without inline script, never framed, HSTS for a year on the production host', async () => {
    const response = await SELF.fetch('https://verse.example/dyslexia');
    const csp = directives(response.headers.get('Content-Security-Policy'));
    expect(csp['script-src']).toContain("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    const hsts = response.headers.get('Strict-Transport-Security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('/thank-you/*: the gate first in the head, inline, is the one inline script allowed, and only there', async () => {
    const { GATE_SCRIPT_HASH } = await import('../../../contract/generated/thank-you-gate');
    for (const path of ['/thank-you/intake', '/thank-you/contact', '/thank-you/consultation']) {
      const csp = directives((await SELF.fetch(`https://verse.example${path}`)).headers.get('Content-Security-Policy'));
      expect(csp['script-src'], path).toEqual(["'self'", GATE_SCRIPT_HASH]);
    }
    expect(directives((await SELF.fetch('https://verse.example/dyslexia')).headers.get('Content-Security-Policy'))['script-src']).toEqual(["'self'"]);
  });

  it('/embed/*: any site may frame the tool; the rest of the policy holds', async () => {
    const response = await SELF.fetch('https://verse.example/embed/booking');
    const csp = directives(response.headers.get('Content-Security-Policy'));
    expect(csp['frame-ancestors']).toEqual(['*']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(response.headers.get('X-Frame-Options')).toBeNull();
  });

  it('/sw.js, the tools\' service worker: checked with the server on every update, never kept stale', async () => {
    const response = await SELF.fetch('https://verse.example/sw.js');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Service-Worker-Allowed')).toBe('/');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('/play/<code> and /embed/play/<code>: a shared game; only the embed is framable, and neither sends its code on as a referrer', async () => {
    const play = await SELF.fetch('https://verse.example/play/DEM0A7Q2');
    expect(directives(play.headers.get('Content-Security-Policy'))['frame-ancestors']).toEqual(["'none'"]);
    const embed = await SELF.fetch('https://verse.example/embed/play/DEM0A7Q2');
    expect(directives(embed.headers.get('Content-Security-Policy'))['frame-ancestors']).toEqual(['*']);
    expect(embed.headers.get('X-Frame-Options')).toBeNull();
    for (const response of [play, embed]) {
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    }
  });

  it('no HSTS on this machine, where the site is plain http', async () => {
    const response = await SELF.fetch('http://127.0.0.1/');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    expect(directives(response.headers.get('Content-Security-Policy'))['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('a body sent to a page', () => {
  it('is read off before the answer, not passed on to the static files', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent >= 20 * 1024) return controller.close();
          controller.enqueue(chunk);
          sent += chunk.byteLength;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('http://127.0.0.1/start-here', { method: 'POST', body, duplex: 'half' } as RequestInit);
    // What the static files answer depends on the build (405 for a built page); the body, sent on
    // to them, would be left unread there.
    const response = await worker.fetch(request, env as Bindings, createExecutionContext());
    expect(response.status).toBeLessThan(500);
    expect(sent).toBe(20 * 1024);
  });
});

describe('a page the browser holds from an earlier visit', () => {
  const PAGE =
    '<!doctype html><html><head></head><body><div id="app"><verse-consent-banner><template shadowrootmode="open"><p>Cookies and your privacy</p></template></verse-consent-banner>' +
    '<main><h1>Teacher Portal</h1><div data-signed-out=""><h2>Sign in to the Teacher Portal</h2></div></main></div></body></html>';
  /** The static files: the page with its ETag, or "not modified" when asked with that ETag. */
  const files = (asked: Headers[]) =>
    ({
      fetch: async (request: Request) => {
        asked.push(new Headers(request.headers));
        if (request.headers.get('If-None-Match') === '"page-1"') return new Response(null, { status: 304, headers: { ETag: '"page-1"' } });
        return new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"page-1"' } });
      },
    }) as unknown as Fetcher;
  const open = async (cookie: string) => {
    const asked: Headers[] = [];
    const request = new Request('http://127.0.0.1/teacher-portal', { headers: { 'Sec-Fetch-Dest': 'document', 'If-None-Match': '"page-1"', Cookie: cookie } });
    const response = await worker.fetch(request, { ...(env as Bindings), ASSETS: files(asked) }, createExecutionContext());
    return { response, asked: asked[0]! };
  };

  it('is "not modified" when it would be served unchanged (no session, the banner not yet answered)', async () => {
    const { response, asked } = await open('');
    expect(response.status).toBe(304);
    expect(asked.get('If-None-Match')).toBe('"page-1"');
  });

  it('is sent whole, without its signed-out markup, to a browser holding a session', async () => {
    const { response, asked } = await open('verse_session=abc');
    expect(asked.has('If-None-Match')).toBe(false);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Teacher Portal</h1></main>');
    expect(html).not.toContain('Sign in to the Teacher Portal');
  });

  it('is sent whole, without the banner, once the banner is answered', async () => {
    const { response, asked } = await open('verse-consent=chosen');
    expect(asked.has('If-None-Match')).toBe(false);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('Cookies and your privacy');
  });
});
