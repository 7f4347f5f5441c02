// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_RECHECK_MS, watchToastArea, whenToastEnds } from './toast-timer';

describe('whenToastEnds', () => {
  let area: HTMLDivElement;
  let unwatch: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    area = document.createElement('div');
    area.innerHTML = '<p>Error</p><button type="button">Close: Error</button>';
    document.body.append(area);
    unwatch = watchToastArea(area);
  });
  afterEach(() => {
    unwatch();
    area.remove();
    vi.useRealTimers();
  });

  it('ends after its duration when nobody is on the toasts', () => {
    const done = vi.fn();
    whenToastEnds(5000, done);
    vi.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stays while focus is inside the toasts, and ends soon after focus leaves', () => {
    const done = vi.fn();
    whenToastEnds(5000, done);
    area.querySelector('button')!.focus();
    vi.advanceTimersByTime(5000 + 10 * TOAST_RECHECK_MS);
    expect(done).not.toHaveBeenCalled();
    area.querySelector('button')!.blur();
    vi.advanceTimersByTime(TOAST_RECHECK_MS);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is not held by a removed toast that had focus, nor by an area no longer on the page', () => {
    const done = vi.fn();
    whenToastEnds(5000, done);
    area.querySelector('button')!.focus();
    area.remove();
    vi.advanceTimersByTime(5000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const done = vi.fn();
    const cancel = whenToastEnds(5000, done);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
  });
});
