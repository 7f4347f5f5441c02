// The Ice Fishers view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { IceFishers } from './IceFishers';

// Reduced motion: still mode (fish wait in the holes), and the kit's still star at the end.
useComponentTest({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'], reducedMotion: true });

describe('IceFishers on React', () => {
  it('changes content and time in the settings, shares them, catches letters and reports the round', async () => {
    const { page, onComplete, choose, copiedLink } = await renderTool((on) => <IceFishers {...on} />);
    // The tool's fields come with the rules, which load with the first tap, key or focus in the tool.
    expect(page.querySelector('textarea')).toBeNull();
    act(() => void page.querySelector('.settings-panel')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    for (let round = 0; round < 50 && !page.querySelector('textarea'); round++) await act(async () => vi.dynamicImportSettled());
    choose('Letters');
    choose('30 s');
    expect((await copiedLink()).search).toBe('?content=letters&time=30');
    const prompt = () => page.querySelector('.if-target')?.textContent ?? '';
    expect(prompt()).toMatch(/^the letter [a-z]$/);

    click(button(page, 'Start'));
    // The rules load with the first tap, key or focus (here the click on Start, which waits for them).
    for (let round = 0; round < 50 && [...page.querySelectorAll('button')].some((b) => b.textContent === 'Start'); round++) await act(async () => vi.dynamicImportSettled());
    const holes = () => [...page.querySelectorAll<HTMLButtonElement>('.if-hole')];
    let caught = 0;
    for (let t = 0; t < 31_000; t += 250) {
      act(() => void vi.advanceTimersByTime(250));
      const letter = prompt().slice(-1);
      const hole = holes().find((h) => h.getAttribute('aria-label')!.endsWith(`, ${letter}`) && prompt().startsWith('the letter'));
      if (hole) {
        click(hole);
        caught++;
        expect(page.textContent).toContain(`Bucket: ${caught} fish`);
      }
    }
    expect(caught).toBeGreaterThan(3);
    expect(page.textContent).toContain(`Time's up! You caught ${caught} fish.`);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'ice-fishers', verb: 'completed', score: caught, max: caught, success: true, durationMs: 30_000, pace: 'timed' });
  });
});
