// The Alphabet Sequencing view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { AlphabetSequencing } from './AlphabetSequencing';
import { TEXTS, isDone, pick, startProgress, target, type Progress } from './logic';

useComponentTest({ reducedMotion: true });

describe('AlphabetSequencing on React', () => {
  it('switches text and case in the settings, shares them, toggles the strip and reports z once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { page, onComplete, choose, copiedLink } = await renderTool((on) => <AlphabetSequencing {...on} />);
    const letters = () => [...page.querySelectorAll<HTMLButtonElement>('.seq-text button')];
    choose('Text 2');
    choose('Uppercase');
    expect(letters().map((b) => b.textContent).join('')).toBe(TEXTS.text2.replace(/[^a-z]/gi, '').toUpperCase());
    click(button(page, 'Show Alphabet'));
    expect(page.querySelector('.seq-strip')).toBeNull();
    expect((await copiedLink()).search).toBe('?source=text2&case=upper&alphabet=hide');

    let progress: Progress = startProgress();
    const index = new Map<number, number>();
    [...TEXTS.text2].forEach((ch, i) => /[a-z]/i.test(ch) && index.set(i, index.size));
    while (!isDone(progress)) {
      const at = target(TEXTS.text2, progress);
      click(letters()[index.get(at)!]!);
      progress = pick(TEXTS.text2, progress, at).progress;
    }
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'alphabet-sequencing', verb: 'completed', score: 26, max: 26, success: true, durationMs: expect.any(Number) });
    click(letters()[0]!);
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(letters().filter((b) => b.dataset.state)).toHaveLength(26);
    click(button(page, 'Play again'));
    expect(letters().filter((b) => b.dataset.state)).toHaveLength(0);
    expect(onComplete).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    // 26 finds, each drawing the whole passage (130 letter buttons) again on development React:
    // half a second of CPU or more on an idle machine, several seconds when the shared two-core
    // machine is busy. The one test here over Vitest's default 5 s for that reason.
  }, 20_000);
});
