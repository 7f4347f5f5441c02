// What VERSE's LTI pages and calls bound, tried through HTTP as a client (or a hostile platform)
// would: outbound requests (time, size, redirects, addresses), the size of the forms posted to
// /lti/*, the rate of registrations, logins and scores, and the platform's access token reused
// until it expires.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Bindings } from '../env';
import worker from '../index';
import { readFormAtMost } from '../http/body';
import { boundedFetch, OUTBOUND_MAX_BYTES, OUTBOUND_TIMEOUT_MS, OutboundError } from '../http/outbound';
import { PLATFORM, TestPlatform, TOOL } from '../../test/lti-platform';
import { addPlatform, launched, launchClaims, login, postLaunch, sendScore } from '../../test/lti-flow';
import { lazyBody } from '../../test/streams';
import { now, setClock } from '../time/clock';
import { deliverScores } from './scores';
import { forgetPlatformKeys } from './platform-keys';
import { limitKey, LTI_LIMITS, MAX_LIVE_LOGINS } from './limits';

let platform: TestPlatform;
/** Every address a hostile platform made VERSE ask for, in order. */
const asked: string[] = [];
/** Bytes the endless answer gave before VERSE stopped reading. */
let streamed = 0;

const SECRET = 'internal-stack-trace-of-the-platform';

/** Hosts that misbehave: one never answers, one answers without end, one bounces, one fails loudly. */
function hostile(request: Request): Promise<Response> | null {
  const url = new URL(request.url);
  if (!url.hostname.endsWith('.hostile.test')) return null;
  asked.push(request.url);
  switch (url.hostname) {
    case 'slow.hostile.test':
      // Holds the connection open (a real wait, so the runtime sees work pending) until VERSE lets go.
      return new Promise((resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
        void scheduler.wait(60_000).then(() => resolve(new Response('{}')));
      });
    case 'huge.hostile.test': {
      const chunk = new TextEncoder().encode(`{"keys":[${'0,'.repeat(511)}`.slice(0, 1024));
      return Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>(
            {
              pull(controller) {
                if (streamed >= 30 * 1024 * 1024) return controller.close();
                controller.enqueue(chunk);
                streamed += chunk.byteLength;
              },
            },
            { highWaterMark: 0 },
          ),
          { headers: { 'Content-Type': 'application/json' } },
        ),
      );
    }
    case 'bounce.hostile.test':
      return Promise.resolve(new Response(null, { status: 302, headers: { Location: 'https://elsewhere.hostile.test/.well-known/openid-configuration' } }));
    case 'loud.hostile.test':
      return Promise.resolve(new Response(SECRET, { status: 500 }));
    default:
      return Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
  }
}

beforeAll(async () => {
  platform = await TestPlatform.start();
  const spy = globalThis.fetch as unknown as MockInstance<typeof fetch>;
  const inner = spy.getMockImplementation()!;
  spy.mockImplementation((input, init) => hostile(new Request(input, init)) ?? inner(input, init));
  await addPlatform();
});
afterAll(() => platform.stop());
afterEach(() => {
  vi.useRealTimers();
  setClock(null);
});

