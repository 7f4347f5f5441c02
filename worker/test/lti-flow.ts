// A platform's login and launch as a browser carries them to VERSE, for LTI tests that need a
// launched activity: the platform of test/lti-platform.ts registered by staff (as a platform
// without Dynamic Registration is), its login followed, its id_token posted back.
import { SELF } from 'cloudflare:test';
import type { JWTPayload } from 'jose';
import { expect } from 'vitest';
import { adminCall, signedInAs } from './admin-session';
import { now } from '../src/time/clock';
import { C, CLIENT_ID, DEPLOYMENT_ID, ISSUER, LINEITEM, PLATFORM, TOOL, type TestPlatform } from './lti-platform';

/** Staff add a platform by hand; its id. */
export async function addPlatform(fields: Partial<{ issuer: string; clientId: string; authEndpoint: string; tokenEndpoint: string; jwksUri: string }> = {}): Promise<string> {
  const { cookie } = await signedInAs('admin');
  const body = {
    name: 'Test LMS',
    issuer: ISSUER,
    clientId: CLIENT_ID,
    deploymentIds: [DEPLOYMENT_ID],
    authEndpoint: `${PLATFORM}/auth`,
    tokenEndpoint: `${PLATFORM}/token`,
    jwksUri: `${PLATFORM}/jwks`,
    ...fields,
  };
  const added = await adminCall('/lti/platforms', { cookie, method: 'POST', body });
  expect(added.status).toBe(201);
  return ((await added.json()) as { platform: { id: string } }).platform.id;
}

export type Login = { state: string; nonce: string; cookie: string };

export async function login(params: Record<string, string> = {}, client = '198.51.100.20'): Promise<Login> {
  const query = new URLSearchParams({ iss: ISSUER, login_hint: 'learner-hint', target_link_uri: `${TOOL}/lti/launch`, client_id: CLIENT_ID, ...params });
  const response = await SELF.fetch(`${TOOL}/lti/login?${query}`, { redirect: 'manual', headers: { 'CF-Connecting-IP': client } });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('Location')!);
  return { state: location.searchParams.get('state')!, nonce: location.searchParams.get('nonce')!, cookie: response.headers.get('Set-Cookie')!.split(';')[0]! };
}

export function launchClaims(l: Login, extra: JWTPayload = {}): JWTPayload {
  const at = Math.floor(now().getTime() / 1000);
  return {
    iss: ISSUER,
    aud: CLIENT_ID,
    sub: 'opaque-learner-bounds',
    iat: at,
    exp: at + 300,
    nonce: l.nonce,
    [C.messageType]: 'LtiResourceLinkRequest',
    [C.version]: '1.3.0',
    [C.deploymentId]: DEPLOYMENT_ID,
    [C.targetLinkUri]: `${TOOL}/lti/launch`,
    [C.resourceLink]: { id: 'link-1' },
    [C.custom]: { tool: 'whack-a-mole' },
    [C.ags]: { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitem: LINEITEM },
    ...extra,
  };
}

export function postLaunch(l: Login, idToken: string) {
  return SELF.fetch(`${TOOL}/lti/launch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: l.cookie },
    body: new URLSearchParams({ id_token: idToken, state: l.state }),
  });
}

/** A graded launch of the platform; the launch page's bearer token. */
export async function launched(platform: TestPlatform, client?: string): Promise<string> {
  const l = await login({}, client);
  const response = await postLaunch(l, await platform.idToken(launchClaims(l)));
  expect(response.status).toBe(200);
  return /"token":"([\w-]+)"/.exec(await response.text())![1]!;
}

export const sendScore = (token: string, body: Record<string, unknown>, client = '198.51.100.20') =>
  SELF.fetch(`${TOOL}/api/lti/score`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'CF-Connecting-IP': client },
    body: JSON.stringify(body),
  });
