// The whole LTI 1.3 flow against a platform of the test suite (worker/test/lti-platform.ts):
// dynamic registration, login and launch, deep linking, scores with the token exchange, and every
// way a launch must be refused with nothing stored.
import { env, SELF } from 'cloudflare:test';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, signedInAs } from '../../test/admin-session';
import { C, CLIENT_ID, DEPLOYMENT_ID, ISSUER, LINEITEM, PLATFORM, TestPlatform, TOOL } from '../../test/lti-platform';
import { now, setClock } from '../time/clock';
import { forgetPlatformKeys } from './platform-keys';
import { deliverScores } from './scores';

let platform: TestPlatform;

const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const stored = async () => ({ sessions: await count('lti_sessions'), nonces: await count('lti_nonces'), scores: await count('lti_scores') });

const REGISTERED_BY = 'Ada Admin, Lincoln School District';

/** The registration form as the LMS administrator posts it, for the platform at `origin`. */
function postRegistration(origin: string = PLATFORM, fields: Record<string, string> = {}, ip = '198.51.100.7'): Promise<Response> {
  return SELF.fetch(`${TOOL}/lti/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip },
    body: new URLSearchParams({ openid_configuration: `${origin}/.well-known/openid-configuration`, registration_token: 'reg-token-1', registered_by: REGISTERED_BY, ...fields }),
  });
}

async function registerPlatform(): Promise<Response> {
  const page = await SELF.fetch(`${TOOL}/lti/register?openid_configuration=${encodeURIComponent(`${PLATFORM}/.well-known/openid-configuration`)}&registration_token=reg-token-1`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Register VERSE with your platform');
  expect(html).toContain(`${TOOL}/lti/login`);
  expect(html).toContain('Your name and school or district');
  return postRegistration();
}

const platformRow = (issuer: string, clientId: string) =>
  env.DB.prepare('SELECT * FROM lti_platforms WHERE issuer = ? AND client_id = ?').bind(issuer, clientId).first<Record<string, unknown>>();

type StaffPlatform = { id: string; issuer: string; clientId: string; approval: string; disabled: boolean; registeredBy: string; product: string; reviewedBy: string | null; createdAt: string };

async function staffPlatforms(cookie: string): Promise<StaffPlatform[]> {
  return ((await (await adminCall('/lti/platforms', { cookie })).json()) as { platforms: StaffPlatform[] }).platforms;
}

type Login = { state: string; nonce: string; cookie: string; location: URL };

/** The platform's login initiation, as the browser follows it to VERSE. */
async function login(params: Record<string, string> = {}): Promise<Login> {
  const query = new URLSearchParams({ iss: ISSUER, login_hint: 'learner-hint', target_link_uri: `${TOOL}/lti/launch`, client_id: CLIENT_ID, lti_deployment_id: DEPLOYMENT_ID, ...params });
  const response = await SELF.fetch(`${TOOL}/lti/login?${query}`, { redirect: 'manual' });
  const cookie = response.headers.get('Set-Cookie') ?? '';
  if (response.status !== 302) return { state: '', nonce: '', cookie: cookie.split(';')[0]!, location: new URL(TOOL) };
  const location = new URL(response.headers.get('Location')!);
  return { state: location.searchParams.get('state')!, nonce: location.searchParams.get('nonce')!, cookie: cookie.split(';')[0]!, location };
}

/** The claims of a resource link launch for `l`, as the platform signs them. */
function launchClaims(l: Login, extra: JWTPayload = {}): JWTPayload {
  const at = Math.floor(now().getTime() / 1000);
  return {
    iss: ISSUER,
    aud: CLIENT_ID,
    sub: 'opaque-learner-17',
    iat: at,
    exp: at + 300,
    nonce: l.nonce,
    name: 'Ada Lovelace',
    email: 'ada@example.edu',
    [C.messageType]: 'LtiResourceLinkRequest',
    [C.version]: '1.3.0',
    [C.deploymentId]: DEPLOYMENT_ID,
    [C.targetLinkUri]: `${TOOL}/lti/launch`,
    [C.resourceLink]: { id: 'link-1', title: 'Whack sh words' },
    [C.custom]: { tool: 'whack-a-mole', list: 'with-sh', time: '30' },
    [C.ags]: { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitem: LINEITEM },
    ...extra,
  };
}

function launch(l: Login, idToken: string, cookie: string | null = l.cookie, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return SELF.fetch(`${TOOL}/lti/launch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: new URLSearchParams({ id_token: idToken, state: l.state, ...extra }),
  });
}

const tokenOf = (html: string) => /"token":"([\w-]+)"/.exec(html)?.[1] ?? /name="session" value="([\w-]+)"/.exec(html)?.[1];

async function toolKeys(): Promise<JSONWebKeySet> {
  return (await (await SELF.fetch(`${TOOL}/lti/jwks`)).json()) as JSONWebKeySet;
}

beforeAll(async () => {
  platform = await TestPlatform.start();
});
afterAll(() => platform.stop());

