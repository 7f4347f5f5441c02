// A student's finished play as the result the teacher's report is made of: taken from what every
// tool already sends, the `score` event after each answer and the `complete` event at the end.
import type { RouteBody } from '../../contract/routes';
import type { ResultDetail } from '../../widgets/tool-kit/results';

/** What a tool's `score` and `complete` events carry. */
export type PlayEvent = Omit<ResultDetail, 'tool' | 'pace'>;

export type PlayResult = Omit<RouteBody<'POST /api/play/:code/results'>, 'studentId'>;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The worker takes up to 200 items of up to 200 characters, on one line each. */
const ITEMS = 200;
const oneLine = (text: string | undefined): string => (text ?? '').replace(/\p{Cc}+/gu, ' ').trim().slice(0, 200).trim();
/** What the items may take of a result's body (32 KB at most with the rest, which is small). */
const ITEMS_BYTES = 28 * 1024;

/**
 * The result of one play: score and max from the `complete` event (else counted from the answers),
 * its duration, and one item per answer that names its item (`prompt`: the word, letter or sentence
 * the tool asked), with what the child answered where the tool says it. An answer that names no
 * item counts in the score and is no item. The first answers are kept, as many as the body holds.
 */
export function resultOf(answers: readonly PlayEvent[], complete: PlayEvent): PlayResult {
  const right = (event: PlayEvent) => event.success ?? (finite(event.score) && finite(event.max) && event.max > 0 && event.score >= event.max);
  const max = finite(complete.max) ? complete.max : answers.length;
  const score = Math.min(max, finite(complete.score) ? complete.score : answers.filter(right).length);
  const items: PlayResult['items'] = [];
  let bytes = 0;
  for (const event of answers) {
    const prompt = oneLine(event.prompt);
    if (!prompt) continue;
    const item = { prompt, answer: oneLine(event.answer) || (right(event) ? 'right' : 'not yet'), right: right(event) };
    bytes += new TextEncoder().encode(JSON.stringify(item)).length + 1;
    if (items.length === ITEMS || bytes > ITEMS_BYTES) break;
    items.push(item);
  }
  return { score: Math.max(0, score), max: Math.max(0, max), durationMs: Math.max(0, Math.round(complete.durationMs)), items };
}

/** A key made once per attempt (a resend of the same attempt carries the same key). */
export function attemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
