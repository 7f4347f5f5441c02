// Results as xAPI statements: what an embed page posts to the page that frames it. A module of
// its own, so that the tools, which only dispatch events, do not carry it.
import type { ResultDetail } from './results';

const VERBS = {
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
} as const;

/** xAPI duration: ISO 8601 seconds, to the hundredth as xAPI recommends. */
export function xapiDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 10) / 100;
  return `PT${seconds}S`;
}

/** The context extension that says which pace a timed tool was played at (`timed` or `relaxed`), an IRI on the embed page's origin. */
export const paceExtension = (objectId: string): string => `${new URL('/xapi/extensions/pace', objectId).href}`;

/**
 * An xAPI statement for a result, without `actor`: the frame knows nobody, and the LMS that
 * receives it adds its own learner. An answer names its item (the word, letter or sentence
 * asked) as `result.response`.
 */
export function xapiStatement(detail: ResultDetail, objectId: string): object {
  const result: Record<string, unknown> = {
    completion: detail.verb === 'completed',
    duration: xapiDuration(detail.durationMs),
  };
  if (typeof detail.score === 'number' && Number.isFinite(detail.score)) {
    const score: Record<string, number> = { min: 0, raw: detail.score };
    if (typeof detail.max === 'number' && detail.max > 0) {
      score.max = detail.max;
      score.scaled = Math.min(1, Math.max(-1, Math.round((detail.score / detail.max) * 10000) / 10000));
    }
    result.score = score;
  }
  if (typeof detail.success === 'boolean') result.success = detail.success;
  // An answer's item (a word of the game, not personal) is its response; what the child made of
  // it (`answer`) stays in the page, so no statement ever carries what she typed or built.
  if (detail.verb === 'answered' && detail.prompt) result.response = detail.prompt;
  return {
    verb: { id: VERBS[detail.verb], display: { 'en-US': detail.verb } },
    object: { objectType: 'Activity', id: objectId },
    result,
    ...(detail.pace && { context: { extensions: { [paceExtension(objectId)]: detail.pace } } }),
    timestamp: new Date().toISOString(),
  };
}
