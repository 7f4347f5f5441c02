import { Hono, type Context } from 'hono';
import type { RouteAnswer } from '../../../contract/routes';
import type { AppEnv } from '../env';
import { apiError } from '../http/errors';
import { readFormAtMost } from '../http/body';
import { RouteTable } from '../http/route';
import { loginState, platformById, queueScore, scoreOfAttempt, sessionById } from '../store/lti';
import { LTI_LIMITS, overLimit } from './limits';
import { now } from '../time/clock';
import { deepLinkResponse, deepLinkState, itemFromForm, pickerPage, rememberItems } from './deep-link';
import { refusalPage } from './html';
import { LtiConfigurationError, publishedKeys } from './keys';
import { verifyLaunch } from './launch';
import { bindingFromCookie, bindingFromStoragePage, clearBindingCookie, loginInitiation } from './login';
import { playPage } from './play';
import { sha256 } from './random';
import { register, registrationPage } from './register';
import { registrationHelpPage } from './register-help';
import { deliverScores } from './scores';
import { toolUrls } from './urls';
import { canvasConfiguration } from './canvas';

const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

/**
 * The most each form may be: a launch carries the platform's id_token (a few KB, more with many
 * claims), a login and a registration a few short fields, the picker a tool's settings.
 */
const FORM_BYTES = { launch: 64 * 1024, deepLink: 64 * 1024, login: 16 * 1024, register: 8 * 1024 } as const;

const tooLarge = () => refusalPage({ status: 413, what: 'The school platform sent VERSE more than a launch or a registration ever holds.', tell: 'VERSE refuses LTI forms over 64 KB (16 KB for a login, 8 KB for a registration) without reading them.' });

/** The form of an LTI post, within its size: a FormData, or the 413 page. */
async function formOf(c: Context<AppEnv>, limit: number): Promise<FormData | Response> {
  const params = await readFormAtMost(c.req.raw, limit);
  if (params === 'too-large') return tooLarge();
  const form = new FormData();
  for (const [key, value] of params) form.append(key, value);
  return form;
}

const formParams = (form: FormData) => {
  const params = new URLSearchParams();
  for (const [key, value] of form.entries()) if (typeof value === 'string') params.append(key, value);
  return params;
};

const clientOf = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP') ?? 'local';

/** The 429 page of an LTI limit, with when to try again. */
function limitedPage(retryAfter: number, what: string, tell: string): Response {
  const page = refusalPage({ status: 429, what, tell });
  page.headers.set('Retry-After', String(retryAfter));
  return page;
}

