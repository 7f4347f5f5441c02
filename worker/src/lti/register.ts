import type { Bindings } from '../env';
import { boundedFetchJson } from '../http/outbound';
import { insertPlatform, isTrustedIssuer, pendingPlatformCount, platformByClient } from '../store/lti';
import { now } from '../time/clock';
import { CLOSE_REGISTRATION } from './client-scripts';
import { escapeHtml, ltiPage, scriptValue } from './html';
import { audienceHolders, issuerProblem, normalIssuer, pinProblem } from './issuers';
import { SCORE_SCOPE } from './launch';
import { platformUrlProblem, toolUrls } from './urls';

const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';

/** VERSE's client registration (LTI Dynamic Registration, OpenID Connect client metadata). */
function clientRegistration(origin: string) {
  const urls = toolUrls(origin);
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.login,
    redirect_uris: [urls.launch],
    client_name: 'VERSE student tools',
    jwks_uri: urls.jwks,
    logo_uri: urls.logo,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: SCORE_SCOPE,
    [TOOL_CONFIGURATION]: {
      domain: urls.domain,
      description: 'Reading, spelling and math practice for students with dyslexia: games and tools a teacher adds as graded activities.',
      target_link_uri: urls.launch,
      // The opaque user id is enough: no name, no email.
      claims: ['iss', 'sub'],
      messages: [
        { type: 'LtiDeepLinkingRequest', target_link_uri: urls.deepLink, label: 'VERSE student tools', placements: ['ContentArea', 'assignment_selection', 'link_selection'] },
        { type: 'LtiResourceLinkRequest', target_link_uri: urls.launch },
      ],
    },
  };
}

/** Registrations that may wait for staff at once: past it, a flood of claims is refused, not queued. */
const MAX_PENDING = 50;
const MAX_REGISTERED_BY = 200;

/** Why a registration was refused, in a page the LMS administrator reads in the platform's frame. */
function refuse(what: string, tell: string, status = 400): Response {
  return ltiPage({
    title: 'VERSE was not registered',
    status,
    body: `<main><div class="card refusal" role="alert"><h1>VERSE was not registered</h1>
<p>${escapeHtml(what)}</p>
<p class="tell"><strong>Why:</strong> ${escapeHtml(tell)}</p>
<p>Nothing was changed in VERSE.</p></div></main>`,
  });
}

/** GET /lti/register: what will be registered, who asks, and the button that does it. */
export function registrationPage(env: Bindings, origin: string, params: URLSearchParams, problem?: string): Response {
  const configUrl = params.get('openid_configuration');
  const urlProblem = platformUrlProblem(env, configUrl);
  if (urlProblem) return refuse('This page registers VERSE with a school platform, and must be opened from the platform’s tool registration.', `openid_configuration ${urlProblem}. Start Dynamic Registration from the LMS with ${toolUrls(origin).register}.`);
  const urls = toolUrls(origin);
  const rows: [string, string][] = [
    ['Tool', 'VERSE student tools'],
    ['Login initiation URL', urls.login],
    ['Launch and redirect URL', urls.launch],
    ['Deep linking URL', urls.deepLink],
    ['Public keyset (JWKS)', urls.jwks],
    ['Domain', urls.domain],
    ['Services', 'Assignment and Grade Services: send scores'],
    ['About students', 'their opaque LMS id only (no name, no email)'],
  ];
  const registeredBy = params.get('registered_by') ?? '';
  return ltiPage({
    title: 'Register VERSE',
    status: problem ? 400 : 200,
    body: `<main><div class="card"><h1>Register VERSE with your platform</h1>
<p>Your platform at <strong>${escapeHtml(new URL(configUrl!).host)}</strong> asked to add VERSE. This is what will be registered:</p>
<dl>${rows.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post" action="/lti/register">
<input type="hidden" name="openid_configuration" value="${escapeHtml(configUrl!)}">
<input type="hidden" name="registration_token" value="${escapeHtml(params.get('registration_token') ?? '')}">
<label for="registered_by">Your name and school or district</label>
<p class="hint" id="registered_by_hint">VERSE’s staff approve each new platform before its first launch, and see this.</p>
<input type="text" id="registered_by" name="registered_by" maxlength="${MAX_REGISTERED_BY}" autocomplete="off" required value="${escapeHtml(registeredBy)}" aria-describedby="registered_by_hint${problem ? ' registered_by_problem' : ''}"${problem ? ' aria-invalid="true"' : ''}>
${problem ? `<p class="problem" id="registered_by_problem">${escapeHtml(problem)}</p>` : ''}
<div class="actions"><button type="submit">Register VERSE</button></div>
</form></div></main>`,
  });
}

