import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../env';
import { app } from '../index';
import { pageCsp } from './headers';

const ORIGIN = 'http://verse.test';
const json = { 'Content-Type': 'application/json' };

describe('X-Content-Type-Options: nosniff on every API answer', () => {
  const answers: [string, () => Promise<Response>, number][] = [
    ['a plain GET', () => SELF.fetch(`${ORIGIN}/api/config`), 200],
    ['an unknown call', () => SELF.fetch(`${ORIGIN}/api/nothing-here`), 404],
    ['a refused body', () => SELF.fetch(`${ORIGIN}/api/getAvailabilityV2`, { method: 'POST', headers: json, body: '{' }), 400],
    ['a failed bot check', () => SELF.fetch(`${ORIGIN}/api/getAvailabilityV2`, { method: 'POST', headers: json, body: '{}' }), 403],
    ['a wrong content type', () => SELF.fetch(`${ORIGIN}/api/intakeForms`, { method: 'POST', body: 'x' }), 415],
    ['a cross-origin account call', () => SELF.fetch(`${ORIGIN}/api/auth/logout`, { method: 'POST', headers: { Origin: 'https://evil.example' } }), 403],
    ['a CORS preflight', () => SELF.fetch(`${ORIGIN}/api/holdSlot`, { method: 'OPTIONS', headers: { Origin: 'https://partner.example' } }), 204],
    ['an error a handler throws', () => SELF.fetch(`${ORIGIN}/api/releaseSlot`, { method: 'POST', headers: json, body: '{"lockId":"gone"}' }), 404],
    ['the outbox', () => SELF.fetch(`${ORIGIN}/api/dev/outbox`), 200],
    ['the OpenAPI document', () => SELF.fetch(`${ORIGIN}/api/openapi.json`), 200],
    [
      'a server refusing to serve a bad configuration',
      async () => app.request('/api/config', {}, { ...(env as Bindings), ENVIRONMENT: 'production', BOT_CHECK: 'local' }),
      503,
    ],
  ];
  it.each(answers)('%s', async (_name, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

const directives = (csp: string) =>
  Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
const google = /google|gstatic|doubleclick/;

describe('the page CSP names Google only for what is configured', () => {
  const local = { BOT_CHECK: 'local' } as Bindings;
  const recaptcha = { BOT_CHECK: 'recaptcha' } as Bindings;

  it('names no Google host with the local bot check and no tag IDs (npm start, tests)', async () => {
    expect(pageCsp(local, { framable: false })).not.toMatch(google);
    const served = (await SELF.fetch(`${ORIGIN}/`)).headers.get('Content-Security-Policy')!;
    expect(served).not.toMatch(google);
    expect(directives(served)['script-src']).toEqual(["'self'"]);
  });

  it('names reCAPTCHA, and only reCAPTCHA, when the bot check is reCAPTCHA and no tag is configured', () => {
    const csp = directives(pageCsp(recaptcha, { framable: false }));
    expect(csp['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(csp['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/googletagmanager|google-analytics|doubleclick/);
  });

  it.each(['VERSE_GA4_ID', 'VERSE_GTM_ID', 'VERSE_ADS_ID'])('names the tag hosts once %s is set', (name) => {
    const csp = directives(pageCsp({ ...recaptcha, [name]: 'X-TEST123' }, { framable: false }));
    expect(csp['script-src']).toContain('https://www.googletagmanager.com');
    expect(csp['connect-src']).toContain('https://www.google-analytics.com');
    expect(csp['script-src']).toContain('https://www.google.com/recaptcha/');
  });

  it('ignores an empty tag ID', () => {
    expect(pageCsp({ ...local, VERSE_GA4_ID: '', VERSE_GTM_ID: ' ' }, { framable: false })).not.toMatch(google);
  });

  it('keeps the rest of the policy: no inline script, framing only for /embed/*', () => {
    const page = directives(pageCsp(recaptcha, { framable: false }));
    const embed = directives(pageCsp(recaptcha, { framable: true }));
    expect(page['frame-ancestors']).toEqual(["'none'"]);
    expect(embed['frame-ancestors']).toEqual(['*']);
    for (const csp of [page, embed]) {
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
    }
  });
});
