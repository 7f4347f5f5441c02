// The Spinner Wheel view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ResultDetail } from '../tool-kit';
import { seededRandom } from '../tool-kit/random';
import { button, click, openSettings, render, stubClipboard, useComponentTest } from '../runtime/testing';
import { SpinnerWheel } from './SpinnerWheel';

// Reduced motion: each spin picks at once, and the end shows the kit's still star.
useComponentTest({ toFake: ['setTimeout', 'clearTimeout', 'Date'], reducedMotion: true });

/** Lets the lazily loaded rules arrive and React draw what they did. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });

describe('SpinnerWheel on React', () => {
  it("takes a teacher's words in the settings, shares them, takes each pick off the wheel and reports the emptied wheel once", async () => {
    vi.spyOn(Math, 'random').mockImplementation(seededRandom(7));
    const writeText = stubClipboard();
    const onComplete = vi.fn<(detail: ResultDetail) => void>();
    const page = render(<SpinnerWheel onComplete={onComplete} />);
    const chips = () => [...page.querySelectorAll('ul[aria-label="On the wheel"] li')].map((li) => li.textContent);
    expect(chips()).toHaveLength(15);

    await openSettings(page);
    await act(async () => void page.querySelector('.tool-shell')!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await settle();
    const words = page.querySelector('textarea')!;
    words.value = 'frog, clap\nswim';
    click(button(page, 'Use these words'));
    const remove = [...page.querySelectorAll('label.choice')].find((l) => l.textContent === 'Take it off the wheel')!.querySelector('input')!;
    click(remove);
    expect(chips()).toEqual(['frog', 'clap', 'swim']);
    await act(async () => click(button(page, 'Copy link')));
    expect(new URL(writeText.mock.calls[0]![0]).searchParams.get('words')).toBe('frog, clap\nswim');
    expect(new URL(writeText.mock.calls[0]![0]).searchParams.get('after')).toBe('remove');

    const picked: string[] = [];
    for (let n = 0; n < 3; n++) {
      click(button(page, 'Spin the wheel'));
      await settle();
      picked.push(page.querySelector('.sw-result p:nth-child(2)')!.textContent!);
    }
    expect(picked.sort()).toEqual(['clap', 'frog', 'swim']);
    expect(chips()).toEqual([]);
    expect(page.querySelector('.sw-result')!.textContent).toContain('That was the last one! Reset puts all 3 back.');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'spinner-wheel', verb: 'completed', score: 3, max: 3, success: true, durationMs: expect.any(Number) });
    click(button(page, 'Reset'));
    await settle();
    expect(chips()).toEqual(['frog', 'clap', 'swim']);
  });
});