/** POST /lti/register: reads the platform's configuration, registers VERSE there, keeps the answer for staff to approve. */
export async function register(env: Bindings, origin: string, form: FormData): Promise<Response> {
  const configUrl = String(form.get('openid_configuration') ?? '');
  const token = String(form.get('registration_token') ?? '');
  const registeredBy = String(form.get('registered_by') ?? '').replace(/\s+/g, ' ').trim();
  const configProblem = platformUrlProblem(env, configUrl);
  if (configProblem) return refuse('The platform’s configuration address is not one VERSE may use.', `openid_configuration ${configProblem}.`);
  if (!registeredBy || registeredBy.length > MAX_REGISTERED_BY) {
    const params = new URLSearchParams({ openid_configuration: configUrl, registration_token: token, registered_by: registeredBy.slice(0, MAX_REGISTERED_BY) });
    return registrationPage(env, origin, params, registeredBy ? `Please keep it to ${MAX_REGISTERED_BY} characters.` : 'Please give your name and school or district.');
  }
  if ((await pendingPlatformCount(env.DB)) >= MAX_PENDING) {
    return refuse('VERSE has too many registrations waiting for approval right now.', 'Try again tomorrow, or write to VERSE support.', 503);
  }

  let config: Record<string, unknown> | null;
  try {
    ({ body: config } = await boundedFetchJson(env, configUrl));
  } catch {
    config = null;
  }
  if (!config) return refuse('VERSE could not read the platform’s configuration.', 'The openid_configuration address did not answer with the platform’s OpenID configuration in time.', 502);
  const endpoints = {
    issuer: config.issuer,
    authorization_endpoint: config.authorization_endpoint,
    token_endpoint: config.token_endpoint,
    jwks_uri: config.jwks_uri,
    registration_endpoint: config.registration_endpoint,
  };
  for (const [name, value] of Object.entries(endpoints)) {
    const problem = platformUrlProblem(env, value);
    if (problem) return refuse('The platform’s configuration is incomplete or unsafe.', `Its ${name} ${problem}.`);
  }
  const issuer = endpoints.issuer as string;
  const mismatch = issuerProblem(configUrl, issuer);
  if (mismatch) return refuse('The platform’s configuration names an issuer that is not its own.', mismatch);
  const authorizationServer = typeof config.authorization_server === 'string' && config.authorization_server ? config.authorization_server : (endpoints.token_endpoint as string);
  for (const [name, value] of [['token_endpoint', endpoints.token_endpoint], ['jwks_uri', endpoints.jwks_uri], ['authorization_server', authorizationServer]] as const) {
    const problem = pinProblem(issuer, value);
    if (problem) return refuse('The platform’s configuration points at another server.', `Its ${name} ${problem}.`);
  }

  const registration = clientRegistration(origin);
  let answer: { status: number; body: Record<string, unknown> | null };
  // Only a sentence reaches the page: the platform's status and body stay between it and VERSE.
  try {
    answer = await boundedFetchJson(env, endpoints.registration_endpoint as string, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(registration),
    });
  } catch {
    answer = { status: 0, body: null };
  }
  const clientId = answer.body?.client_id;
  if (answer.status < 200 || answer.status >= 300 || typeof clientId !== 'string' || !clientId || clientId.length > 255) {
    return refuse('The platform did not accept VERSE’s registration.', `Its registration endpoint ${answer.status ? 'did not answer with a client_id' : 'could not be reached'}. Start the registration again from the LMS (a registration token is used once).`, 502);
  }
  const alreadyKnown = (known: { created_at: string } | null) =>
    refuse(
      'VERSE already has a registration of this platform with the same client id.',
      `${issuer} registered VERSE with client id ${clientId}${known ? ` on ${known.created_at.slice(0, 10)}` : ''}. A new registration never changes one VERSE has: to change it or turn it back on, write to VERSE support.`,
      409,
    );
  const known = await platformByClient(env.DB, issuer, clientId);
  if (known) return alreadyKnown(known);
  const owners = await audienceHolders(env.DB, { id: '', clientId, audiences: [authorizationServer, endpoints.token_endpoint as string] });
  if (owners.length) {
    return refuse('The platform gave VERSE a client id another registration holds for the same token service.', `Client id ${clientId} at ${new URL(authorizationServer).host} is registered for ${owners.join(', ')}.`, 409);
  }
  const toolConfiguration = answer.body?.[TOOL_CONFIGURATION] as { deployment_id?: unknown } | undefined;
  const deploymentId = toolConfiguration?.deployment_id;
  const platformConfiguration = config[PLATFORM_CONFIGURATION] as { product_family_code?: unknown; version?: unknown } | undefined;
  const family = typeof platformConfiguration?.product_family_code === 'string' ? platformConfiguration.product_family_code.slice(0, 100) : '';
  const version = typeof platformConfiguration?.version === 'string' ? platformConfiguration.version.slice(0, 50) : '';
  const trusted = await isTrustedIssuer(env.DB, normalIssuer(issuer));
  const platform = await insertPlatform(env.DB, {
    id: crypto.randomUUID(),
    issuer,
    client_id: clientId,
    deployment_ids: JSON.stringify(typeof deploymentId === 'string' && deploymentId && deploymentId.length <= 255 ? [deploymentId] : []),
    name: family || new URL(issuer).host,
    auth_endpoint: endpoints.authorization_endpoint as string,
    token_endpoint: endpoints.token_endpoint as string,
    token_audience: authorizationServer,
    jwks_uri: endpoints.jwks_uri as string,
    created_at: now().toISOString(),
    approval: trusted ? 'approved' : 'pending',
    registered_via: 'dynamic',
    registered_by: registeredBy,
    product: [family, version].filter(Boolean).join(' '),
    configuration_url: configUrl,
  });
  // Two registrations racing with one client id: the second finds the first.
  if (!platform) return alreadyKnown(await platformByClient(env.DB, issuer, clientId));
  const close = `(${CLOSE_REGISTRATION})(${scriptValue({})});`;
  if (platform.approval === 'approved') {
    return ltiPage({
      title: 'VERSE is registered',
      body: `<main><div class="card ok" role="status"><h1>VERSE is registered</h1>
<p>Your platform now knows VERSE (client id <strong>${escapeHtml(platform.client_id)}</strong>). Teachers can add VERSE activities to their courses.</p>
<p>You can close this window.</p></div></main>`,
      script: close,
    });
  }
  return ltiPage({
    title: 'Waiting for VERSE to approve',
    body: `<main><div class="card waiting" role="status"><h1>Waiting for VERSE to approve</h1>
<p>Your platform registered VERSE (client id <strong>${escapeHtml(platform.client_id)}</strong>). VERSE’s staff check every new platform before its first launch; until then, VERSE activities do not open.</p>
<p>Nothing else is needed from you: once VERSE approves it, teachers can add VERSE activities to their courses. Questions: write to VERSE support and name your platform (${escapeHtml(new URL(issuer).host)}).</p>
<p>You can close this window.</p></div></main>`,
    script: close,
  });
}
