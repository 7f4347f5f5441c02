import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

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

  it('/embed/*: any site may frame the tool; the rest of the policy holds', async () => {
    const response = await SELF.fetch('https://verse.example/embed/booking');
    const csp = directives(response.headers.get('Content-Security-Policy'));
    expect(csp['frame-ancestors']).toEqual(['*']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(response.headers.get('X-Frame-Options')).toBeNull();
  });

  it('no HSTS on this machine, where the site is plain http', async () => {
    const response = await SELF.fetch('http://127.0.0.1/');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    expect(directives(response.headers.get('Content-Security-Policy'))['frame-ancestors']).toEqual(["'none'"]);
  });
});
