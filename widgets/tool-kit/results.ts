import { useCallback, useRef } from 'react';
import type { ToolId } from '../tools';
import type { Pace } from './pace';

/** What `complete` and `score` events carry: a finished round, or one answer. */
export type ResultDetail = {
  tool: ToolId;
  verb: 'completed' | 'answered';
  score?: number;
  max?: number;
  success?: boolean;
  durationMs: number;
  /** A timed tool's pace (`timed` or `relaxed`): the xAPI statement carries it as a context extension. */
  pace?: Pace;
  /** An answer's item as the child saw it: the word, letter or sentence asked (a teacher's report names the answer by it). */
  prompt?: string;
  /** What the child answered, where it differs from the item and says something (the word she built, the group she chose). */
  answer?: string;
};

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

/** The element's two result events, as its props (a part of `ToolCommonProps`). */
export type ResultListeners = { onComplete?: (d: ResultDetail) => void; onScore?: (d: ResultDetail) => void };

export type ResultScore = Pick<ResultDetail, 'score' | 'max' | 'success' | 'pace' | 'prompt' | 'answer'>;

/**
 * Reports results the way every tool does: `answered` after each answer (the `score` event),
 * `complete` at the end of a round (the `complete` event), both timed from the round's start;
 * `restart` begins a new round.
 */
export function useResults(
  tool: ToolId,
  common: ResultListeners,
): { answered(result?: ResultScore): void; complete(result?: ResultScore): void; restart(): void } {
  const timer = useResultTimer();
  return {
    answered: (result = {}) => common.onScore?.({ ...result, tool, verb: 'answered', durationMs: timer.elapsedMs() }),
    complete: (result = {}) => common.onComplete?.({ ...result, tool, verb: 'completed', durationMs: timer.elapsedMs() }),
    restart: timer.restart,
  };
}