const loginLimited = (retryAfter: number) =>
  limitedPage(retryAfter, 'Too many activities were opened from this connection in the last few minutes.', 'VERSE limits LTI logins per network address. Wait a few minutes, then open the activity again.');

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The LTI pages, `/lti/*`: registration, configuration, login, launch and deep linking. */
export const ltiPages = new Hono<AppEnv>()
  .onError((error, c) => {
    if (error instanceof LtiConfigurationError) console.error(`VERSE LTI is not configured: ${error.message}`);
    else console.error('LTI error', error instanceof Error ? error.stack : error);
    return refusalPage({ status: 500, what: 'Something went wrong on VERSE’s side. Please try again in a moment.', tell: 'VERSE could not complete this LTI request; if it happens again, contact VERSE support.' });
  })
  .get('/jwks', async (c) =>
    c.json(await publishedKeys(c.env), 200, { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' }),
  )
  .get('/canvas.json', (c) => c.json(canvasConfiguration(originOf(c)), 200, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300' }))
  .get('/register', (c) => {
    const params = new URL(c.req.url).searchParams;
    return params.has('openid_configuration') ? registrationPage(c.env, originOf(c), params) : registrationHelpPage(c.env, originOf(c));
  })
  // Counted before the form is read: a refused client costs one counter, never a parse or a fetch.
  .post('/register', async (c) => {
    const retryAfter = await overLimit(c.env.DB, LTI_LIMITS.register, clientOf(c));
    if (retryAfter !== null) return limitedPage(retryAfter, 'Too many registrations were tried from this connection.', 'Wait an hour, then start the registration again.');
    const form = await formOf(c, FORM_BYTES.register);
    return form instanceof Response ? form : register(c.env, originOf(c), form);
  })
  .get('/login', async (c) => {
    const retryAfter = await overLimit(c.env.DB, LTI_LIMITS.login, clientOf(c));
    return retryAfter !== null ? loginLimited(retryAfter) : loginInitiation(c.env, originOf(c), new URL(c.req.url).searchParams);
  })
  .post('/login', async (c) => {
    const retryAfter = await overLimit(c.env.DB, LTI_LIMITS.login, clientOf(c));
    if (retryAfter !== null) return loginLimited(retryAfter);
    const form = await formOf(c, FORM_BYTES.login);
    return form instanceof Response ? form : loginInitiation(c.env, originOf(c), formParams(form));
  })
  .get('/launch', () =>
    refusalPage({ status: 400, what: 'VERSE activities open from your course, not from this address.', tell: 'This is VERSE’s launch (redirect) URL: the platform posts launches here after the login at /lti/login.' }),
  )
  .post('/launch', async (c) => {
    const form = await formOf(c, FORM_BYTES.launch);
    if (form instanceof Response) return form;
    if (field(form, 'error')) {
      return refusalPage({ status: 400, what: 'The school platform did not let this launch through.', tell: `The platform answered the login with “${field(form, 'error').slice(0, 100)}”${field(form, 'error_description') ? `: ${field(form, 'error_description').slice(0, 300)}` : ''}.` });
    }
    const idToken = field(form, 'id_token');
    const state = field(form, 'state');
    // The binding is the browser's own: its cookie, or what VERSE's own page read back from the
    // platform's storage and posted from VERSE's origin. A `binding` field in a form from anywhere
    // else (the platform's post, or a page that started a login of its own) binds nothing.
    const ownPost = c.req.header('Sec-Fetch-Site') === 'same-origin';
    let binding = bindingFromCookie(c.req.header('Cookie'), state) ?? (ownPost ? field(form, 'binding') || null : null);
    if (!binding && state && !(ownPost && form.has('binding'))) {
      // No cookie came back (a browser that keeps none in frames): the platform's storage may hold it.
      const login = await loginState(c.env.DB, state, now().toISOString());
      const platform = login?.storage_target ? await platformById(c.env.DB, login.platform_id) : null;
      if (login?.storage_target && platform) return bindingFromStoragePage({ idToken, state }, login.storage_target, new URL(platform.auth_endpoint).origin, toolUrls(originOf(c)).launch);
      binding = null;
    }
    const result = await verifyLaunch(c.env, { idToken, state, binding });
    if ('refusal' in result) return refusalPage(result.refusal);
    const page = result.session.message_type === 'LtiDeepLinkingRequest' ? pickerPage(result.token, deepLinkState(result.session)) : playPage(result.session, result.token);
    page.headers.append('Set-Cookie', clearBindingCookie(state));
    return page;
  })
  .post('/deep-link', async (c) => {
    const form = await formOf(c, FORM_BYTES.deepLink);
    if (form instanceof Response) return form;
    const token = field(form, 'session');
    const session = token ? await sessionById(c.env.DB, await sha256(token), now().toISOString()) : null;
    const state = session ? (deepLinkState(session) as ReturnType<typeof deepLinkState> & { answered?: boolean }) : null;
    if (!session || session.message_type !== 'LtiDeepLinkingRequest' || !state || state.answered) {
      return refusalPage({ status: 403, what: 'This activity picker has closed (it was used, or it is more than 4 hours old).', tell: 'Nothing to change: the teacher opens the picker again from the course.' });
    }
    const items = state.items ?? [];
    const wantsMore = field(form, 'action') === 'add' && state.acceptMultiple;
    const item = itemFromForm(form, state);
    if (typeof item === 'string') {
      if (!(field(form, 'action') === 'done' && items.length > 0 && !form.get('tool'))) return pickerPage(token, state, item);
    } else {
      items.push(item);
    }
    if (wantsMore) {
      await rememberItems(c.env, session, items);
      return pickerPage(token, { ...state, items });
    }
    return deepLinkResponse(c.env, originOf(c), session, state.acceptMultiple ? items : items.slice(-1));
  });

/** `/api/lti/*`: what a launch's page calls, with its launch token. */
export const ltiApi = new RouteTable('/api/lti').serve('POST /api/lti/score', async (c) => {
  const token = /^Bearer ([\w-]{20,100})$/.exec(c.req.header('Authorization') ?? '')?.[1];
  const at = now().toISOString();
  const session = token ? await sessionById(c.env.DB, await sha256(token), at) : null;
  // 403 (not 401): there is nothing to sign in with; the activity must be launched again.
  if (!session || session.message_type !== 'LtiResourceLinkRequest') return apiError(c, 403, 'This launch has ended. Open the activity again from your course.');
  if (!session.can_score || !session.lineitem_url) return apiError(c, 409, 'This activity is not graded in your course.');
  const body = c.get('body');
  // The same attempt again (a page whose answer was lost) is answered as before and counts nothing.
  const known = await scoreOfAttempt(c.env.DB, session.id, body.attempt);
  if (known) return { queued: false, status: known.status };
  // A launch over its own limit stops there, before it can use up its address's.
  const retryAfter = (await overLimit(c.env.DB, LTI_LIMITS.scoreLaunch, session.id)) ?? (await overLimit(c.env.DB, LTI_LIMITS.scoreClient, c.get('clientId')));
  if (retryAfter !== null) {
    c.header('Retry-After', String(retryAfter));
    return apiError(c, 429, 'Too many scores were sent from this activity in the last few minutes. Finish a round, then try again later.');
  }
  if (body.scoreGiven > body.scoreMaximum && body.scoreMaximum > 0) return apiError(c, 400, 'Please correct the highlighted fields.', { scoreGiven: 'This field must be at most scoreMaximum.' });
  // A round with nothing to score (no answers at all) counts as 0 of 1.
  const [scoreGiven, scoreMaximum] = body.scoreMaximum > 0 ? [body.scoreGiven, body.scoreMaximum] : [0, 1];
  const { row, queued } = await queueScore(c.env.DB, {
    id: crypto.randomUUID(),
    session_id: session.id,
    attempt: body.attempt,
    platform_id: session.platform_id,
    lineitem_url: session.lineitem_url,
    user_sub: session.user_sub,
    score_given: scoreGiven,
    score_maximum: scoreMaximum,
    timestamp: at,
    created_at: at,
  });
  if (queued) c.executionCtx.waitUntil(deliverScores(c.env, { id: row.id }));
  const answer: RouteAnswer<'POST /api/lti/score'> = { queued, status: row.status };
  // A score taken for delivery is 202 (accepted, not yet at the platform); the same one again is 200.
  return queued ? c.json(answer, 202) : answer;
});
