import { expect, type Frame, type Page } from '@playwright/test';

// Alphabet Sequencing as a test finds it: the tool, its text's letters, and the order a to z is found in.

export const tool = (scope: Page | Frame) => scope.locator('verse-alphabet-sequencing');
export const letters = (scope: Page | Frame) => tool(scope).getByRole('group', { name: 'Text: find a to z in order' }).getByRole('button');

/** Indexes (among the text's letters) of a to z: each the first of its kind after the one before. */
export async function solution(scope: Page | Frame): Promise<number[]> {
  const shown = (await letters(scope).allTextContents()).map((t) => t.toLowerCase());
  const found: number[] = [];
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
    const at = shown.findIndex((l, i) => l === letter && i > (found.at(-1) ?? -1));
    expect(at, `no ${letter}`).toBeGreaterThanOrEqual(0);
    found.push(at);
  }
  return found;
}
