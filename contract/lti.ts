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
  /** A Dynamic Registration waits for staff (`pending`) before its first launch, unless its issuer is trusted. */
  approval: z.enum(['pending', 'approved', 'refused']),
  registeredVia: z.enum(['dynamic', 'staff']),
  /** The name and school the LMS administrator gave, or the staff member who added it. */
  registeredBy: z.string(),
  /** The platform's product family code and version, as its configuration gives them. */
  product: z.string(),
  configurationUrl: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
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

const trustedIssuer = z.object({ issuer: z.string(), addedBy: z.string(), addedAt: z.string() });

/**
 * GET /api/admin/lti/platforms: every registration (those waiting first), the scores that did not
 * reach a gradebook (newest first), and the trusted issuers. `moreFailedScores`: failed scores
 * older than the newest 50 were left out.
 */
export const ltiPlatformsAnswer = z.object({ platforms: z.array(ltiPlatform), failedScores: z.array(failedScore), moreFailedScores: z.boolean(), trustedIssuers: z.array(trustedIssuer) });

const deploymentIds = z.array(z.string().trim().min(1).max(255)).max(50);
const endpoint = z.string().trim().url().max(2000);

/** PATCH /api/admin/lti/platforms/:id: approve or refuse one waiting, turn it off or on, and/or replace its deployment ids. */
export const ltiPlatformUpdateBody = z
  .object({ approval: z.enum(['approved', 'refused']).optional(), disabled: z.boolean().optional(), deploymentIds: deploymentIds.optional() })
  .refine((body) => body.approval !== undefined || body.disabled !== undefined || body.deploymentIds !== undefined, { error: 'Nothing to change.' });

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

/** PUT /api/admin/lti/trusted-issuers: the issuers whose Dynamic Registrations need no approval (the whole list). */
export const ltiTrustedIssuersBody = z.object({ issuers: z.array(endpoint).max(50) });
export const ltiTrustedIssuersAnswer = z.object({ trustedIssuers: z.array(trustedIssuer) });
