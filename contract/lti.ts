// LTI 1.3: the calls of a launch's page and the staff area's view of the platforms.
import { z } from './zod';

/** POST /api/lti/score: one completed attempt of the launched activity (the launch token says whose and where). */
export const ltiScoreBody = z.object({
  /** Made by the page once per completion and sent again on each retry: the attempt is queued once. */
  attempt: z.string().regex(/^[\w-]{8,64}$/),
  scoreGiven: z.number().finite().min(0).max(100_000),
  scoreMaximum: z.number().finite().min(0).max(100_000),
});

export const ltiScoreAnswer = z.object({ queued: z.boolean(), status: z.enum(['pending', 'sent', 'failed']) });

const scoreCounts = z.object({ pending: z.number(), sent: z.number(), failed: z.number() });

const ltiPlatform = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authEndpoint: z.string(),
  tokenEndpoint: z.string(),
  jwksUri: z.string(),
  disabled: z.boolean(),
  createdAt: z.string(),
  launches: z.number(),
  scores: scoreCounts,
});
export type LtiPlatform = z.output<typeof ltiPlatform>;

const failedScore = z.object({
  id: z.string(),
  platformId: z.string(),
  scoreGiven: z.number(),
  scoreMaximum: z.number(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/admin/lti/platforms: every registration, and the scores that did not reach a gradebook. */
export const ltiPlatformsAnswer = z.object({ platforms: z.array(ltiPlatform), failedScores: z.array(failedScore) });

const deploymentIds = z.array(z.string().trim().min(1).max(255)).max(50);
const endpoint = z.string().trim().url().max(2000);

/** PATCH /api/admin/lti/platforms/:id: turn it off or on, and/or replace its deployment ids. */
export const ltiPlatformUpdateBody = z
  .object({ disabled: z.boolean().optional(), deploymentIds: deploymentIds.optional() })
  .refine((body) => body.disabled !== undefined || body.deploymentIds !== undefined, { error: 'Nothing to change.' });

/** POST /api/admin/lti/platforms: a platform registered by hand (one without Dynamic Registration). */
export const ltiPlatformCreateBody = z.object({
  name: z.string().trim().min(1).max(100),
  issuer: endpoint,
  clientId: z.string().trim().min(1).max(255),
  deploymentIds: deploymentIds.min(1),
  authEndpoint: endpoint,
  tokenEndpoint: endpoint,
  jwksUri: endpoint,
});
export const ltiPlatformUpdateAnswer = z.object({ platform: ltiPlatform });

/** POST /api/admin/lti/scores/:id/retry. */
export const ltiScoreRetryAnswer = z.object({ status: z.enum(['pending', 'sent', 'failed']) });
