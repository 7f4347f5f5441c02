// The Match It view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { MatchIt } from './MatchIt';

useComponentTest({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], reducedMotion: true });

describe('MatchIt on React', () => {
  it('plays a game of letters in mode B to the end, shares its settings and reports the cards claimed', async () => {
    const { page, onComplete, choose, copiedLink } = await renderTool((on) => <MatchIt center="B" cards="4" gameType="letters" {...on} />);
    const cards = () => [...page.querySelectorAll<HTMLButtonElement>('[aria-label="Player cards"] button')];
    const center = () => page.querySelector('[role="img"]')!.getAttribute('aria-label')!;
    expect(cards()).toHaveLength(4);
    expect(center()).toMatch(/^Center card: small [a-z]$/);
    const match = () => cards().findIndex((c) => c.textContent === center().slice(-1).toUpperCase());

    click(button(page, 'Start Game'));
    expect(button(page, 'Start Game').disabled).toBe(true);
    click(cards()[match()]!);
    click(cards()[(match() + 1) % 4]!);
    expect(page.querySelector('.mi-toast')!.textContent).toBe('Try again');
    act(() => void vi.advanceTimersByTime(800));
    expect(page.querySelector('.mi-toast')).toBeNull();

    choose('Stars');
    choose('3');
    expect(cards()).toHaveLength(3);
    expect((await copiedLink()).search).toBe('?center=B&cards=3&gameType=letters&symbol=star');

    act(() => void vi.advanceTimersByTime(60_000));
    expect(page.querySelector('[role="timer"]')!.textContent).toBe('Time0');
    expect(page.querySelector('.mi-toast')!.textContent).toBe("Time's up!Cards claimed: 1");
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'match-it', verb: 'completed', score: 1, max: 2, success: true, durationMs: 60_000, pace: 'timed' });
    act(() => void vi.advanceTimersByTime(2000));
    expect(page.querySelector('.mi-toast')).toBeNull();
    click(button(page, 'Play Again'));
    expect(page.querySelector('[role="timer"]')!.textContent).toBe('Time60');
  });
});
