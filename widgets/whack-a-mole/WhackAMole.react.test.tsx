// The Whack-a-mole view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { WhackAMole } from './WhackAMole';

// Reduced motion: the end shows the kit's still star, not canvas confetti.
useComponentTest({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], reducedMotion: true });

describe('WhackAMole on React', () => {
  it('changes the list, time and speed in the settings, shares them, plays a round and reports it', async () => {
    const { page, onComplete, choose, copiedLink } = await renderTool((on) => <WhackAMole {...on} />);
    // The tool's fields come with the rules, which load with the first tap, key or focus in the tool.
    expect(page.querySelector('textarea')).toBeNull();
    act(() => void page.querySelector('.settings-panel')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    for (let round = 0; round < 50 && !page.querySelector('select'); round++) await act(async () => vi.dynamicImportSettled());
    const select = page.querySelector('select')!;
    act(() => {
      select.value = 'with-ank';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    choose('30 s');
    choose('Fast');
    expect((await copiedLink()).search).toBe('?list=with-ank&time=30&speed=fast');
    expect(page.querySelector('.wm-target')!.textContent).toBe('words with ank');

    click(button(page, 'Start'));
    // The rules load with the first tap, key or focus (here the click on Start, which waits for them).
    for (let round = 0; round < 50 && [...page.querySelectorAll('button')].some((b) => b.textContent === 'Start'); round++) await act(async () => vi.dynamicImportSettled());
    const holes = () => [...page.querySelectorAll<HTMLButtonElement>('.wm-hole')];
    let hits = 0;
    // Looks every 500 ms: a mole is up 944 ms at the least (fast, after a long streak), so each is
    // seen, and React draws the round a third less often than when looking every 250 ms.
    for (let t = 0; t < 31_000; t += 500) {
      act(() => void vi.advanceTimersByTime(500));
      const match = holes().find((h) => /^Hole \d, [a-z]*ank$/.test(h.getAttribute('aria-label')!));
      if (match) {
        click(match);
        hits++;
      }
    }
    expect(hits).toBeGreaterThan(5);
    expect(page.textContent).toContain(`Time's up! You whacked ${hits} words.`);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'whack-a-mole', verb: 'completed', score: hits, max: hits, success: true, durationMs: 30_000, pace: 'timed' });
    expect(button(page, 'Play again')).toBeDefined();
    // A whole round drawn by development React (about a hundred renders of the field, its time on
    // the fake clock): near a second of CPU on an idle machine, ten times that when the shared
    // two-core machine is busy. The one test here over Vitest's default 5 s for that reason.
  }, 20_000);
});