describe('dynamic registration', () => {
  it('posts VERSE’s registration with the token, keeps the answer waiting for staff, and tells the opener to close', async () => {
    // Who registers is asked first: without it, nothing reaches the platform.
    const unnamed = await postRegistration(PLATFORM, { registered_by: '  ' }, '198.51.100.6');
    expect(unnamed.status).toBe(400);
    expect(await unnamed.text()).toContain('Please give your name and school or district.');
    expect(platform.requestsTo('/register')).toHaveLength(0);

    const response = await registerPlatform();
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Waiting for VERSE to approve');
    expect(html).not.toContain('VERSE is registered');
    expect(html).toContain('org.imsglobal.lti.close');
    const [sent] = platform.requestsTo('/register');
    expect(sent!.headers.authorization).toBe('Bearer reg-token-1');
    const registration = JSON.parse(sent!.body);
    expect(registration).toMatchObject({
      initiate_login_uri: `${TOOL}/lti/login`,
      redirect_uris: [`${TOOL}/lti/launch`],
      jwks_uri: `${TOOL}/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
      scope: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      'https://purl.imsglobal.org/spec/lti-tool-configuration': { domain: 'verse.test', claims: ['iss', 'sub'] },
    });
    const row = await platformRow(ISSUER, CLIENT_ID);
    expect(row).toMatchObject({ deployment_ids: JSON.stringify([DEPLOYMENT_ID]), auth_endpoint: `${PLATFORM}/auth`, token_endpoint: `${PLATFORM}/token`, jwks_uri: `${PLATFORM}/jwks`, name: 'test-lms', disabled: 0, approval: 'pending' });

    // Waiting: no launch yet, and the page says so.
    const waiting = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: ISSUER, login_hint: 'x', target_link_uri: `${TOOL}/lti/launch`, client_id: CLIENT_ID })}`, { redirect: 'manual' });
    expect(waiting.status).toBe(400);
    expect(await waiting.text()).toContain('This school platform is waiting for VERSE to approve it.');

    // Staff see who registered what and when, and approve it.
    const { cookie, email } = await signedInAs('admin');
    const listed = (await staffPlatforms(cookie)).find((p) => p.issuer === ISSUER)!;
    expect(listed).toMatchObject({ approval: 'pending', registeredBy: REGISTERED_BY, product: 'test-lms 1.0', clientId: CLIENT_ID, reviewedBy: null });
    expect(Date.parse(listed.createdAt)).not.toBeNaN();
    const approved = await adminCall(`/lti/platforms/${listed.id}`, { cookie, method: 'PATCH', body: { approval: 'approved' } });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { platform: StaffPlatform }).platform).toMatchObject({ approval: 'approved', reviewedBy: email });
    const launches = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: ISSUER, login_hint: 'x', target_link_uri: `${TOOL}/lti/launch`, client_id: CLIENT_ID })}`, { redirect: 'manual' });
    expect(launches.status).toBe(302);
    // Decided once: a second decision is refused.
    expect((await adminCall(`/lti/platforms/${listed.id}`, { cookie, method: 'PATCH', body: { approval: 'refused' } })).status).toBe(409);
  });

  it('refuses an http platform outside this machine, and a registration the platform refused', async () => {
    const page = await SELF.fetch(`${TOOL}/lti/register?openid_configuration=${encodeURIComponent('http://lms.example/.well-known/openid-configuration')}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('must use https');
    const refused = await postRegistration(PLATFORM, { registration_token: 'wrong' }, '198.51.100.8');
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain('did not accept VERSE’s registration');
  });

  it('is rate-limited per client', async () => {
    const attempt = () =>
      SELF.fetch(`${TOOL}/lti/register`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '198.51.100.99' }, body: new URLSearchParams({ openid_configuration: `${PLATFORM}/missing` }) });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).not.toBe(429);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many registrations');
  });

  it('publishes /lti/canvas.json and /lti/jwks', async () => {
    const canvas = (await (await SELF.fetch(`${TOOL}/lti/canvas.json`)).json()) as Record<string, unknown>;
    expect(canvas).toMatchObject({ oidc_initiation_url: `${TOOL}/lti/login`, target_link_uri: `${TOOL}/lti/launch`, public_jwk_url: `${TOOL}/lti/jwks` });
    const keys = await toolKeys();
    expect(keys.keys.length).toBeGreaterThan(0);
    expect(keys.keys[0]).not.toHaveProperty('d');
  });
});

