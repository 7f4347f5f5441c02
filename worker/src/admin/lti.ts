import { Hono } from 'hono';
import { ROUTES, type RouteAnswer } from '../../../contract/routes';
import type { LtiPlatform } from '../../../contract/lti';
import { readJson, validate } from '../http/body';
import { apiError } from '../http/errors';
import { deliverScores } from '../lti/scores';
import { failedScores, listPlatforms, retryScore, scoreStatus, setPlatformDisabled, type PlatformListRow } from '../store/lti';
import { now } from '../time/clock';
import { audit, type SignedInEnv } from './guard';

const FAILED_SHOWN = 50;

const asPlatform = (row: PlatformListRow): LtiPlatform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.client_id,
  deploymentIds: JSON.parse(row.deployment_ids) as string[],
  authEndpoint: row.auth_endpoint,
  tokenEndpoint: row.token_endpoint,
  jwksUri: row.jwks_uri,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
  launches: row.launches,
  scores: { pending: row.pending_scores, sent: row.sent_scores, failed: row.failed_scores },
});

/** The LMS platforms registered through LTI, turning one off, and scores that did not reach a gradebook. */
export const ltiAdminRoutes = new Hono<SignedInEnv>()
  .get('/platforms', async (c) => {
    const [platforms, failed] = await Promise.all([listPlatforms(c.env.DB), failedScores(c.env.DB, FAILED_SHOWN)]);
    return c.json({
      platforms: platforms.map(asPlatform),
      failedScores: failed.map((row) => ({
        id: row.id,
        platformId: row.platform_id,
        scoreGiven: row.score_given,
        scoreMaximum: row.score_maximum,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
      })),
    } satisfies RouteAnswer<'GET /api/admin/lti/platforms'>);
  })
  .patch('/platforms/:id', readJson, validate(ROUTES['PATCH /api/admin/lti/platforms/:id'].body), async (c) => {
    const id = c.req.param('id');
    const { disabled } = c.get('body');
    if (!(await setPlatformDisabled(c.env.DB, id, disabled))) return apiError(c, 404, 'There is no such platform.');
    await audit(c, disabled ? 'lti.platform.disable' : 'lti.platform.enable', { platformId: id }, id);
    const platform = (await listPlatforms(c.env.DB)).find((row) => row.id === id)!;
    return c.json({ platform: asPlatform(platform) } satisfies RouteAnswer<'PATCH /api/admin/lti/platforms/:id'>);
  })
  .post('/scores/:id/retry', async (c) => {
    const id = c.req.param('id');
    if (!(await retryScore(c.env.DB, id, now().toISOString()))) return apiError(c, 409, 'Only a score that failed can be retried.');
    await audit(c, 'lti.score.retry', { scoreId: id }, id);
    await deliverScores(c.env, { id });
    return c.json({ status: (await scoreStatus(c.env.DB, id))! } satisfies RouteAnswer<'POST /api/admin/lti/scores/:id/retry'>);
  });
