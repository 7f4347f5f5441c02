import { Hono } from 'hono';
import type { AppEnv } from './env';
import { apiError, ApiError } from './http/errors';
import { discardUnreadBody } from './http/body';
import { botCheckMisconfiguration } from './http/bot-check';
import { apiNoSniff, publicApiCors } from './http/headers';
import { assets } from './site/assets';
import { configRoutes } from './config/routes';
import { bookingRoutes } from './booking/routes';
import { leadRoutes } from './leads/routes';
import { authRoutes } from './auth/routes';
import { passwordResetRoutes } from './auth/password-reset';
import { signInLinkRoutes } from './auth/sign-in-link';
import { adminRoutes } from './admin/routes';
import { devRoutes } from './dev/routes';
import { openApiRoutes } from './openapi/routes';
import { useClockSetting } from './time/clock';
import { manageRoutes } from './manage/routes';
import { dataDeletionRoutes } from './manage/deletion';
import { memberRoutes } from './manage/members';
import { manageLinkKeyProblem } from './manage/token';
import { runSchedule } from './schedule';
import { ltiApi, ltiPages } from './lti/routes';
import { deliverScores } from './lti/scores';
import { playRoutes, teacherRoutes } from './teacher/routes';
import { phonicsRoutes } from './phonics/routes';

export { SlotLocks } from './booking/slot-locks';

const app = new Hono<AppEnv>();

// First, so that whatever answers below (a refusal, a 404, a preflight), the request's body is
// off the connection before the answer goes out.
app.use(discardUnreadBody);

app.use('/api/*', apiNoSniff);

// Public and cacheable: ahead of the /api/* middleware, whose answers are never cached.
app.route('/api', openApiRoutes);
app.use('/api/*', async function guardConfiguration(c, next) {
  const problem = botCheckMisconfiguration(c.env) ?? useClockSetting(c.env) ?? manageLinkKeyProblem(c.env);
  if (problem) {
    console.error(`VERSE refuses to serve: ${problem}`);
    return apiError(c, 503, 'The service is not configured correctly. Please try again later.');
  }
  c.set('clientId', c.req.header('CF-Connecting-IP') ?? 'local');
  await next();
});
app.use('/api/*', publicApiCors);

app.route('/api', configRoutes);
app.route('/api', bookingRoutes);
app.route('/api', leadRoutes);
app.route('/api/manage', manageRoutes);
app.route('/api/data-deletion', dataDeletionRoutes);
app.route('/api/account', memberRoutes);
app.route('/api/auth/password-reset', passwordResetRoutes);
app.route('/api/auth/sign-in-link', signInLinkRoutes);
app.route('/api/auth', authRoutes);
app.route('/api/admin', adminRoutes);
app.route('/api/dev', devRoutes);
app.route('/api/lti', ltiApi);
app.route('/api/teacher', teacherRoutes);
app.route('/api', playRoutes);
app.route('/api/phonics', phonicsRoutes);
app.all('/api/*', (c) => apiError(c, 404, 'There is no such API call.'));
// LTI 1.3 (docs/lti.md): pages an LMS opens and frames; the same clock setting as the API.
app.use('/lti/*', async function guardLtiClock(c, next) {
  const problem = useClockSetting(c.env);
  if (problem) return c.text('The service is not configured correctly. Please try again later.', 503);
  await next();
});
app.route('/lti', ltiPages);
app.all('*', assets);

app.onError((err, c) => {
  if (err instanceof ApiError) return apiError(c, err.status, err.message, err.fields);
  console.error('Unhandled error', err instanceof Error ? err.stack : err);
  return apiError(c, 500, 'Something went wrong on our side. Please try again.');
});

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    const problem = useClockSetting(env);
    if (problem) throw new Error(`VERSE refuses to run: ${problem}`);
    ctx.waitUntil(runSchedule(env));
    ctx.waitUntil(deliverScores(env).then(() => undefined));
  },
} satisfies ExportedHandler<AppEnv['Bindings']>;

export { app };
