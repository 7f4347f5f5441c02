import { useCallback, useRef } from 'react';
import type { ToolId } from '../tools';
import type { ToolCommonProps } from './settings';

/** What `complete` and `score` events carry: a finished round, or one answer. */
export type ResultDetail = {
  tool: ToolId;
  verb: 'completed' | 'answered';
  score?: number;
  max?: number;
  success?: boolean;
  durationMs: number;
};

const VERBS = {
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
} as const;

/** xAPI duration: ISO 8601 seconds, to the hundredth as xAPI recommends. */
export function xapiDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 10) / 100;
  return `PT${seconds}S`;
}

/**
 * An xAPI statement for a result, without `actor`: the frame knows nobody, and the LMS that
 * receives it adds its own learner.
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
  return {
    verb: { id: VERBS[detail.verb], display: { 'en-US': detail.verb } },
    object: { objectType: 'Activity', id: objectId },
    result,
    timestamp: new Date().toISOString(),
  };
}

/**
 * Times a round for `durationMs`: started on mount, restarted when a new round begins.
 * @public Tool-kit API (README): the timer under `useResults`.
 */
export function useResultTimer(): { startedAt: number; restart(): void; elapsedMs(): number } {
  const startedAt = useRef(Date.now());
  const restart = useCallback(() => {
    startedAt.current = Date.now();
  }, []);
  const elapsedMs = useCallback(() => Date.now() - startedAt.current, []);
  return { startedAt: startedAt.current, restart, elapsedMs };
}

export type ResultScore = { score?: number; max?: number; success?: boolean };

/**
 * Reports results the way every tool does: `answered` after each answer (the `score` event),
 * `complete` at the end of a round (the `complete` event), both timed from the round's start;
 * `restart` begins a new round.
 */
export function useResults(
  tool: ToolId,
  common: Pick<ToolCommonProps, 'onComplete' | 'onScore'>,
): { answered(result?: ResultScore): void; complete(result?: ResultScore): void; restart(): void } {
  const timer = useResultTimer();
  return {
    answered: (result = {}) => common.onScore?.({ ...result, tool, verb: 'answered', durationMs: timer.elapsedMs() }),
    complete: (result = {}) => common.onComplete?.({ ...result, tool, verb: 'completed', durationMs: timer.elapsedMs() }),
    restart: timer.restart,
  };
}
