// The Place Value Showdown view on React 19 itself (no preact/compat), in happy-dom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { PlaceValueShowdown } from './PlaceValueShowdown';

useComponentTest({ toFake: ['setTimeout', 'clearTimeout', 'Date'], reducedMotion: true });
afterEach(() => vi.restoreAllMocks());

describe('PlaceValueShowdown on React', () => {
  it('plays best of 3 against the computer to the end, shares its settings and reports the rounds won', async () => {
    // Every digit drawn is 5: the computer's boards and yours tie unless you place badly.
    vi.spyOn(Math, 'random').mockReturnValue(0.55);
    const { page, onComplete, choose, copiedLink } = await renderTool((on) => <PlaceValueShowdown players="computer" {...on} />);
    const mine = () => [...page.querySelectorAll<HTMLButtonElement>('[aria-label="Your places"] button')];
    expect(mine()).toHaveLength(3);
    for (let round = 1; round <= 3; round++) {
      for (let k = 0; k < 3; k++) click(mine()[k]!);
      expect(page.textContent).toContain(`Both made 555. Round ${round} is a tie.`);
      if (round < 3) click(button(page, 'Next round'));
    }
    expect(page.textContent).toContain('The game is a draw: 0 rounds each.');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'place-value-showdown', verb: 'completed', score: 0, max: 3, success: false, durationMs: expect.any(Number) });

    choose('Lesser wins');
    choose('Best of 5');
    expect(page.textContent).toContain('Round 1 · Best of 5 · Lesser wins');
    expect((await copiedLink()).search).toBe('?players=computer&goal=lesser&rounds=5');
  });
});
