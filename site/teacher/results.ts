// A student's finished play as the result the teacher's report is made of: taken from what every
// tool already sends, the `score` event after each answer and the `complete` event at the end.
import type { RouteBody } from '../../contract/routes';
import type { Template } from '../../contract/teacher';
import { IN_ORDER_TEMPLATES } from '../../contract/templates.data';
import type { ResultDetail } from '../../widgets/tool-kit/results';

/** What a tool's `score` and `complete` events carry. */
export type PlayEvent = Omit<ResultDetail, 'tool' | 'pace'>;

export type PlayResult = Omit<RouteBody<'POST /api/play/:code/results'>, 'studentId'>;

/** The templates that ask the activity's items one after another in the teacher's order. */
const IN_ORDER: ReadonlySet<Template> = new Set(IN_ORDER_TEMPLATES);

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The result of one play: score and max from the `complete` event (else counted from the answers),
 * its duration, and one item per answer, named by the tool when it says (`prompt`), else by the
 * activity's item in that place when the template asks them in order, else `Answer <n>`.
 */
export function resultOf(template: Template, items: readonly string[], answers: readonly PlayEvent[], complete: PlayEvent): PlayResult {
  const right = (event: PlayEvent) => event.success ?? (finite(event.score) && finite(event.max) && event.max > 0 && event.score >= event.max);
  const max = finite(complete.max) ? complete.max : answers.length;
  const score = Math.min(max, finite(complete.score) ? complete.score : answers.filter(right).length);
  return {
    score: Math.max(0, score),
    max: Math.max(0, max),
    durationMs: Math.max(0, Math.round(complete.durationMs)),
    items: answers.slice(0, 200).map((event, index) => ({
      prompt: (event.prompt ?? (IN_ORDER.has(template) ? items[index] : undefined) ?? `Answer ${index + 1}`).slice(0, 200),
      answer: (event.answer ?? (right(event) ? 'right' : 'not yet')).slice(0, 200),
      right: right(event),
    })),
  };
}

/** A key made once per attempt (a resend of the same attempt carries the same key). */
export function attemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