describe('who may register, and what a registration may change', () => {
  const loginFor = (iss: string, clientId?: string) =>
    SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss, login_hint: 'x', target_link_uri: `${TOOL}/lti/launch`, ...(clientId ? { client_id: clientId } : {}) })}`, { redirect: 'manual' });
  const platformCount = async () => count('lti_platforms');

  it('refuses a configuration hosted elsewhere that claims the real platform’s issuer, changing nothing', async () => {
    const claimant = await TestPlatform.start({ origin: 'https://claimant.test', configuration: { issuer: ISSUER } });
    try {
      const before = await platformRow(ISSUER, CLIENT_ID);
      const platforms = await platformCount();
      const response = await postRegistration(claimant.origin, {}, '203.0.113.10');
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('VERSE was not registered');
      expect(html).toContain('names an issuer that is not its own');
      expect(html).toContain('https://claimant.test');
      // Refused before VERSE registered anything at the claimant, and nothing in VERSE changed.
      expect(claimant.requestsTo('/register')).toHaveLength(0);
      expect(await platformRow(ISSUER, CLIENT_ID)).toEqual(before);
      expect(await platformCount()).toBe(platforms);
      expect((await loginFor(ISSUER, CLIENT_ID)).headers.get('Location')).toMatch(new RegExp(`^${PLATFORM}/auth\\?`));
    } finally {
      claimant.stop();
    }
  });

  it.each([
    ['token_endpoint', { token_endpoint: `${PLATFORM}/token` }],
    ['jwks_uri', { jwks_uri: `${PLATFORM}/jwks` }],
    ['authorization_server', { authorization_server: `${PLATFORM}/token` }],
  ])('refuses a platform whose %s is on another platform’s host', async (name, configuration) => {
    const claimant = await TestPlatform.start({ origin: 'https://relay.test', clientId: CLIENT_ID, configuration });
    try {
      const platforms = await platformCount();
      const response = await postRegistration(claimant.origin, {}, '203.0.113.11');
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('points at another server');
      expect(html).toContain(`Its ${name} is on platform.test`);
      expect(claimant.requestsTo('/register')).toHaveLength(0);
      expect(await platformCount()).toBe(platforms);
    } finally {
      claimant.stop();
    }
  });

  it('keeps a new platform waiting: it never launches, and the real platform still logs in without client_id', async () => {
    const claimant = await TestPlatform.start({ origin: 'https://claimant.test', clientId: 'claimant-client' });
    try {
      const response = await postRegistration(claimant.origin, { registered_by: 'Someone, Somewhere' }, '203.0.113.12');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Waiting for VERSE to approve');
      expect(html).toContain('org.imsglobal.lti.close');
      expect(await platformRow('https://claimant.test', 'claimant-client')).toMatchObject({ approval: 'pending', registered_via: 'dynamic', registered_by: 'Someone, Somewhere' });
      expect((await loginFor('https://claimant.test')).status).toBe(400);
      expect((await loginFor('https://claimant.test', 'claimant-client')).status).toBe(400);
      expect((await loginFor(ISSUER)).status).toBe(302);

      // Staff refuse it: it stays refused.
      const { cookie } = await signedInAs('admin');
      const waiting = (await staffPlatforms(cookie)).find((p) => p.issuer === 'https://claimant.test')!;
      expect(waiting).toMatchObject({ approval: 'pending', registeredBy: 'Someone, Somewhere', product: 'test-lms 1.0' });
      expect((await adminCall(`/lti/platforms/${waiting.id}`, { cookie, method: 'PATCH', body: { approval: 'refused' } })).status).toBe(200);
      expect((await adminCall(`/lti/platforms/${waiting.id}`, { cookie, method: 'PATCH', body: { approval: 'approved' } })).status).toBe(409);
      expect((await loginFor('https://claimant.test', 'claimant-client')).status).toBe(400);
      expect((await adminCall(`/lti/platforms/${waiting.id}`, { method: 'PATCH', body: { approval: 'approved' } })).status).toBe(401);
    } finally {
      claimant.stop();
    }
  });

  it('a platform staff turned off stays off: registering again changes nothing, and a new client id is a new row waiting', async () => {
    const { cookie } = await signedInAs('admin');
    const real = (await staffPlatforms(cookie)).find((p) => p.issuer === ISSUER && p.clientId === CLIENT_ID)!;
    expect((await adminCall(`/lti/platforms/${real.id}`, { cookie, method: 'PATCH', body: { disabled: true } })).status).toBe(200);
    const before = await platformRow(ISSUER, CLIENT_ID);

    // The same platform (or anyone with its registration token) registers again with the same client id.
    const again = await postRegistration(PLATFORM, {}, '203.0.113.13');
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain('VERSE already has a registration of this platform with the same client id.');
    expect(html).not.toContain('org.imsglobal.lti.close');
    expect(await platformRow(ISSUER, CLIENT_ID)).toEqual(before);
    expect((await loginFor(ISSUER, CLIENT_ID)).status).toBe(400);

    // With a new client id: a separate row that waits for staff; the one turned off stays off.
    const platforms = await platformCount();
    platform.clientId = 'verse-client-2';
    try {
      expect((await postRegistration(PLATFORM, {}, '203.0.113.14')).status).toBe(200);
    } finally {
      platform.clientId = CLIENT_ID;
    }
    expect(await platformCount()).toBe(platforms + 1);
    expect(await platformRow(ISSUER, 'verse-client-2')).toMatchObject({ approval: 'pending', disabled: 0 });
    expect(await platformRow(ISSUER, CLIENT_ID)).toEqual(before);
    // Neither launches: the one waiting does not count, even without client_id.
    expect((await loginFor(ISSUER)).status).toBe(400);
    expect((await loginFor(ISSUER, 'verse-client-2')).status).toBe(400);

    // Staff turn it back on: the real platform launches again, without client_id too (the new row still waits).
    expect((await adminCall(`/lti/platforms/${real.id}`, { cookie, method: 'PATCH', body: { disabled: false } })).status).toBe(200);
    expect((await loginFor(ISSUER)).headers.get('Location')).toContain(`client_id=${CLIENT_ID}`);
  });

  it('registers an issuer an administrator trusts without waiting', async () => {
    const { cookie } = await signedInAs('admin');
    expect((await adminCall('/lti/trusted-issuers', { method: 'PUT', body: { issuers: ['https://trusted.test'] } })).status).toBe(401);
    const unsafe = await adminCall('/lti/trusted-issuers', { cookie, method: 'PUT', body: { issuers: ['http://trusted.example'] } });
    expect(unsafe.status).toBe(400);
    const saved = await adminCall('/lti/trusted-issuers', { cookie, method: 'PUT', body: { issuers: ['https://trusted.test/', 'https://trusted.test'] } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { trustedIssuers: { issuer: string }[] }).trustedIssuers.map((t) => t.issuer)).toEqual(['https://trusted.test']);

    const trusted = await TestPlatform.start({ origin: 'https://trusted.test', clientId: 'trusted-client' });
    try {
      const response = await postRegistration(trusted.origin, {}, '203.0.113.15');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('VERSE is registered');
      expect(html).toContain('org.imsglobal.lti.close');
      expect(await platformRow('https://trusted.test', 'trusted-client')).toMatchObject({ approval: 'approved' });
      expect((await loginFor('https://trusted.test')).status).toBe(302);
    } finally {
      trusted.stop();
      await adminCall('/lti/trusted-issuers', { cookie, method: 'PUT', body: { issuers: [] } });
    }
  });
});

describe('login and launch', () => {
  beforeEach(() => forgetPlatformKeys());

  it('sends the browser to the platform with state and nonce, bound by a partitioned cookie', async () => {
    const l = await login();
    expect(l.location.origin + l.location.pathname).toBe(`${PLATFORM}/auth`);
    expect(Object.fromEntries(l.location.searchParams)).toMatchObject({ scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none', client_id: CLIENT_ID, redirect_uri: `${TOOL}/lti/launch`, login_hint: 'learner-hint' });
    const response = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: ISSUER, login_hint: 'x', target_link_uri: `${TOOL}/lti/launch` })}`, { redirect: 'manual' });
    expect(response.headers.get('Set-Cookie')).toMatch(/HttpOnly; Secure; SameSite=None; Partitioned/);
  });

  it('takes a POST login initiation too', async () => {
    const response = await SELF.fetch(`${TOOL}/lti/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ iss: ISSUER, login_hint: 'x', target_link_uri: `${TOOL}/lti/launch` }),
    });
    expect(response.status).toBe(302);
  });

  it('launches the tool with its settings, stores only the opaque user id, and refuses to launch twice', async () => {
    const l = await login();
    const before = await stored();
    const idToken = await platform.idToken(launchClaims(l));
    const response = await launch(l, idToken);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('src="/embed/whack-a-mole?list=with-sh&amp;time=30&amp;allowLinks=false"');
    expect(response.headers.get('Content-Security-Policy')).toContain('frame-ancestors *');
    expect(await stored()).toEqual({ ...before, sessions: before.sessions + 1, nonces: before.nonces + 1 });
    const row = await env.DB.prepare('SELECT * FROM lti_sessions ORDER BY created_at DESC LIMIT 1').first<Record<string, unknown>>();
    expect(row).toMatchObject({ user_sub: 'opaque-learner-17', resource_link_id: 'link-1', tool: 'whack-a-mole', lineitem_url: LINEITEM, can_score: 1 });
    expect(JSON.stringify(row)).not.toMatch(/Ada|ada@example/);

    // The same launch again (a replayed form post): the nonce was used.
    const again = await launch(l, idToken);
    expect(again.status).toBe(400);
    expect(await stored()).toEqual({ ...before, sessions: before.sessions + 1, nonces: before.nonces + 1 });
  });

  it('accepts aud as an array holding our client id when azp names us', async () => {
    const l = await login();
    const response = await launch(l, await platform.idToken(launchClaims(l, { aud: ['other-tool', CLIENT_ID], azp: CLIENT_ID })));
    expect(response.status).toBe(200);
  });

  it('verifies a token signed with the platform’s new key after its JWKS rotated (one refetch)', async () => {
    const first = await login();
    expect((await launch(first, await platform.idToken(launchClaims(first)))).status).toBe(200);
    const fetchesBefore = platform.requestsTo('/jwks').length;
    await platform.rotate();
    const second = await login();
    expect((await launch(second, await platform.idToken(launchClaims(second)))).status).toBe(200);
    expect(platform.requestsTo('/jwks').length).toBe(fetchesBefore + 1);
    // A kid the platform never published: one refetch, then refused with nothing stored.
    const third = await login();
    const before = await stored();
    const refused = await launch(third, await platform.idToken(launchClaims(third), { key: await platform.unpublishedKey() }));
    expect(refused.status).toBe(401);
    expect(platform.requestsTo('/jwks').length).toBe(fetchesBefore + 2);
    expect(await stored()).toEqual(before);
  });

  it('launches without the cookie through the platform’s client-side storage (lti.get_data)', async () => {
    const response = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: ISSUER, login_hint: 'x', target_link_uri: `${TOOL}/lti/launch`, lti_storage_target: '_parent' })}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('lti.put_data');
    const binding = /"value":"([\w-]+)"/.exec(page)![1]!;
    const next = new URL(/"next":"([^"]+)"/.exec(page)![1]!);
    const l: Login = { state: next.searchParams.get('state')!, nonce: next.searchParams.get('nonce')!, cookie: '', location: next };
    const idToken = await platform.idToken(launchClaims(l));
    const asks = await launch(l, idToken, null);
    expect(asks.status).toBe(200);
    expect(await asks.text()).toContain('lti.get_data');
    // The right binding in a form from elsewhere (the platform's post, a page that ran a login of
    // its own) binds nothing: the page that asks the platform's storage again, and no launch.
    const before = await stored();
    const crossSite = await launch(l, idToken, null, { binding }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(await crossSite.text()).toContain('lti.get_data');
    expect(await stored()).toEqual(before);
    expect(await (await launch(l, idToken, null, { binding })).text()).toContain('lti.get_data');
    expect(await stored()).toEqual(before);
    // Posted by VERSE's own page, which read it back from the platform's storage: it binds.
    const own = { 'Sec-Fetch-Site': 'same-origin' };
    expect((await launch(l, idToken, null, { binding: 'not-the-binding' }, own)).status).toBe(403);
    expect((await launch(l, idToken, null, { binding }, own)).status).toBe(200);
  });

  type Case = [name: string, make: (l: Login) => Promise<{ token: string; cookie?: string | null }>, status: number, text: string];
  const cases: Case[] = [
    ['a wrong issuer', async (l) => ({ token: await platform.idToken(launchClaims(l, { iss: 'https://evil.test' })) }), 401, 'another platform'],
    ['aud without our client id', async (l) => ({ token: await platform.idToken(launchClaims(l, { aud: ['someone-else'] })) }), 401, 'meant for another tool'],
    ['several audiences without azp', async (l) => ({ token: await platform.idToken(launchClaims(l, { aud: [CLIENT_ID, 'other'] })) }), 401, 'azp'],
    ['an expired token', async (l) => ({ token: await platform.idToken(launchClaims(l, { iat: Math.floor(now().getTime() / 1000) - 900, exp: Math.floor(now().getTime() / 1000) - 600 })) }), 401, 'expired'],
    ['an iat in the future', async (l) => ({ token: await platform.idToken(launchClaims(l, { iat: Math.floor(now().getTime() / 1000) + 600, exp: Math.floor(now().getTime() / 1000) + 900 })) }), 401, 'future'],
    ['another login’s nonce', async (l) => ({ token: await platform.idToken(launchClaims(l, { nonce: 'made-up' })) }), 401, 'already used'],
    ['a kid the rotating JWKS does not hold', async (l) => ({ token: await platform.idToken(launchClaims(l), { key: await platform.unpublishedKey() }) }), 401, 'cannot find'],
    ['an unregistered deployment', async (l) => ({ token: await platform.idToken(launchClaims(l, { [C.deploymentId]: 'deployment-9' })) }), 403, 'deployment-9'],
    [
      'a tampered signature',
      async (l) => {
        const [header, , signature] = (await platform.idToken(launchClaims(l))).split('.');
        const forged = btoa(JSON.stringify(launchClaims(l, { sub: 'teacher-1' }))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        return { token: `${header}.${forged}.${signature}` };
      },
      401,
      'signature is not valid',
    ],
    ['no version', async (l) => ({ token: await platform.idToken(launchClaims(l, { [C.version]: undefined })) }), 400, '1.3.0'],
    ['version 1.1', async (l) => ({ token: await platform.idToken(launchClaims(l, { [C.version]: '1.1.0' })) }), 400, '1.3.0'],
    ['an unknown message type', async (l) => ({ token: await platform.idToken(launchClaims(l, { [C.messageType]: 'LtiSubmissionReviewRequest' })) }), 400, 'LtiSubmissionReviewRequest'],
    ['a target_link_uri other than the login’s', async (l) => ({ token: await platform.idToken(launchClaims(l, { [C.targetLinkUri]: `${TOOL}/lti/launch?tool=other` })) }), 400, 'target_link_uri'],
    ['a launch from another browser (no binding cookie)', async (l) => ({ token: await platform.idToken(launchClaims(l)), cookie: null }), 403, 'another browser'],
    ['a launch with another login’s cookie', async (l) => ({ token: await platform.idToken(launchClaims(l)), cookie: `${l.cookie.split('=')[0]}=forged-binding` }), 403, 'another browser'],
  ];

  it.each(cases)('refuses %s, storing nothing', async (_name, make, status, text) => {
    const l = await login();
    const made = await make(l);
    const before = await stored();
    const response = await launch(l, made.token, made.cookie === undefined ? l.cookie : made.cookie);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain('This activity could not open');
    expect(html).toContain('Please tell your LMS administrator:');
    expect(html).toContain(text);
    expect(await stored()).toEqual(before);
    // The login is still unused: a correct launch for it still works afterwards (nothing consumed).
    if (made.cookie === undefined) expect((await launch(l, await platform.idToken(launchClaims(l)))).status).toBe(200);
  });

  it('refuses a login for an unknown issuer or a target on another origin', async () => {
    const unknown = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: 'https://unknown.test', login_hint: 'x', target_link_uri: `${TOOL}/lti/launch` })}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('not registered with VERSE');
    const elsewhere = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: ISSUER, login_hint: 'x', target_link_uri: 'https://evil.test/launch' })}`);
    expect(elsewhere.status).toBe(400);
  });
});