const registerWith = (configuration: string, client: string, bindings?: Partial<Bindings>) => {
  const request = new Request(`${TOOL}/lti/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client },
    body: new URLSearchParams({ openid_configuration: configuration, registration_token: 'reg-token-1', registered_by: 'Pat Admin, Test District' }),
  });
  if (!bindings) return SELF.fetch(request);
  return worker.fetch(request, { ...env, ...bindings } as Bindings, createExecutionContext());
};

describe('outbound requests', () => {
  it('give up on a platform that never answers after the time limit, with a sentence', async () => {
    // The helper itself, called here: the runtime lets only the request's own context move its timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: unknown = 'pending';
    const call = boundedFetch(env as Bindings, 'https://slow.hostile.test/.well-known/openid-configuration').then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(OUTBOUND_TIMEOUT_MS - 100);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    await call;
    expect(outcome).toBeInstanceOf(OutboundError);
    expect((outcome as Error).message).toBe('did not answer within 5 seconds');
  });

  it('stop reading an answer past the size cap', async () => {
    streamed = 0;
    const response = await registerWith('https://huge.hostile.test/.well-known/openid-configuration', '203.0.113.2');
    expect(response.status).toBe(502);
    expect(streamed).toBeGreaterThan(0);
    expect(streamed).toBeLessThanOrEqual(OUTBOUND_MAX_BYTES + 4 * 1024);
  });

  it('follow no redirect to another origin', async () => {
    const response = await registerWith('https://bounce.hostile.test/.well-known/openid-configuration', '203.0.113.3');
    expect(response.status).toBe(502);
    expect(asked).not.toContain('https://elsewhere.hostile.test/.well-known/openid-configuration');
  });

  it('never show the platform’s status or body to whoever opened the page', async () => {
    const response = await registerWith('https://loud.hostile.test/.well-known/openid-configuration', '203.0.113.4');
    const html = await response.text();
    expect(html).not.toContain(SECRET);
    expect(html).not.toMatch(/\b500\b/);
  });

  it('in production go only to public https addresses', async () => {
    // Production knows no clock setting: the test run's is left out.
    const production = { ENVIRONMENT: 'production', DEV_CLOCK_OFFSET_MS: undefined };
    const before = asked.length;
    const platformFetches = platform.received.length;
    for (const address of ['https://10.1.2.3/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://[::ffff:127.0.0.1]/x', 'https://169.254.169.254/latest', 'https://localhost/x', 'https://lms.internal/x', 'https://0x7f000001/x']) {
      const response = await registerWith(address, '203.0.113.5', production);
      expect(response.status, address).toBe(400);
      expect(await response.text(), address).toContain('must be a public internet address');
    }
    const http = await registerWith('http://lms.example/x', '203.0.113.6', production);
    expect(await http.text()).toContain('must use https');
    // A public address is fetched; its redirect to another origin is not followed.
    expect((await registerWith('https://bounce.hostile.test/.well-known/openid-configuration', '203.0.113.6', production)).status).toBe(502);
    expect(asked.slice(before)).toEqual(['https://bounce.hostile.test/.well-known/openid-configuration']);
    expect(platform.received.length).toBe(platformFetches);
  });

  it('bound the platform’s key set: a launch whose keys never end is refused, reading at most the cap', async () => {
    forgetPlatformKeys();
    // Its endpoints on its own host, as staff may add them; every answer of that host is endless.
    await addPlatform({ issuer: 'https://huge.hostile.test', clientId: 'keys-client', authEndpoint: 'https://huge.hostile.test/auth', tokenEndpoint: 'https://huge.hostile.test/token', jwksUri: 'https://huge.hostile.test/jwks' });
    const l = await login({ iss: 'https://huge.hostile.test', client_id: 'keys-client' });
    streamed = 0;
    const response = await postLaunch(l, await platform.idToken(launchClaims(l, { iss: 'https://huge.hostile.test', aud: 'keys-client' })));
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain('The platform’s key set answered with more than VERSE reads.');
    expect(streamed).toBeLessThanOrEqual(OUTBOUND_MAX_BYTES + 4 * 1024);
  });
});

/** A form body of `total` bytes in 64 KB chunks, made only as it is read; `sent()` says how much was. */
const formBody = (total: number) => lazyBody(new TextEncoder().encode('id_token=' + 'a'.repeat(64 * 1024 - 9)), total);

const THIRTY_MB = 480 * 64 * 1024;

function largeRequest(path: string, { declared }: { declared: boolean }, client = '203.0.113.40') {
  const body = formBody(THIRTY_MB);
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': client };
  if (declared) headers['Content-Length'] = String(THIRTY_MB);
  return { request: new Request(`${TOOL}${path}`, { method: 'POST', headers, body: body.stream, duplex: 'half' } as RequestInit), sent: body.sent };
}

async function postLarge(path: string, options: { declared: boolean }, client?: string) {
  const { request, sent } = largeRequest(path, options, client);
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env as Bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { response, sent: sent() };
}

describe('forms posted to /lti/*', () => {
  it.each(['/lti/launch', '/lti/register', '/lti/login', '/lti/deep-link'])('%s: a 30 MB form is refused (413), never kept', async (path) => {
    for (const declared of [true, false]) {
      const { response } = await postLarge(path, { declared });
      expect(response.status).toBe(413);
      expect(await response.text()).toContain('more than a launch or a registration ever holds');
    }
  });

  it('are refused by their declared length before a byte is read, and by what arrives past the cap', async () => {
    const declared = largeRequest('/lti/launch', { declared: true });
    expect(await readFormAtMost(declared.request, 64 * 1024)).toBe('too-large');
    expect(declared.sent()).toBe(0);
    const chunked = largeRequest('/lti/launch', { declared: false });
    expect(await readFormAtMost(chunked.request, 64 * 1024)).toBe('too-large');
    expect(chunked.sent()).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('a registration over the limit is refused before its form is read', async () => {
    for (let i = 0; i < LTI_LIMITS.register.max; i++) expect((await registerWith('https://ok.hostile.test/c', '203.0.113.41')).status).not.toBe(429);
    const fetched = asked.length;
    // A 30 MB form from this address: 429, not 413: the limit answered before the form was looked at.
    const { response } = await postLarge('/lti/register', { declared: true }, '203.0.113.41');
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(asked.length).toBe(fetched);
  });
});

describe('logins', () => {
  const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM lti_login_states').first<{ n: number }>())!.n;

  it('are limited per address, before anything is looked up or written', async () => {
    const client = '203.0.113.50';
    const seconds = Math.floor(now().getTime() / 1000);
    const windowStart = seconds - (seconds % LTI_LIMITS.login.windowSeconds);
    await env.DB.prepare('INSERT INTO lead_rate_limits (bucket, client, window_start, hits) VALUES (?, ?, ?, ?)')
      .bind(LTI_LIMITS.login.bucket, await limitKey(client), windowStart, LTI_LIMITS.login.max)
      .run();
    const before = await count();
    const refused = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: 'https://platform.test', login_hint: 'x', target_link_uri: `${TOOL}/lti/launch` })}`, { redirect: 'manual', headers: { 'CF-Connecting-IP': client } });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many activities were opened from this connection');
    expect(await count()).toBe(before);
    // Another address of the same school platform still logs in.
    expect((await login({}, '203.0.113.51')).state).toBeTruthy();
  });

  it('leave a bounded number of rows: a platform with the most logins in progress waits', async () => {
    const platformId = (await env.DB.prepare("SELECT id FROM lti_platforms WHERE issuer = 'https://platform.test'").first<{ id: string }>())!.id;
    const live = (await env.DB.prepare('SELECT COUNT(*) AS n FROM lti_login_states WHERE platform_id = ?').bind(platformId).first<{ n: number }>())!.n;
    const before = await count();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO lti_login_states (state, platform_id, nonce, target_link_uri, binding_hash, expires_at)
       SELECT 'filler-' || i, ?, 'n', 'x', 'h', ? FROM n`,
    )
      .bind(MAX_LIVE_LOGINS - live, platformId, new Date(now().getTime() + 600_000).toISOString())
      .run();
    const refused = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: 'https://platform.test', login_hint: 'x', target_link_uri: `${TOOL}/lti/launch` })}`, { redirect: 'manual', headers: { 'CF-Connecting-IP': '203.0.113.52' } });
    expect(refused.status).toBe(503);
    expect(await count()).toBe(before + MAX_LIVE_LOGINS - live);
    await env.DB.prepare("DELETE FROM lti_login_states WHERE state LIKE 'filler-%'").run();
  });
});

