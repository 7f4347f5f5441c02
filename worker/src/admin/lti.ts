import type { LtiPlatform } from '../../../contract/lti';
import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { deliverScores } from '../lti/scores';
import {
  decidePlatform,
  failedScores,
  insertPlatform,
  listPlatforms,
  platformById,
  retryScore,
  saveTrustedIssuers,
  scoreStatus,
  setPlatformDeployments,
  setPlatformDisabled,
  trustedIssuers,
  type PlatformListRow,
  type TrustedIssuerRow,
} from '../store/lti';
import { normalIssuer, pinProblem } from '../lti/issuers';
import { platformUrlProblem } from '../lti/urls';
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
  approval: row.approval,
  registeredVia: row.registered_via,
  registeredBy: row.registered_by,
  product: row.product,
  configurationUrl: row.configuration_url,
  reviewedBy: row.reviewed_by,
  reviewedAt: row.reviewed_at,
  createdAt: row.created_at,
  launches: row.launches,
  scores: { pending: row.pending_scores, sent: row.sent_scores, failed: row.failed_scores },
});

const asTrusted = (row: TrustedIssuerRow) => ({ issuer: row.issuer, addedBy: row.added_by, addedAt: row.added_at });

/**
 * The LMS platforms registered through LTI: approving or refusing one that waits, turning one off,
 * the issuers trusted without approval, and scores that did not reach a gradebook.
 */
export const ltiAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/lti')
  .serve('GET /api/admin/lti/platforms', async (c) => {
    const [platforms, failed, trusted] = await Promise.all([listPlatforms(c.env.DB), failedScores(c.env.DB, FAILED_SHOWN), trustedIssuers(c.env.DB)]);
    return {
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
      trustedIssuers: trusted.map(asTrusted),
    };
  })
  .serve('POST /api/admin/lti/platforms', async (c) => {
    const body = c.get('body');
    for (const [name, value] of [['issuer', body.issuer], ['authEndpoint', body.authEndpoint], ['tokenEndpoint', body.tokenEndpoint], ['jwksUri', body.jwksUri]] as const) {
      const problem = platformUrlProblem(c.env, value);
      if (problem) return apiError(c, 400, 'Please correct the highlighted fields.', { [name]: `This address ${problem}.` });
    }
    for (const [name, value] of [['tokenEndpoint', body.tokenEndpoint], ['jwksUri', body.jwksUri]] as const) {
      const problem = pinProblem(body.issuer, value);
      if (problem) return apiError(c, 400, 'Please correct the highlighted fields.', { [name]: `This address ${problem}.` });
    }
    const row = await insertPlatform(c.env.DB, {
      id: crypto.randomUUID(),
      issuer: body.issuer,
      client_id: body.clientId,
      deployment_ids: JSON.stringify([...new Set(body.deploymentIds)]),
      name: body.name,
      auth_endpoint: body.authEndpoint,
      token_endpoint: body.tokenEndpoint,
      token_audience: body.tokenEndpoint,
      jwks_uri: body.jwksUri,
      created_at: now().toISOString(),
      // Staff entered it from what the school sent: that is the approval.
      approval: 'approved',
      registered_via: 'staff',
      registered_by: c.get('user').email,
      product: '',
      configuration_url: null,
    });
    if (!row) return apiError(c, 409, 'VERSE already has this issuer with this client id.', { clientId: 'This client id is registered already.' });
    await audit(c, 'lti.platform.add', { platformId: row.id, issuer: row.issuer }, row.id);
    const platform = (await listPlatforms(c.env.DB)).find((p) => p.id === row.id)!;
    return { platform: asPlatform(platform) };
  })
  .serve('PATCH /api/admin/lti/platforms/:id', async (c) => {
    const id = c.req.param('id');
    const { approval, disabled, deploymentIds } = c.get('body');
    if (approval !== undefined) {
      const before = await platformById(c.env.DB, id);
      if (!before) return apiError(c, 404, 'There is no such platform.');
      if (!(await decidePlatform(c.env.DB, id, approval, c.get('user').email, now().toISOString()))) {
        return apiError(c, 409, `This platform is ${before.approval} already: only a platform waiting for approval can be approved or refused.`);
      }
      await audit(c, approval === 'approved' ? 'lti.platform.approve' : 'lti.platform.refuse', { platformId: id, issuer: before.issuer }, id);
    }
    const found =
      (disabled === undefined || (await setPlatformDisabled(c.env.DB, id, disabled))) &&
      (deploymentIds === undefined || (await setPlatformDeployments(c.env.DB, id, [...new Set(deploymentIds)])));
    if (!found) return apiError(c, 404, 'There is no such platform.');
    if (disabled !== undefined) await audit(c, disabled ? 'lti.platform.disable' : 'lti.platform.enable', { platformId: id }, id);
    if (deploymentIds !== undefined) await audit(c, 'lti.platform.deployments', { platformId: id, deploymentIds }, id);
    const platform = (await listPlatforms(c.env.DB)).find((row) => row.id === id)!;
    return { platform: asPlatform(platform) };
  })
  .serve('PUT /api/admin/lti/trusted-issuers', async (c) => {
    const issuers = [...new Set(c.get('body').issuers.map(normalIssuer))];
    for (const [index, issuer] of issuers.entries()) {
      const problem = platformUrlProblem(c.env, issuer);
      if (problem) return apiError(c, 400, 'Please correct the highlighted fields.', { [`issuers.${index}`]: `${issuer} ${problem}.` });
    }
    await saveTrustedIssuers(c.env.DB, issuers, c.get('user').email, now().toISOString());
    await audit(c, 'lti.trusted-issuers', { issuers });
    return { trustedIssuers: (await trustedIssuers(c.env.DB)).map(asTrusted) };
  })
  .serve('POST /api/admin/lti/scores/:id/retry', async (c) => {
    const id = c.req.param('id');
    if (!(await retryScore(c.env.DB, id, now().toISOString()))) return apiError(c, 409, 'Only a score that failed can be retried.');
    await audit(c, 'lti.score.retry', { scoreId: id }, id);
    await deliverScores(c.env, { id });
    return { status: (await scoreStatus(c.env.DB, id))! };
  });