describe('deep linking', () => {
  async function deepLinkLaunch(settings: Record<string, unknown> = {}) {
    const l = await login();
    const token = await platform.idToken(
      launchClaims(l, {
        [C.messageType]: 'LtiDeepLinkingRequest',
        [C.resourceLink]: undefined,
        [C.custom]: undefined,
        [C.ags]: undefined,
        [C.dl]: { deep_link_return_url: `${PLATFORM}/deep-link-return`, accept_types: ['ltiResourceLink'], accept_presentation_document_targets: ['iframe'], accept_lineitem: true, data: 'opaque-data', ...settings },
      }),
    );
    const response = await launch(l, token);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Add a VERSE activity');
    expect(html).toContain('Whack-a-mole');
    return tokenOf(html)!;
  }

  const post = (fields: Record<string, string>) =>
    SELF.fetch(`${TOOL}/lti/deep-link`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

  async function responseJwt(response: Response): Promise<JWTPayload> {
    const html = await response.text();
    expect(html).toContain(`action="${PLATFORM}/deep-link-return"`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(html)![1]!;
    return (await jwtVerify(jwt, createLocalJWKSet(await toolKeys()), { issuer: CLIENT_ID, audience: ISSUER })).payload;
  }

  it('answers with a signed LtiDeepLinkingResponse: the tool, its settings as custom parameters, and a line item', async () => {
    const session = await deepLinkLaunch();
    const payload = await responseJwt(await post({ session, tool: 'whack-a-mole', settings: 'list=with-sh&time=30', title: 'Whack sh words', graded: '1', points: '20', action: 'done' }));
    expect(payload['https://purl.imsglobal.org/spec/lti/claim/message_type']).toBe('LtiDeepLinkingResponse');
    expect(payload['https://purl.imsglobal.org/spec/lti/claim/version']).toBe('1.3.0');
    expect(payload['https://purl.imsglobal.org/spec/lti/claim/deployment_id']).toBe(DEPLOYMENT_ID);
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('opaque-data');
    expect(payload[C.items]).toEqual([
      expect.objectContaining({
        type: 'ltiResourceLink',
        title: 'Whack sh words',
        url: `${TOOL}/lti/launch`,
        custom: { tool: 'whack-a-mole', list: 'with-sh', time: '30' },
        lineItem: { label: 'Whack sh words', scoreMaximum: 20, resourceId: 'whack-a-mole' },
      }),
    ]);
    // Answered once: the picker is closed.
    expect((await post({ session, tool: 'whack-a-mole', action: 'done' })).status).toBe(403);
  });

  it('offers several items when the platform accepts several, and no line item when it takes none', async () => {
    const session = await deepLinkLaunch({ accept_multiple: true, accept_lineitem: false });
    const more = await post({ session, tool: 'math-it', settings: 'op=mul', action: 'add' });
    expect(await more.text()).toContain('Chosen so far');
    const payload = await responseJwt(await post({ session, tool: 'letter-tiles', settings: '', action: 'done' }));
    const items = payload[C.items] as Record<string, unknown>[];
    expect(items.map((item) => (item.custom as { tool: string }).tool)).toEqual(['math-it', 'letter-tiles']);
    expect(items.every((item) => !('lineItem' in item))).toBe(true);
  });

  it('asks again when no tool was chosen, and refuses an unknown session', async () => {
    const session = await deepLinkLaunch();
    expect(await (await post({ session, action: 'done' })).text()).toContain('Choose a tool first.');
    // A setting the tool's declaration does not allow is named, and nothing is sent to the platform.
    const refused = await (await post({ session, tool: 'whack-a-mole', settings: 'speed=warp', action: 'done' })).text();
    expect(refused).toContain('Speed: “warp” is not a value Whack-a-mole takes.');
    expect(refused).not.toContain('name="JWT"');
    expect((await post({ session: 'x'.repeat(43), tool: 'math-it', action: 'done' })).status).toBe(403);
  });
});

describe('scores (Assignment and Grade Services)', () => {
  afterEach(() => {
    platform.scoreStatus = 200;
    setClock(null);
  });

  async function playLaunch(sub = 'opaque-learner-17', ags: unknown = { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitem: LINEITEM }) {
    const l = await login();
    const response = await launch(l, await platform.idToken(launchClaims(l, { sub, [C.ags]: ags })));
    expect(response.status).toBe(200);
    return tokenOf(await response.text())!;
  }

  const score = (token: string, body: Record<string, unknown>) =>
    SELF.fetch(`${TOOL}/api/lti/score`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

  it('posts a completed attempt once, with a client-credentials token from a signed assertion', async () => {
    const token = await playLaunch('learner-score-1');
    const sentBefore = platform.acceptedScores().length;
    const first = await score(token, { attempt: 'attempt-0001', scoreGiven: 9, scoreMaximum: 10 });
    expect(first.status).toBe(202);
    await expect.poll(() => platform.acceptedScores().length).toBe(sentBefore + 1);
    const posted = platform.acceptedScores().at(-1)!;
    expect(posted).toMatchObject({ userId: 'learner-score-1', scoreGiven: 9, scoreMaximum: 10, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });
    expect(Date.parse(posted.timestamp as string)).not.toBeNaN();
    const tokenRequest = new URLSearchParams(platform.requestsTo('/token').at(-1)!.body);
    expect(tokenRequest.get('scope')).toBe('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    expect(decodeJwt(tokenRequest.get('client_assertion')!)).toMatchObject({ iss: CLIENT_ID, sub: CLIENT_ID, aud: `${PLATFORM}/token` });
    expect(platform.requestsTo('/courses/7/lineitems/42/scores').at(-1)!.headers['content-type']).toBe('application/vnd.ims.lis.v1.score+json');

    // The page retries the same attempt (its answer was lost): queued once, posted once.
    const again = await score(token, { attempt: 'attempt-0001', scoreGiven: 9, scoreMaximum: 10 });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ queued: false, status: 'sent' });
    await deliverScores(env);
    expect(platform.acceptedScores().length).toBe(sentBefore + 1);

    // 30 days after it reached the gradebook, VERSE forgets it.
    const kept = "SELECT COUNT(*) AS n FROM lti_scores WHERE attempt = 'attempt-0001'";
    const sentAt = now().getTime();
    setClock(new Date(sentAt + 29 * 86_400_000));
    await deliverScores(env);
    expect((await env.DB.prepare(kept).first<{ n: number }>())!.n).toBe(1);
    setClock(new Date(sentAt + 31 * 86_400_000));
    await deliverScores(env);
    expect((await env.DB.prepare(kept).first<{ n: number }>())!.n).toBe(0);
    // And the launches and logins that expired long ago.
    expect(await count('lti_sessions')).toBe(0);
    expect(await count('lti_login_states')).toBe(0);
  });

  it('signs no client assertion for a token audience that is not the platform’s own (a registration kept from before), and posts nothing', async () => {
    // The shape of the takeover this replaces: another issuer's row naming the real platform's client id and token endpoint.
    const at = now().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO lti_platforms (id, issuer, client_id, deployment_ids, name, auth_endpoint, token_endpoint, token_audience, jwks_uri, created_at)
         VALUES ('legacy-1', 'https://legacy.test', ?, '[]', 'legacy', 'https://legacy.test/auth', ?, ?, ?, ?)`,
      ).bind(CLIENT_ID, `${PLATFORM}/token`, `${PLATFORM}/token`, `${PLATFORM}/jwks`, at),
      env.DB.prepare(
        `INSERT INTO lti_scores (id, session_id, attempt, platform_id, lineitem_url, user_sub, score_given, score_maximum, timestamp, next_attempt_at, created_at)
         VALUES ('legacy-score', 'legacy-session', 'attempt-legacy', 'legacy-1', ?, 'someone', 1, 1, ?, ?, ?)`,
      ).bind(LINEITEM, at, at, at),
    ]);
    try {
      const tokenRequests = platform.requestsTo('/token').length;
      const posts = platform.requestsTo('/courses/7/lineitems/42/scores').length;
      await deliverScores(env, { id: 'legacy-score' });
      const row = await env.DB.prepare("SELECT status, last_error FROM lti_scores WHERE id = 'legacy-score'").first<{ status: string; last_error: string }>();
      expect(row!.last_error).toBe('Its token endpoint is on platform.test, which is not the platform’s own (legacy.test).');
      expect(platform.requestsTo('/token')).toHaveLength(tokenRequests);
      expect(platform.requestsTo('/courses/7/lineitems/42/scores')).toHaveLength(posts);

      // The real platform, which owns that audience, still gets its scores.
      const token = await playLaunch('learner-score-5');
      const sentBefore = platform.acceptedScores().length;
      expect((await score(token, { attempt: 'attempt-0005', scoreGiven: 2, scoreMaximum: 2 })).status).toBe(202);
      await expect.poll(() => platform.acceptedScores().length).toBe(sentBefore + 1);
    } finally {
      await env.DB.batch([env.DB.prepare("DELETE FROM lti_scores WHERE id = 'legacy-score'"), env.DB.prepare("DELETE FROM lti_platforms WHERE id = 'legacy-1'")]);
    }
  });

  it('retries a failed post with backoff, not before it is due, and gives up visibly after 8 tries', async () => {
    const token = await playLaunch('learner-score-2');
    platform.scoreStatus = 503;
    expect((await score(token, { attempt: 'attempt-0002', scoreGiven: 3, scoreMaximum: 4 })).status).toBe(202);
    const row = () => env.DB.prepare("SELECT * FROM lti_scores WHERE attempt = 'attempt-0002'").first<{ id: string; status: string; attempts: number; next_attempt_at: string; last_error: string }>();
    await expect.poll(async () => (await row())!.attempts).toBe(1);
    expect((await row())!).toMatchObject({ status: 'pending', last_error: 'The score endpoint answered 503.' });
    // Not due yet: nothing is posted.
    const posts = platform.requestsTo('/courses/7/lineitems/42/scores').length;
    await deliverScores(env);
    expect(platform.requestsTo('/courses/7/lineitems/42/scores').length).toBe(posts);
    for (let attempt = 2; attempt <= 8; attempt++) {
      const at = Date.parse((await row())!.next_attempt_at) + 1000;
      setClock(new Date(at));
      await deliverScores(env);
    }
    expect((await row())!).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('refuses a score without a live launch, for an ungraded link, or above its maximum', async () => {
    expect((await score('x'.repeat(43), { attempt: 'attempt-x', scoreGiven: 1, scoreMaximum: 1 })).status).toBe(403);
    const ungraded = await playLaunch('learner-score-3', null);
    expect((await score(ungraded, { attempt: 'attempt-y', scoreGiven: 1, scoreMaximum: 1 })).status).toBe(409);
    const graded = await playLaunch('learner-score-4');
    expect((await score(graded, { attempt: 'attempt-z', scoreGiven: 5, scoreMaximum: 1 })).status).toBe(400);
  });
});

describe('the tool’s keys', () => {
  afterEach(() => setClock(null));

  it('rotates: a new key signs after 90 days, the old stays published until it expires', async () => {
    const kidsNow = (await toolKeys()).keys.map((k) => k.kid);
    const madeAt = now().getTime();
    setClock(new Date(madeAt + 91 * 86_400_000));
    // Published still; the next signature makes the new key.
    expect((await toolKeys()).keys.map((k) => k.kid)).toEqual(expect.arrayContaining(kidsNow));
    const { signJwt } = await import('./keys');
    const signed = await signJwt(env as never, { test: true });
    const kid = JSON.parse(atob(signed.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/'))).kid as string;
    expect(kidsNow).not.toContain(kid);
    const published = (await toolKeys()).keys.map((k) => k.kid);
    expect(published).toEqual(expect.arrayContaining([...kidsNow, kid]));
    setClock(new Date(madeAt + 200 * 86_400_000));
    expect((await toolKeys()).keys.map((k) => k.kid)).not.toEqual(expect.arrayContaining(kidsNow));
    // Private keys are stored sealed, never as a plain JWK.
    const row = await env.DB.prepare('SELECT private_jwk FROM lti_keys LIMIT 1').first<{ private_jwk: string }>();
    expect(row!.private_jwk).toMatch(/^aesgcm:/);
  });
});

describe('the staff area', () => {
  it('lists the platforms with their scores, and a platform turned off launches nothing', async () => {
    const { cookie } = await signedInAs('admin');
    const list = await adminCall('/lti/platforms', { cookie });
    expect(list.status).toBe(200);
    const { platforms, failedScores } = (await list.json()) as { platforms: { id: string; issuer: string; clientId: string; scores: { sent: number; failed: number } }[]; failedScores: unknown[] };
    const registered = platforms.find((p) => p.issuer === ISSUER && p.clientId === CLIENT_ID)!;
    expect(registered.scores.failed).toBeGreaterThan(0);
    expect(failedScores.length).toBeGreaterThan(0);
    expect((await adminCall('/lti/platforms', {})).status).toBe(401);

    expect((await adminCall(`/lti/platforms/${registered.id}`, { cookie, method: 'PATCH', body: { disabled: true } })).status).toBe(200);
    const refused = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: ISSUER, login_hint: 'x', target_link_uri: `${TOOL}/lti/launch` })}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('turned off');
    expect((await adminCall(`/lti/platforms/${registered.id}`, { cookie, method: 'PATCH', body: { disabled: false } })).status).toBe(200);
    expect((await login()).state).not.toBe('');
  });
});

describe('a platform registered by hand', () => {
  it('is added by staff with its deployments, refused with an http address, and its deployments edited', async () => {
    const { cookie } = await signedInAs('admin');
    const body = { name: 'Schoology', issuer: 'https://schoology.test', clientId: 'manual-1', deploymentIds: ['d-1'], authEndpoint: 'https://schoology.test/auth', tokenEndpoint: 'https://schoology.test/token', jwksUri: 'https://schoology.test/jwks' };
    const unsafe = await adminCall('/lti/platforms', { cookie, method: 'POST', body: { ...body, jwksUri: 'http://schoology.test/jwks' } });
    expect(unsafe.status).toBe(400);
    expect(await unsafe.json()).toMatchObject({ fields: { jwksUri: expect.stringContaining('https') } });
    const added = await adminCall('/lti/platforms', { cookie, method: 'POST', body });
    expect(added.status).toBe(201);
    const { platform: created } = (await added.json()) as { platform: { id: string; deploymentIds: string[] } };
    expect(created.deploymentIds).toEqual(['d-1']);
    const edited = await adminCall(`/lti/platforms/${created.id}`, { cookie, method: 'PATCH', body: { deploymentIds: ['d-1', 'd-2'] } });
    expect(((await edited.json()) as { platform: { deploymentIds: string[] } }).platform.deploymentIds).toEqual(['d-1', 'd-2']);
    expect((await adminCall(`/lti/platforms/${created.id}`, { cookie, method: 'PATCH', body: {} })).status).toBe(400);
    const login = await SELF.fetch(`${TOOL}/lti/login?${new URLSearchParams({ iss: 'https://schoology.test', login_hint: 'x', target_link_uri: `${TOOL}/lti/launch` })}`, { redirect: 'manual' });
    expect(login.headers.get('Location')).toMatch(/^https:\/\/schoology\.test\/auth\?/);
  });
});
