// The b and d view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultDetail } from '../tool-kit';
import { button, clearRecords, click, heard, render, settle, useComponentTest } from '../runtime/testing';
import { BAndD } from './BAndD';
import { FINISH_TONE, TURN_TONE } from './route';

const { soundMock } = await vi.hoisted(() => import('../runtime/testing/mocks'));
vi.mock('../tool-kit/sound', soundMock);
const { tones } = heard;

useComponentTest({ reducedMotion: true });
beforeEach(() => {
  clearRecords();
});

describe('BAndD on React', () => {
  it('alerts without a letter; with b chosen the car drives it stop by stop and onComplete is called', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
    const onComplete = vi.fn<(detail: ResultDetail) => void>();
    const page = render(<BAndD onComplete={onComplete} />);
    expect(page.querySelector('h1, h2')?.textContent).toBe('b and d');

    // The drive loads with the first tap, key or focus: a press before it arrives waits for it, then counts.
    click(button(page, 'Drive'));
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('');
    await settle(() => page.querySelector('[role="alert"]')?.textContent === 'Choose a letter (🍩 or 🍫) first.');
    expect(page.querySelector('[role="alert"] .bd-emoji svg')).not.toBeNull();

    click(button(page, 'b for candy bar'));
    expect(button(page, 'b for candy bar').getAttribute('aria-pressed')).toBe('true');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('');

    click(button(page, 'Drive'));
    expect(button(page, 'Drive').disabled).toBe(true);
    await wait(1400);
    expect(tones).toEqual([TURN_TONE, TURN_TONE, FINISH_TONE]);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'b-and-d', verb: 'completed', durationMs: expect.any(Number) });
    expect(button(page, 'Drive').disabled).toBe(false);
  });
});
