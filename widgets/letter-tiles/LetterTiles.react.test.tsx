// Letter Tiles' view on React 19 itself (no preact/compat), in happy-dom: a tap before the moves
// arrive, a tile picked and placed, a list chosen in the settings panel, a key press, and the
// complete event after a whole list.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, openSettings, render, settle, useComponentTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';
import { LetterTiles } from './LetterTiles';
import { wordListById } from './logic';

const { confettiMock } = await vi.hoisted(() => import('../runtime/testing/mocks'));
vi.mock('canvas-confetti', confettiMock);

const row = (page: HTMLElement, n: 1 | 2) =>
  [...page.querySelectorAll('[part="board"] button')]
    .slice((n - 1) * 12, n * 12)
    .map((slot) => slot.textContent || '.')
    .join(' ');
const tile = (page: HTMLElement, name: string) => page.querySelector<HTMLButtonElement>(`[part="palette"] button[aria-label="${name}"]`)!;
const slot = (page: HTMLElement, name: string) => page.querySelector<HTMLButtonElement>(`[part="board"] button[aria-label="${name}"]`)!;
const named = (page: HTMLElement, text: string) => [...page.querySelectorAll('button')].find((b) => b.textContent?.trim().endsWith(text))!;

useComponentTest({ toFake: ['setTimeout', 'clearTimeout'] });

describe('LetterTiles on React', () => {
  // First in the file: the moves (play.tsx) are not loaded yet, as on a page.
  it('shows No Words with no moves loaded; a tap before they arrive waits for them, then counts', async () => {
    const page = render(<LetterTiles />);
    expect(page.querySelector('.status')!.textContent).toBe('No Words: build your own words, or practise short a words');
    expect(tile(page, 'apple, picture').querySelector('svg.picture')).not.toBeNull();
    click(tile(page, 'c, consonant'));
    // The moves are on their way: nothing picked yet, and the tap is not lost.
    expect(tile(page, 'c, consonant').getAttribute('aria-pressed')).toBe('false');
    await settle(() => tile(page, 'c, consonant').getAttribute('aria-pressed') === 'true');
    expect(page.querySelector('.picked-badge')).not.toBeNull();
    expect(page.querySelector('[role="status"]')!.textContent).toBe('');
    await settle(() => page.querySelector('[role="status"]')!.textContent === 'c picked. Now choose an empty space on the board.');
    click(slot(page, 'Row 1, space 1, empty'));
    expect(row(page, 1)).toBe('c . . . . . . . . . . .');
    // The pictures arrived too, in the boxes that kept their size.
    expect(tile(page, 'apple, picture').querySelector('svg.picture path')).not.toBeNull();
  });

  it('places a picked tile in an empty space and leaves a filled one alone', async () => {
    const page = render(<LetterTiles level={2} list="ank-ink-unk" />);
    // A list is laid out by the moves, which load at once then.
    await settle(() => row(page, 2).startsWith('b ank .'));
    // The board as first laid says nothing.
    act(() => void vi.advanceTimersByTime(100));
    expect(page.querySelector('[role="status"]')!.textContent).toBe('');
    click(tile(page, 'th, special tile'));
    expect(tile(page, 'th, special tile').getAttribute('aria-pressed')).toBe('true');
    click(slot(page, 'Row 1, space 4, empty'));
    expect(row(page, 1)).toBe('. . . th . . . . . . . .');
    click(tile(page, 'i, vowel'));
    click(slot(page, 'Row 1, space 4: th, special tile'));
    expect(row(page, 1)).toBe('. . . th . . . . . . . .');
    act(() => void page.querySelector('.letter-tiles')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(tile(page, 'i, vowel').getAttribute('aria-pressed')).toBe('false');
  });

  it('changes the list from the settings panel and calls onComplete after Next through it', async () => {
    const onComplete = vi.fn<(detail: ResultDetail) => void>();
    const page = render(<LetterTiles onComplete={onComplete} />);
    await openSettings(page);
    const select = page.querySelector('select')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(select, 'level-4');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(row(page, 2).startsWith('s t a m p .')).toBe(true);
    const words = wordListById('level-4').words;
    for (let i = 0; i < words.length; i++) click(named(page, 'Next'));
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'letter-tiles', verb: 'completed', durationMs: expect.any(Number) });
    expect(row(page, 2).startsWith('s t a m p .')).toBe(true);
    // A whole list laid out word by word by development React: about a second of CPU on an idle
    // machine, over Vitest's default 5 s when the shared two-core machine is busy.
  }, 20_000);
});
