// @vitest-environment happy-dom
// An embed's spaced review: a word game on an embed page keeps the words it missed on this device,
// per tool and lesson or word list, and mixes them into a later round when due.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbedReview } from './review';

const HOUR = 3_600_000;
/** The moment these games are played at: every reading of the clock is this one's, moved on. */
let at = Date.parse('2026-11-30T09:00:00Z');
const clock = () => at;
const list = ['ship', 'shop', 'chip', 'chop', 'thin', 'that'];

const game = (attributes: Record<string, string>) => {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
};
const answer = (element: HTMLElement, prompt: string, success: boolean) => element.dispatchEvent(new CustomEvent('score', { detail: { verb: 'answered', prompt, success, durationMs: 900 } }));
const finish = (element: HTMLElement) => element.dispatchEvent(new CustomEvent('complete', { detail: { verb: 'completed', durationMs: 2000 } }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

describe('an embed’s review', () => {
  it('keeps a missed word for its tool and list only: never due the same day, never in another list’s or tool’s game', async () => {
    const first = game({ words: list.join('\n') });
    const stop = startEmbedReview(first, 'anagram', clock);
    answer(first, 'chop', false);
    answer(first, 'ship', true);
    answer(first, 'Answer 3', false);
    finish(first);
    stop();
    expect(Object.keys(JSON.parse(localStorage.getItem(localStorage.key(0)!)!))).toEqual(['chop']);

    at += 2 * HOUR;
    const sameDay = game({ words: list.join('\n') });
    startEmbedReview(sameDay, 'anagram', clock);
    await settled();
    expect(sameDay.getAttribute('words')).toBe(list.join('\n'));

    at += 22 * HOUR;
    // Due now, but kept for that list: another list, or another tool at a lesson, plays as it is.
    const other = ['cat', 'sat', 'mat', 'hat', 'bat', 'rat'];
    const elsewhere = game({ words: other.join('\n') });
    startEmbedReview(elsewhere, 'anagram', clock);
    await settled();
    expect(elsewhere.getAttribute('words')).toBe(other.join('\n'));
    const lessonGame = game({ lesson: '12' });
    startEmbedReview(lessonGame, 'whack-a-mole', clock);
    await settled();
    expect(lessonGame.getAttribute('words')).toBeNull();
  });

  it('mixes a due word into a later round of its lesson, at most a third of it', async () => {
    const first = game({ lesson: '12' });
    startEmbedReview(first, 'anagram', clock);
    // moth and bath need lesson 13 (th): a round of lesson 12's words never holds them.
    for (const word of ['moth', 'bath', 'that', 'thin']) answer(first, word, false);
    finish(first);
    at += 24 * HOUR;
    const next = game({ lesson: '12' });
    startEmbedReview(next, 'anagram', clock);
    await expect.poll(() => next.getAttribute('words')).not.toBeNull();
    const words = next.getAttribute('words')!.split('\n');
    expect(words).toHaveLength(10);
    expect(words.filter((word) => ['moth', 'bath', 'that', 'thin'].includes(word))).toEqual(['bath', 'moth', 'that']);
  });

  it('leaves a game on its own built-in lists as it is, keeping nothing', () => {
    const element = game({ list: 'short-a' });
    startEmbedReview(element, 'anagram', clock);
    answer(element, 'cat', false);
    finish(element);
    expect(localStorage.length).toBe(0);
  });
});
