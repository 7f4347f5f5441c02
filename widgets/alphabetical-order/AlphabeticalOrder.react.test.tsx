// The Alphabetical Order view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { AlphabeticalOrder } from './AlphabeticalOrder';

useComponentTest({ toFake: ['setTimeout', 'clearTimeout', 'Date'], reducedMotion: true });

describe('AlphabeticalOrder on React', () => {
  it('changes subdivision and theme in the settings, shares them, and reports correct of all attempts', async () => {
    const { page, onComplete, choose, copiedLink } = await renderTool((on) => <AlphabeticalOrder {...on} />);
    const cards = () => [...page.querySelectorAll<HTMLButtonElement>('[aria-label="Deck"] button')];
    const slots = () => [...page.querySelectorAll<HTMLButtonElement>('[aria-label="Slots"] button')];
    expect(cards()).toHaveLength(4);
    const select = page.querySelector('select')!;
    act(() => {
      select.value = '2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    choose('Ocean');
    click(button(page, 'Uppercase'));
    expect(page.querySelector('.ao-stage')!.getAttribute('data-theme')).toBe('ocean');
    expect((await copiedLink()).search).toBe('?subdivision=2&theme=ocean&uppercase=false');

    // A new subdivision deals again without a countdown.
    expect(page.querySelector('.ao-countdown')).toBeNull();
    expect(cards().map((c) => c.textContent).sort()).toEqual(['a b c d e f g h i j k l m', 'n o p q r s t u v w x y z']);
    const first = () => cards().find((c) => c.textContent!.startsWith('a'))!;
    click(first());
    click(slots()[1]!);
    expect(slots()[1]!.dataset.flash).toBe('wrong');
    act(() => void vi.advanceTimersByTime(400));
    expect(slots()[1]!.dataset.flash).toBeUndefined();
    click(first());
    click(slots()[0]!);
    click(cards()[0]!);
    click(slots()[1]!);
    expect(page.textContent).toContain('Great job! Everything is in order.');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'alphabetical-order', verb: 'completed', score: 2, max: 3, success: true, durationMs: expect.any(Number), pace: 'timed' });
    click(button(page, 'Play Again'));
    expect(cards()).toHaveLength(2);
    expect(page.querySelector('.ao-done')).toBeNull();
  });
});
