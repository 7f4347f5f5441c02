// The b and d view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultDetail } from '../tool-kit';
import { click, failOnReactErrors, render, unmount } from '../runtime/testing';
import { BAndD } from './BAndD';
import { FINISH_TONE, TURN_TONE } from './logic';

const tones = vi.hoisted(() => [] as number[]);
vi.mock('../tool-kit/sound', async (original) => ({
  ...(await original<typeof import('../tool-kit/sound')>()),
  tone: (frequency: number) => void tones.push(frequency),
}));

const named = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name)!;

failOnReactErrors();
beforeEach(() => {
  tones.length = 0;
  localStorage.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BAndD on React', () => {
  it('alerts without a letter; with b chosen the car drives it stop by stop and onComplete is called', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
    const onComplete = vi.fn<(detail: ResultDetail) => void>();
    const page = render(<BAndD onComplete={onComplete} />);
    expect(page.querySelector('h1, h2')?.textContent).toBe('b and d');

    click(named(page, 'Drive'));
    await wait(100);
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('Choose a letter (🍩 or 🍫) first.');

    click(named(page, 'b for candy bar'));
    expect(named(page, 'b for candy bar').getAttribute('aria-pressed')).toBe('true');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('');

    click(named(page, 'Drive'));
    expect(named(page, 'Drive').disabled).toBe(true);
    await wait(1400);
    expect(tones).toEqual([TURN_TONE, TURN_TONE, FINISH_TONE]);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'b-and-d', verb: 'completed', durationMs: expect.any(Number) });
    expect(named(page, 'Drive').disabled).toBe(false);
  });
});
