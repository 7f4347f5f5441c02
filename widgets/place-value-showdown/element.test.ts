// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fired, heard, keydown as press, mountTool, openSettings, tick, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';

const { played } = heard;

const { definePlaceValueShowdown } = await import('./define');

/** Math.random answers so that the digits drawn are these, in order. */
const drawing = (digits: number[]) => {
  const queue = [...digits];
  vi.spyOn(Math, 'random').mockImplementation(() => (queue.shift() ?? 0) / 10 + 0.05);
};

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-place-value-showdown', attributes, { wait: 200 });
  const { host, root } = tool;
  const slots = (name: string) => [...root.querySelectorAll<HTMLButtonElement>(`[aria-label="${name === 'You' ? 'Your' : `${name}'s`} places"] button`)];
  const digit = () => root.querySelector('[role="img"]')?.getAttribute('aria-label');
  const text = () => root.querySelector('.pv-stage')!.textContent;
  return { ...tool, slots, digit };
}

useElementTest({ define: definePlaceValueShowdown });
afterEach(() => vi.restoreAllMocks());

describe('<verse-place-value-showdown>', () => {
  it('by mouse, two players: each places the drawn digit in turn; the greater number wins; best of 3 ends at 2 wins', async () => {
    drawing([7, 4, 2, 8, 3, 1]);
    const { slots, digit, status, button, text, completes } = await mount();
    expect(slots('Player 1').map((s) => s.getAttribute('aria-label'))).toEqual(['hundreds, empty', 'tens, empty', 'ones, empty']);
    expect(digit()).toBe('Digit drawn: 7');
    expect(status()).toBe('Round 1. The digit is 7. Player 1: put the 7 in a place.');
    // Not Player 2's turn yet.
    slots('Player 2')[0]!.click();
    await tick(120);
    expect(status()).toBe("It is Player 1's turn.");
    for (let round = 0; round < 2; round++) {
      for (let k = 0; k < 3; k++) {
        slots('Player 1')[k]!.click(); // greatest place first
        await tick(50);
        slots('Player 2')[2 - k]!.click(); // ones first
        await tick(50);
      }
      await tick(120);
      if (round === 0) {
        expect(text()).toContain('742 = 700 + 40 + 2');
        expect(text()).toContain('247 = 200 + 40 + 7');
        expect(status()).toContain('742 is greater than 247. Player 1 wins round 1!');
        expect(text()).toContain('Player 1: 1 · Player 2: 0');
        expect(played).toEqual(['unwrap', 'unwrap', 'success']);
        button('Next round')!.click();
        await tick(120);
        expect(text()).toContain('Round 2');
      }
    }
    expect(text()).toContain('831 is greater than 138. Player 1 wins round 2!');
    expect(text()).toContain('Player 1 wins the game, 2 rounds to 0!');
    expect(completes).toEqual([{ tool: 'place-value-showdown', verb: 'completed', score: 2, max: 2, durationMs: expect.any(Number) }]);
    expect(fired).toEqual([150]);
    expect(played.at(-1)).toBe('end');
    expect(button('Next round')).toBeUndefined();
    button('Play again')!.click();
    await tick(120);
    expect(text()).toContain('Player 1: 0 · Player 2: 0');
  });

  it('by keyboard against the computer, lesser wins, 4 places: arrows and Enter; the computer answers; focus goes on', async () => {
    drawing([9, 0, 5, 1]);
    const { root, slots, status, text, completes } = await mount({ players: 'computer', goal: 'lesser', places: '4', rounds: '3' });
    expect(slots('You')).toHaveLength(4);
    expect(slots('Computer')[0]!.getAttribute('aria-label')).toBe('thousands, empty');
    slots('You')[0]!.focus();
    press(root.activeElement!, 'End');
    await tick(50);
    expect(root.activeElement!.getAttribute('aria-label')).toBe('ones, empty');
    press(root.activeElement!, 'Enter'); // 9 in the ones
    await tick(120);
    expect(status()).toBe('You put 9 in the ones. Computer puts 9 in the ones. The next digit is 0. You: put the 0 in a place.');
    expect(root.activeElement!.getAttribute('aria-label')).toBe('thousands, empty');
    press(root.activeElement!, 'Enter'); // 0 in the thousands
    await tick(120);
    expect(slots('Computer').map((s) => s.getAttribute('aria-label'))).toEqual(['thousands: 0', 'hundreds, empty', 'tens, empty', 'ones: 9']);
    press(root.activeElement!, 'Enter'); // 5 in the hundreds
    await tick(120);
    press(root.activeElement!, 'Enter'); // 1 in the tens
    await tick(120);
    expect(text()).toContain('519 = 500 + 10 + 9');
    expect(root.activeElement!.textContent).toBe('Next round');
    expect(completes).toEqual([]);
  });

  it('a setting starts a new game; the attributes set them', async () => {
    drawing([3]);
    const { root, slots, text } = await mount({ rounds: '7' });
    expect(text()).toContain('Best of 7');
    await openSettings(root);
    const radio = (label: string) => [...root.querySelectorAll('label.choice')].find((l) => l.textContent === label)!.querySelector('input')!;
    expect(radio('Best of 7').checked).toBe(true);
    radio('Thousands').click();
    await tick(120);
    expect(slots('Player 1')).toHaveLength(4);
  });
});
