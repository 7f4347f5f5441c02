import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../index';
import { BOT_CHECK_FAILED, botCheckMisconfiguration, SITEVERIFY_URL, verifyBotToken } from './bot-check';

const production = {
  BOT_CHECK: 'recaptcha',
  BOT_CHECK_MIN_SCORE: '0.5',
  BOT_CHECK_HOSTNAMES: 'verse.example, www.verse.example',
  RECAPTCHA_SECRET: 'test-secret',
};

/** A stand-in for Google's siteverify that records what it was asked. */
function siteverify(answer: Record<string, unknown> | Error, status = 200) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fetcher = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: new URLSearchParams(init?.body as URLSearchParams) });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { status });
  }) as typeof fetch;
  return { fetcher, calls };
}

const human = { success: true, score: 0.9, action: 'contact_form', hostname: 'verse.example' };

describe('verifyBotToken, reCAPTCHA v3', () => {
  it('accepts success, the same action, a score at the minimum and an allowed hostname', async () => {
    const { fetcher, calls } = siteverify({ ...human, score: 0.5, hostname: 'WWW.verse.example' });
    expect(await verifyBotToken(production, 'token-1', 'contact_form', '203.0.113.9', fetcher)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(SITEVERIFY_URL);
    expect(Object.fromEntries(calls[0]!.body)).toEqual({ secret: 'test-secret', response: 'token-1', remoteip: '203.0.113.9' });
  });

  it.each([
    ['failure', { ...human, success: false }],
    ['another action', { ...human, action: 'login' }],
    ['a score below the minimum', { ...human, score: 0.49 }],
    ['no score', { success: true, action: 'contact_form', hostname: 'verse.example' }],
    ['a hostname not allowed', { ...human, hostname: 'evil.example' }],
  ])('refuses %s', async (_case, answer) => {
    expect(await verifyBotToken(production, 'token-1', 'contact_form', undefined, siteverify(answer).fetcher)).toBe(false);
  });

  it('refuses when siteverify cannot be asked or answers badly', async () => {
    expect(await verifyBotToken(production, 't', 'contact_form', undefined, siteverify(new Error('offline')).fetcher)).toBe(false);
    expect(await verifyBotToken(production, 't', 'contact_form', undefined, siteverify(human, 502).fetcher)).toBe(false);
  });

  it('never asks without a token or without the secret', async () => {
    const { fetcher, calls } = siteverify(human);
    expect(await verifyBotToken(production, '', 'contact_form', undefined, fetcher)).toBe(false);
    expect(await verifyBotToken(production, undefined, 'contact_form', undefined, fetcher)).toBe(false);
    expect(await verifyBotToken(production, 'x'.repeat(5000), 'contact_form', undefined, fetcher)).toBe(false);
    expect(await verifyBotToken({ ...production, RECAPTCHA_SECRET: undefined }, 't', 'contact_form', undefined, fetcher)).toBe(false);
    expect(calls).toHaveLength(0);
  });
});

describe('verifyBotToken, local mode', () => {
  const local = { ...production, BOT_CHECK: 'local' };
  it('accepts exactly local:<action>, for that action only', async () => {
    expect(await verifyBotToken(local, 'local:intake_form', 'intake_form')).toBe(true);
    expect(await verifyBotToken(local, 'local:intake_form', 'contact_form')).toBe(false);
    expect(await verifyBotToken(local, 'local:intake_form ', 'intake_form')).toBe(false);
  });
});

describe('configuration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses the local check in production, and reCAPTCHA without its secret', () => {
    const base = env as unknown as Parameters<typeof botCheckMisconfiguration>[0];
    expect(botCheckMisconfiguration({ ...base, ENVIRONMENT: 'production', BOT_CHECK: 'local' })).toMatch(/refused/);
    expect(botCheckMisconfiguration({ ...base, ENVIRONMENT: 'production', BOT_CHECK: 'recaptcha', RECAPTCHA_SECRET: undefined })).toMatch(/RECAPTCHA_SECRET/);
    expect(botCheckMisconfiguration({ ...base, ENVIRONMENT: 'production', BOT_CHECK: 'recaptcha', RECAPTCHA_SECRET: 's' })).toBeNull();
    expect(botCheckMisconfiguration({ ...base, ENVIRONMENT: 'development', BOT_CHECK: 'local' })).toBeNull();
  });

  it('answers every API call with 503, not with a forgeable check, when production runs the local one', async () => {
    const response = await app.request(
      '/api/getAvailabilityV2',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ recaptchaToken: 'local:consultation_booking' }) },
      { ...env, ENVIRONMENT: 'production', BOT_CHECK: 'local' },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The service is not configured correctly. Please try again later.' });
  });

  it('in reCAPTCHA mode, a call goes through only with a token siteverify vouches for', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      expect(String(input instanceof Request ? input.url : input)).toBe(SITEVERIFY_URL);
      return new Response(JSON.stringify({ ...human, action: 'consultation_booking' }));
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Production knows no clock setting: the test run's is left out.
    const recaptchaEnv = { ...env, ENVIRONMENT: 'production', ...production, MANAGE_LINK_KEY: 'dGVzdC1tYW5hZ2UtbGluay1rZXktMzItYnl0ZXMhIQ==', DEV_CLOCK_OFFSET_MS: undefined };
    const body = (token: string) =>
      JSON.stringify({ startDateISO: '2026-12-01', endDateISO: '2026-12-02', recaptchaToken: token });
    const ok = await app.request('/api/getAvailabilityV2', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body('google-token') }, recaptchaEnv);
    expect(ok.status).toBe(200);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    fetchSpy.mockImplementation(async () => new Response(JSON.stringify({ ...human, action: 'consultation_booking', score: 0.1 })));
    const refused = await app.request('/api/getAvailabilityV2', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body('bot-token') }, recaptchaEnv);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: BOT_CHECK_FAILED });
  });
});
