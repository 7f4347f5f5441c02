// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { describe, expect, it, vi } from 'vitest';
import { eventsOf, fired, heard, keydown as press, mountTool, tick, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';

const { spoken } = heard;

const { defineVowelSounds } = await import('./define');

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-vowel-sounds', attributes);
  const { host, root } = tool;
  const tiles = () => [...root.querySelectorAll<HTMLButtonElement>('.vowel-line button')];
  return { ...tool, tiles };
}

useElementTest({ define: defineVowelSounds });

describe('<verse-vowel-sounds>', () => {
  it('shows 28 vowels on 2 lines of 14, in the case asked for', async () => {
    const { root, tiles } = await mount({ case: 'upper' });
    const lines = [...root.querySelectorAll('[role="group"]')];
    expect(lines.map((line) => [line.getAttribute('aria-label'), line.querySelectorAll('button').length])).toEqual([
      ['Line 1', 14],
      ['Line 2', 14],
    ]);
    expect(tiles().every((tile) => /^[AEIOU]$/.test(tile.textContent!))).toBe(true);
    expect(tiles().every((tile) => tile.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('selects a letter once by mouse: it stays marked (pressed, disabled, ticked) and says its short sound', async () => {
    expect('speechSynthesis' in window).toBe(false);
    const { host, tiles, status } = await mount();
    const answers = eventsOf(host, 'score');
    const first = tiles()[0]!;
    const letter = first.textContent!;
    first.click();
    await tick(100);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(first.getAttribute('aria-disabled')).toBe('true');
    expect(first.querySelector('svg')).not.toBeNull();
    expect(spoken).toEqual([{ a: 'a, apple', e: 'e, egg', i: 'i, itch', o: 'o, octopus', u: 'u, up' }[letter]]);
    expect(status()).toBe(`${letter}. 1 of 28.`);

    first.click();
    await tick(100);
    expect(spoken).toHaveLength(1);
    expect(status()).toBe(`${letter} is already selected.`);
    expect(tiles().filter((tile) => tile.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
    // A letter selected is a score event naming it with its word; selected again, none.
    expect(answers).toEqual([{ tool: 'vowel-sounds', verb: 'answered', success: true, prompt: spoken[0], durationMs: expect.any(Number) }]);
  });

  it('is used by keyboard: arrows move along and across the 2 lines, Enter and Space select', async () => {
    const { root, tiles } = await mount({ voice: 'off' });
    const all = tiles();
    expect(all.filter((tile) => tile.tabIndex === 0)).toEqual([all[0]]);
    all[0]!.focus();
    press(all[0]!, 'ArrowRight');
    await tick();
    expect(root.activeElement).toBe(all[1]);
    press(all[1]!, 'ArrowDown');
    await tick();
    expect(root.activeElement).toBe(all[15]);
    press(all[15]!, 'Enter');
    await tick();
    expect(all[15]!.getAttribute('aria-pressed')).toBe('true');
    press(all[15]!, 'ArrowUp');
    press(all[1]!, ' ');
    await tick();
    expect(all[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(spoken).toEqual([]);
  });

  it('celebrates with 300 confetti and reports 28 of 28 when all are selected; Reset deals a new set', async () => {
    const { root, tiles, status, completes, button } = await mount({ case: 'mixed' });
    const step = () => root.querySelector('.tool-step span')!.textContent;
    expect(step()).toBe('Tap each vowel and say its sound.');
    [...root.querySelectorAll<HTMLButtonElement>('.tool-step button')].find((b) => b.textContent === 'Hear it')!.click();
    expect(spoken.at(-1)).toBe('Tap each vowel and say its sound.');
    const before = tiles().map((tile) => tile.textContent).join('');
    for (const tile of tiles()) tile.click();
    await tick(100);
    expect(completes).toEqual([{ tool: 'vowel-sounds', verb: 'completed', score: 28, max: 28, success: true, durationMs: expect.any(Number) }]);
    expect(fired).toEqual([300]);
    expect(status()).toBe('All 28 vowels selected! Reset deals a new set.');
    expect(step()).toBe('All done! Press Reset for new vowels.');

    button('Reset').click();
    await tick(100);
    expect(tiles().every((tile) => tile.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(tiles().map((tile) => tile.textContent).join('')).not.toBe(before);
    expect(status()).toBe('A new set of 28 vowels.');
    expect(completes).toHaveLength(1);
  });
});
