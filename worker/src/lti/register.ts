import type { Bindings } from '../env';
import { boundedFetchJson } from '../http/outbound';
import { upsertPlatform } from '../store/lti';
import { now } from '../time/clock';
import { CLOSE_REGISTRATION } from './client-scripts';
import { escapeHtml, ltiPage, refusalPage, scriptValue } from './html';
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

const refuse = (what: string, tell: string, status = 400) => refusalPage({ status, what, tell });

/** GET /lti/register: what will be registered, and the button that does it. */
export function registrationPage(env: Bindings, origin: string, params: URLSearchParams): Response {
  const configUrl = params.get('openid_configuration');
  const problem = platformUrlProblem(env, configUrl);
  if (problem) return refuse('This page registers VERSE with a school platform, and must be opened from the platform’s tool registration.', `openid_configuration ${problem}. Start Dynamic Registration from the LMS with ${toolUrls(origin).register}.`);
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
  return ltiPage({
    title: 'Register VERSE',
    body: `<main><div class="card"><h1>Register VERSE with your platform</h1>
<p>Your platform at <strong>${escapeHtml(new URL(configUrl!).host)}</strong> asked to add VERSE. This is what will be registered:</p>
<dl>${rows.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post" action="/lti/register" class="actions">
<input type="hidden" name="openid_configuration" value="${escapeHtml(configUrl!)}">
<input type="hidden" name="registration_token" value="${escapeHtml(params.get('registration_token') ?? '')}">
<button type="submit">Register VERSE</button>
</form></div></main>`,
  });
}

/** POST /lti/register: reads the platform's configuration, registers VERSE there, keeps the answer. */
export async function register(env: Bindings, origin: string, form: FormData): Promise<Response> {
  const configUrl = String(form.get('openid_configuration') ?? '');
  const token = String(form.get('registration_token') ?? '');
  const configProblem = platformUrlProblem(env, configUrl);
  if (configProblem) return refuse('The platform’s configuration address is not one VERSE may use.', `openid_configuration ${configProblem}.`);

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
  if (answer.status < 200 || answer.status >= 300 || typeof clientId !== 'string' || !clientId) {
    return refuse('The platform did not accept VERSE’s registration.', `Its registration endpoint ${answer.status ? 'did not answer with a client_id' : 'could not be reached'}. Start the registration again from the LMS (a registration token is used once).`, 502);
  }
  const toolConfiguration = answer.body?.[TOOL_CONFIGURATION] as { deployment_id?: unknown } | undefined;
  const deploymentId = toolConfiguration?.deployment_id;
  const platformConfiguration = config[PLATFORM_CONFIGURATION] as { product_family_code?: unknown } | undefined;
  const authorizationServer = config.authorization_server;
  const platform = await upsertPlatform(env.DB, {
    id: crypto.randomUUID(),
    issuer: endpoints.issuer as string,
    client_id: clientId,
    deployment_ids: JSON.stringify(typeof deploymentId === 'string' && deploymentId ? [deploymentId] : []),
    name: typeof platformConfiguration?.product_family_code === 'string' ? platformConfiguration.product_family_code.slice(0, 100) : new URL(endpoints.issuer as string).host,
    auth_endpoint: endpoints.authorization_endpoint as string,
    token_endpoint: endpoints.token_endpoint as string,
    token_audience: typeof authorizationServer === 'string' && authorizationServer ? authorizationServer : (endpoints.token_endpoint as string),
    jwks_uri: endpoints.jwks_uri as string,
    created_at: now().toISOString(),
  });
  return ltiPage({
    title: 'VERSE is registered',
    body: `<main><div class="card ok" role="status"><h1>VERSE is registered</h1>
<p>Your platform now knows VERSE (client id <strong>${escapeHtml(platform.client_id)}</strong>). Teachers can add VERSE activities to their courses.</p>
<p>You can close this window.</p></div></main>`,
    script: `(${CLOSE_REGISTRATION})(${scriptValue({})});`,
  });
}
