import { describe, expect, it, vi } from 'vitest';
import { chosenNow } from '../../../tests/clock';

describe('the unit suite’s clock', () => {
  const sinceChosen = () => Date.now() - Date.parse(chosenNow());

  it('stands at the run’s moment (TEST_NOW), never the machine’s date, and time flows from there', async () => {
    expect(sinceChosen()).toBeGreaterThanOrEqual(0);
    expect(sinceChosen()).toBeLessThan(3_600_000);
    expect(Math.abs(new Date().getTime() - Date.now())).toBeLessThan(1000);
    const first = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(first);
  });

  it('starts fake timers at that moment, and gives it back after a date a test set itself', () => {
    vi.useFakeTimers();
    expect(sinceChosen()).toBeGreaterThanOrEqual(0);
    expect(sinceChosen()).toBeLessThan(3_600_000);
    vi.useRealTimers();
    vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
    expect(new Date().toISOString()).toBe('2031-01-01T00:00:00.000Z');
    vi.useRealTimers();
  });

  it('is the run’s clock again in the next test', () => {
    expect(sinceChosen()).toBeGreaterThanOrEqual(0);
    expect(sinceChosen()).toBeLessThan(3_600_000);
  });

  it('keeps dates what they are', () => {
    const date = new Date('2026-12-01T17:00:00Z');
    expect(date).toBeInstanceOf(Date);
    expect(structuredClone(date) instanceof Date).toBe(true);
    expect(date.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(new Date(2026, 11, 1).getMonth()).toBe(11);
  });
});
