import { describe, expect, it } from 'vitest';
import { clock, countdownSpeech, countdownText, isCountdownMilestone, milestoneCrossed, secondsLeft } from './hold';

describe('hold countdown', () => {
  it('formats as m:ss', () => {
    expect(countdownText(300)).toBe('Holding slot for 5:00 min');
    expect(countdownText(299)).toBe('Holding slot for 4:59 min');
    expect(countdownText(59)).toBe('Holding slot for 0:59 min');
    expect(countdownText(61)).toBe('Holding slot for 1:01 min');
    expect(countdownText(0)).toBe('Holding slot for 0:00 min');
    expect(clock(-3)).toBe('0:00');
  });

  it('counts down from a deadline, rounding up to whole seconds', () => {
    expect(secondsLeft(300_000, 0)).toBe(300);
    expect(secondsLeft(300_000, 1)).toBe(300);
    expect(secondsLeft(300_000, 1000)).toBe(299);
    expect(secondsLeft(300_000, 299_999)).toBe(1);
    expect(secondsLeft(300_000, 300_000)).toBe(0);
    expect(secondsLeft(300_000, 400_000)).toBe(0);
  });

  it('is spoken at whole minutes, 30 s, 10 s and the end, not every second', () => {
    const spoken = Array.from({ length: 301 }, (_, i) => 300 - i).filter(isCountdownMilestone);
    expect(spoken).toEqual([300, 240, 180, 120, 60, 30, 10, 0]);
  });

  it('finds the milestone passed between two ticks, even when ticks were skipped', () => {
    expect(milestoneCrossed(300, 299)).toBeNull();
    expect(milestoneCrossed(241, 240)).toBe(240);
    expect(milestoneCrossed(245, 235)).toBe(240);
    expect(milestoneCrossed(65, 5)).toBe(10);
    expect(milestoneCrossed(1, 0)).toBe(0);
    expect(milestoneCrossed(0, 0)).toBeNull();
  });

  it('speaks plainly', () => {
    expect(countdownSpeech(240)).toBe('4 minutes left to confirm this time.');
    expect(countdownSpeech(60)).toBe('1 minute left to confirm this time.');
    expect(countdownSpeech(30)).toBe('30 seconds left to confirm this time.');
    expect(countdownSpeech(0)).toMatch(/hold on this time has ended/);
  });
});
