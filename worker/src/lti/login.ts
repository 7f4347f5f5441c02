import type { Bindings } from '../env';
import { insertLoginState, platformByClient, platformsOfIssuer } from '../store/lti';
import { now } from '../time/clock';
import { escapeHtml, ltiPage, refusalPage, scriptValue } from './html';
import { GET_BINDING_THEN_POST, PUT_BINDING_THEN_GO } from './client-scripts';
import { randomToken, sha256 } from './random';
import { toolUrls } from './urls';
import { MAX_LIVE_LOGINS } from './limits';

/** A login must come back as a launch within this time. */
const LOGIN_MINUTES = 10;

/** The browser binding cookie of a login: one per login, so two frames of one course page launch side by side. */
const bindingCookieName = (state: string) => `verse_lti_${state.slice(0, 16)}`;

/** Reads the binding cookie of `state` from a Cookie header. */
export function bindingFromCookie(header: string | undefined, state: string): string | null {
  const name = bindingCookieName(state);
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

/**
 * The cookie holding a login's binding secret. An LMS frames VERSE, so the cookie is third-party:
 * `SameSite=None; Secure; Partitioned` (CHIPS) keeps it in the LMS site's own partition, where
 * browsers that block third-party cookies still keep it.
 */
function bindingCookie(state: string, binding: string): string {
  return `${bindingCookieName(state)}=${binding}; Path=/lti; Max-Age=${LOGIN_MINUTES * 60}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/** Deletes the binding cookie after the launch. */
export function clearBindingCookie(state: string): string {
  return `${bindingCookieName(state)}=; Path=/lti; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned`;
}

/**
 * OIDC login initiation (third-party initiated login), GET or POST: finds the registration,
 * records state and nonce bound to this browser, and sends the browser to the platform's
 * authorization endpoint. Where the platform offers its client-side storage
 * (`lti_storage_target`), the binding is also put there first (`lti.put_data`), for browsers that
 * keep no cookie in a frame at all.
 */
export async function loginInitiation(env: Bindings, origin: string, params: URLSearchParams): Promise<Response> {
  const issuer = params.get('iss') ?? '';
  const loginHint = params.get('login_hint') ?? '';
  const targetLinkUri = params.get('target_link_uri') ?? '';
  const clientId = params.get('client_id');
  const tell = (what: string, advice: string) => refusalPage({ status: 400, what, tell: advice });
  if (!issuer || !loginHint || !targetLinkUri) {
    return tell('The school platform started the launch without the details it needs.', 'The login initiation must carry iss, login_hint and target_link_uri.');
  }
  const candidates = (await platformsOfIssuer(env.DB, issuer)).filter((p) => !clientId || p.client_id === clientId);
  if (candidates.length === 0 && clientId && (await platformByClient(env.DB, issuer, clientId))?.approval === 'pending') {
    return tell('This school platform is waiting for VERSE to approve it.', `VERSE’s staff review every new platform before its first launch; ${issuer} (client id ${clientId}) is waiting. Nothing to do on the platform: activities open once VERSE approves it.`);
  }
  if (candidates.length !== 1) {
    return tell(
      'This school platform is not registered with VERSE, or its connection is turned off.',
      candidates.length > 1
        ? `Several registrations of ${issuer} exist: the login initiation must carry client_id.`
        : `No enabled registration for issuer ${issuer}${clientId ? ` and client id ${clientId}` : ''}. Register VERSE with Dynamic Registration at ${toolUrls(origin).register}.`,
    );
  }
  const platform = candidates[0]!;
  let target: URL;
  try {
    target = new URL(targetLinkUri);
  } catch {
    return tell('The launch asks for an address that is not VERSE’s.', 'target_link_uri must be VERSE’s launch URL.');
  }
  if (target.origin !== origin) return tell('The launch asks for an address that is not VERSE’s.', `target_link_uri must be on ${origin} (VERSE’s launch URL is ${toolUrls(origin).launch}).`);

  const state = randomToken();
  const nonce = randomToken();
  const binding = randomToken();
  const storageTarget = params.get('lti_storage_target');
  const at = now();
  const recorded = await insertLoginState(
    env.DB,
    {
      state,
      platform_id: platform.id,
      nonce,
      target_link_uri: targetLinkUri,
      binding_hash: await sha256(binding),
      storage_target: storageTarget && /^[\w-]{1,100}$/.test(storageTarget) ? storageTarget : null,
      expires_at: new Date(at.getTime() + LOGIN_MINUTES * 60_000).toISOString(),
    },
    at.toISOString(),
    MAX_LIVE_LOGINS,
  );
  if (!recorded) {
    return refusalPage({ status: 503, what: 'Too many activities of this school are opening at this moment.', tell: `VERSE keeps at most ${MAX_LIVE_LOGINS} LTI logins of one platform in progress. Wait a few minutes, then open the activity again.` });
  }

  const auth = new URL(platform.auth_endpoint);
  const query = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.client_id,
    redirect_uri: toolUrls(origin).launch,
    login_hint: loginHint,
    state,
    nonce,
    ...(params.get('lti_message_hint') ? { lti_message_hint: params.get('lti_message_hint')! } : {}),
  };
  for (const [key, value] of Object.entries(query)) auth.searchParams.set(key, value);
  const cookie = bindingCookie(state, binding);
  if (!storageTarget) {
    return new Response(null, { status: 302, headers: { Location: auth.toString(), 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
  }
  return ltiPage({
    title: 'Opening the activity',
    headers: { 'Set-Cookie': cookie },
    body: `<main><p>Opening the activity…</p><noscript><a class="button" href="${escapeHtml(auth.toString())}">Continue</a></noscript></main>`,
    script: `(${PUT_BINDING_THEN_GO})(${scriptValue({ target: storageTarget, origin: auth.origin, key: `verse_binding_${state}`, value: binding, next: auth.toString() })});`,
  });
}

/**
 * The launch came back without the binding cookie, from a login that put it in the platform's
 * storage: this page reads it back (`lti.get_data`) and posts the launch again with it.
 */
export function bindingFromStoragePage(form: { idToken: string; state: string }, storageTarget: string, platformOrigin: string, launchUrl: string): Response {
  return ltiPage({
    title: 'Opening the activity',
    body: `<main><form method="post" action="${escapeHtml(launchUrl)}" id="again"><input type="hidden" name="id_token" value="${escapeHtml(form.idToken)}"><input type="hidden" name="state" value="${escapeHtml(form.state)}"><input type="hidden" name="binding" value=""></form><p>Opening the activity…</p></main>`,
    script: `(${GET_BINDING_THEN_POST})(${scriptValue({ target: storageTarget, origin: platformOrigin, key: `verse_binding_${form.state}` })});`,
  });
}