describe('scores', () => {
  const tokenRequests = () => platform.requestsTo('/token').length;

  // First of the scores: no score before it has asked for a token.
  it('reuse the platform’s access token until it expires, and ask again once the platform refuses it', async () => {
    const token = await launched(platform, '203.0.113.62');
    const before = tokenRequests();
    const posts = () => platform.requestsTo('/courses/7/lineitems/42/scores').length;
    const postsBefore = posts();
    for (const attempt of ['attempt-reuse-1', 'attempt-reuse-2', 'attempt-reuse-3']) {
      expect((await sendScore(token, { attempt, scoreGiven: 2, scoreMaximum: 2 }, '203.0.113.62')).status).toBe(202);
    }
    await vi.waitFor(() => expect(posts()).toBe(postsBefore + 3));
    expect(tokenRequests()).toBe(before + 1);
    // Kept sealed, never as the token itself.
    const kept = await env.DB.prepare('SELECT sealed_token FROM lti_access_tokens').first<{ sealed_token: string }>();
    expect(kept!.sealed_token).toMatch(/^aesgcm:/);
    // The platform forgets its tokens: one score fails, the next delivery asks for a new token.
    platform.tokens.clear();
    expect((await sendScore(token, { attempt: 'attempt-reuse-4', scoreGiven: 2, scoreMaximum: 2 }, '203.0.113.62')).status).toBe(202);
    await vi.waitFor(async () => expect((await env.DB.prepare("SELECT attempts FROM lti_scores WHERE attempt = 'attempt-reuse-4'").first<{ attempts: number }>())!.attempts).toBe(1));
    const reusedAt = now().getTime();
    setClock(new Date(reusedAt + 3 * 60_000));
    await deliverScores(env);
    // Three, the one refused with the forgotten token, and the same attempt again with a new token.
    expect(posts()).toBe(postsBefore + 5);
    expect(tokenRequests()).toBe(before + 2);
    // An hour later the kept token has expired: a new one.
    setClock(new Date(reusedAt + 65 * 60_000));
    expect((await sendScore(token, { attempt: 'attempt-reuse-5', scoreGiven: 2, scoreMaximum: 2 }, '203.0.113.62')).status).toBe(202);
    await vi.waitFor(() => expect(posts()).toBe(postsBefore + 6));
    expect(tokenRequests()).toBe(before + 3);
  });

  it('are limited per launch; the same attempt again counts nothing', async () => {
    const token = await launched(platform, '203.0.113.60');
    for (let i = 0; i < LTI_LIMITS.scoreLaunch.max; i++) {
      expect((await sendScore(token, { attempt: `attempt-limit-${i}`, scoreGiven: 1, scoreMaximum: 2 }, '203.0.113.60')).status).toBe(202);
    }
    expect((await sendScore(token, { attempt: 'attempt-limit-0', scoreGiven: 1, scoreMaximum: 2 }, '203.0.113.60')).status).toBe(200);
    const refused = await sendScore(token, { attempt: 'attempt-limit-over', scoreGiven: 1, scoreMaximum: 2 }, '203.0.113.60');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Too many scores were sent from this activity in the last few minutes. Finish a round, then try again later.' });
    // Another launch from the same address is not held back by this one.
    expect((await sendScore(await launched(platform, '203.0.113.60'), { attempt: 'attempt-other-launch', scoreGiven: 1, scoreMaximum: 2 }, '203.0.113.60')).status).toBe(202);
  });

  it('are limited per address', async () => {
    const client = '203.0.113.61';
    const seconds = Math.floor(now().getTime() / 1000);
    const windowStart = seconds - (seconds % LTI_LIMITS.scoreClient.windowSeconds);
    await env.DB.prepare('INSERT INTO lead_rate_limits (bucket, client, window_start, hits) VALUES (?, ?, ?, ?)')
      .bind(LTI_LIMITS.scoreClient.bucket, await limitKey(client), windowStart, LTI_LIMITS.scoreClient.max)
      .run();
    const token = await launched(platform, client);
    expect((await sendScore(token, { attempt: 'attempt-client-over', scoreGiven: 1, scoreMaximum: 2 }, client)).status).toBe(429);
  });

  it('send an attempt once, however often the page reports it at the same moment', async () => {
    const token = await launched(platform, '203.0.113.63');
    const sentBefore = platform.requestsTo('/courses/7/lineitems/42/scores').length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendScore(token, { attempt: 'attempt-once-1', scoreGiven: 1, scoreMaximum: 1 }, '203.0.113.63')));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    await Promise.all([deliverScores(env), deliverScores(env)]);
    await vi.waitFor(async () => expect((await env.DB.prepare("SELECT status FROM lti_scores WHERE attempt = 'attempt-once-1'").first<{ status: string }>())!.status).toBe('sent'));
    expect(platform.requestsTo('/courses/7/lineitems/42/scores').length).toBe(sentBefore + 1);
  });
});
