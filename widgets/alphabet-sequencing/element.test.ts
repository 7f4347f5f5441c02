// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { describe, expect, it } from 'vitest';
import { eventsOf, fired, heard, keydown as press, mountTool, tick, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';
import { ALPHABET, TEXTS, completable, isDone, pick, startProgress, target, type Progress } from './logic';

const { defineAlphabetSequencing } = await import('./define');

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-alphabet-sequencing', attributes);
  const { host, root } = tool;
  const letters = () => [...root.querySelectorAll<HTMLButtonElement>('.seq-text button')];
  return { ...tool, letters };
}

/** The letter indexes (among the text's letter buttons) of a to z for `text`. */
function solution(text: string): number[] {
  const letterIndex = new Map<number, number>();
  [...text].forEach((ch, i) => /[a-z]/i.test(ch) && letterIndex.set(i, letterIndex.size));
  let progress: Progress = startProgress();
  while (!isDone(progress)) progress = pick(text, progress, target(text, progress)).progress;
  return progress.found.map((p) => letterIndex.get(p)!);
}

useElementTest({ define: defineAlphabetSequencing });

describe('<verse-alphabet-sequencing>', () => {
  it('shows Text 1 as letters to pick, in the case asked for, with the alphabet strip', async () => {
    const { root, letters } = await mount({ case: 'upper' });
    expect(letters().map((b) => b.textContent).join('')).toBe(TEXTS.text1.replace(/[^a-z]/gi, '').toUpperCase());
    expect(root.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Found 0 of 26. Next: A.');
    expect(letters().filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('shows what to do and the next letter on screen, and Hear it reads it aloud', async () => {
    const { root, letters } = await mount();
    const step = () => root.querySelector('.tool-step span')!.textContent;
    const hear = () => root.querySelector<HTMLButtonElement>('.tool-step button')!;
    expect(step()).toBe('Tap the letters from a to z, in order. Find a.');
    expect(hear().textContent).toBe('Hear it');
    hear().click();
    expect(heard.spoken.at(-1)).toBe('Tap the letters from a to z, in order. Find a.');
    letters()[solution(TEXTS.text1)[0]!]!.click();
    await tick(100);
    expect(step()).toBe('Find b.');
    hear().click();
    expect(heard.spoken.at(-1)).toBe('Find b.');
  });

  it('by mouse: a right letter turns found, a wrong one greys and says on screen which letter to look for; the strip follows', async () => {
    const { host, root, letters, status } = await mount();
    const answers = eventsOf(host, 'score');
    const step = () => root.querySelector('.tool-step span')!.textContent;
    const order = solution(TEXTS.text1);
    // "A big cat": the first a is right; the b of "big" is b.
    letters()[order[1]!]!.click(); // b before a: wrong
    await tick(100);
    expect(letters()[order[1]!]!.dataset.state).toBe('wrong');
    expect(letters()[order[1]!]!.getAttribute('aria-label')).toBe('b, not next');
    expect(status()).toBe('That is b. Look for a.');
    expect(step()).toBe('That is b. Look for a.');
    letters()[order[0]!]!.click();
    await tick(100);
    expect(letters()[order[0]!]!.dataset.state).toBe('found');
    expect(letters()[order[0]!]!.getAttribute('aria-label')).toBe('a, found');
    expect(status()).toBe('Right! a. Now find b.');
    expect(step()).toBe('Find b.');
    // The a of "cat" is an a, but not the first one after a: the b is next.
    const laterA = letters().findIndex((b, i) => i > order[0]! && b.textContent === 'a');
    letters()[laterA]!.click();
    await tick(100);
    expect(step()).toBe('That is a. Look for b.');
    letters()[order[1]!]!.click();
    await tick();
    expect(letters()[order[1]!]!.dataset.state).toBe('found');
    expect(root.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('Found 2 of 26. Next: c.');
    // Each pick that counts is a score event: the letter to find and the one picked.
    expect(answers.map((a) => a as { success: boolean; prompt: string; answer: string }).map(({ success, prompt, answer }) => [success, prompt, answer])).toEqual([
      [false, 'a', 'b'],
      [true, 'a', 'a'],
      [false, 'b', 'a'],
      [true, 'b', 'b'],
    ]);
  });

  it('by keyboard: one Tab stop, arrows by letter and by word, Enter and Space pick', async () => {
    const { root, letters } = await mount({ source: 'text2' });
    const all = letters();
    all[0]!.focus();
    press(all[0]!, 'ArrowRight');
    await tick();
    expect(root.activeElement).toBe(all[1]);
    press(all[1]!, 'ArrowDown'); // next word: "and"
    await tick();
    expect(root.activeElement).toBe(all[3]);
    expect(all[3]!.tabIndex).toBe(0);
    expect(all.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    press(all[3]!, 'Enter'); // the a of "and" is not the first a
    await tick();
    expect(all[3]!.dataset.state).toBe('wrong');
    press(all[3]!, 'ArrowUp');
    await tick();
    expect(root.activeElement).toBe(all[0]);
    press(all[0]!, 'ArrowRight');
    press(all[1]!, ' '); // the a of "Sam"
    await tick();
    expect(all[1]!.dataset.state).toBe('found');
  });

  it('after z: 150 confetti, the complete event with 26 of 26; the win stays until Play again', async () => {
    const { root, letters, status, completes, button } = await mount({ alphabet: 'hide' });
    const step = () => root.querySelector('.tool-step span')!.textContent;
    for (const i of solution(TEXTS.text1)) letters()[i]!.click();
    await tick(100);
    expect(fired).toEqual([150]);
    expect(completes).toEqual([{ tool: 'alphabet-sequencing', verb: 'completed', score: 26, max: 26, success: true, durationMs: expect.any(Number) }]);
    expect(status()).toBe('Right! z. You found a to z! Press Play again for a new round.');
    expect(letters().filter((b) => b.dataset.state === 'found')).toHaveLength(26);
    await tick(60_000);
    expect(step()).toBe('You found a to z!');
    expect(letters().filter((b) => b.dataset.state === 'found')).toHaveLength(26);
    button('Play again').click();
    await tick(100);
    expect(letters().filter((b) => b.dataset.state)).toHaveLength(0);
    expect(step()).toBe('Tap the letters from a to z, in order. Find a.');
    expect(button('Play again')).toBeUndefined();
    expect(root.activeElement).toBe(letters()[0]);
  });

  it('by keyboard, z found takes focus to Play again', async () => {
    const { root, letters, button } = await mount({ alphabet: 'hide' });
    const order = solution(TEXTS.text1);
    for (const i of order.slice(0, -1)) letters()[i]!.click();
    letters()[order.at(-1)!]!.focus();
    press(letters()[order.at(-1)!]!, 'Enter');
    await tick(100);
    expect(root.activeElement).toBe(button('Play again'));
  });

  it('a generated text, new for each round, can be completed', async () => {
    const { letters, button } = await mount({ source: 'generated' });
    const text = () => letters().map((b) => b.textContent).join('');
    const first = text();
    expect(completable(first)).toBe(true);
    expect(ALPHABET.split('').every((l) => first.includes(l))).toBe(true);
    button('Start Over').click();
    await tick();
    expect(text()).not.toBe(first);
  });
});
