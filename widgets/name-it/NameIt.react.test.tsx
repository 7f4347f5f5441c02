// The Name It view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { NameIt } from './NameIt';

useComponentTest({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
});

describe('NameIt on React', () => {
  it('shares the game time and rotation, scores a match and reports the winner at the end', async () => {
    const { page, onComplete, choose, copiedLink } = await renderTool((on) => <NameIt {...on} />);
    // The first touch loads the running match.
    act(() => void page.querySelector('.tp-stage')!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(() => vi.dynamicImportSettled());
    // The deck and its pictures load while the names show.
    await act(() => vi.dynamicImportSettled());
    choose('1 minute');
    choose('Off');
    expect((await copiedLink()).search).toBe('?minutes=1&rotate=false');
    expect(page.querySelector('.tp-stage')!.getAttribute('data-rotate')).toBe('false');
    choose('Bear');
    click(button(page, 'Start'));
    const centre = page.querySelector('[aria-label^="Centre card: "]')!.getAttribute('aria-label')!.slice(13).split(', ');
    const mine = [...page.querySelectorAll<HTMLButtonElement>('[aria-label="Bear\'s card"] button')];
    expect(mine).toHaveLength(8);
    click(mine.find((b) => centre.includes(b.getAttribute('aria-label')!))!);
    expect(page.querySelector('[data-player="1"] .tp-score')!.getAttribute('aria-label')).toBe('Score 1');
    act(() => void vi.advanceTimersByTime(60000));
    expect(page.querySelector('.tp-winner')!.textContent).toBe('Bear wins!');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'name-it', verb: 'completed', score: 1, durationMs: expect.any(Number), pace: 'timed' });
  });
});
