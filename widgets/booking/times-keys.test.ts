import { describe, expect, it } from 'vitest';
import { moveAmongTimes } from './times-keys';

describe('moveAmongTimes', () => {
  // Seven times in rows of three: 0 1 2 / 3 4 5 / 6
  it('steps left and right through the times, and stays at either end', () => {
    expect(moveAmongTimes(1, 7, 3, 'ArrowRight')).toBe(2);
    expect(moveAmongTimes(2, 7, 3, 'ArrowRight')).toBe(3);
    expect(moveAmongTimes(3, 7, 3, 'ArrowLeft')).toBe(2);
    expect(moveAmongTimes(0, 7, 3, 'ArrowLeft')).toBe(0);
    expect(moveAmongTimes(6, 7, 3, 'ArrowRight')).toBe(6);
  });
  it('moves up and down a row in the same column; with no time there, stays', () => {
    expect(moveAmongTimes(1, 7, 3, 'ArrowDown')).toBe(4);
    expect(moveAmongTimes(4, 7, 3, 'ArrowUp')).toBe(1);
    expect(moveAmongTimes(0, 7, 3, 'ArrowDown')).toBe(3);
    expect(moveAmongTimes(3, 7, 3, 'ArrowDown')).toBe(6);
    // The last row is short: nothing below 4 or 5.
    expect(moveAmongTimes(4, 7, 3, 'ArrowDown')).toBe(4);
    expect(moveAmongTimes(5, 7, 3, 'ArrowDown')).toBe(5);
    expect(moveAmongTimes(1, 7, 3, 'ArrowUp')).toBe(1);
  });
  it('down then up comes back to the same time wherever down moved; up from the first row stays', () => {
    for (const count of [1, 2, 4, 7, 18]) {
      for (const columns of [1, 3, 4]) {
        for (let i = 0; i < count; i++) {
          const down = moveAmongTimes(i, count, columns, 'ArrowDown')!;
          if (down !== i) expect(moveAmongTimes(down, count, columns, 'ArrowUp'), `${i} of ${count} in ${columns} columns`).toBe(i);
          if (i < columns) expect(moveAmongTimes(i, count, columns, 'ArrowUp')).toBe(i);
        }
      }
    }
  });
  it('Home and End go to the first and last; other keys are not its', () => {
    expect(moveAmongTimes(4, 7, 3, 'Home')).toBe(0);
    expect(moveAmongTimes(1, 7, 3, 'End')).toBe(6);
    expect(moveAmongTimes(1, 7, 3, 'Enter')).toBeNull();
    expect(moveAmongTimes(1, 7, 3, 'PageDown')).toBeNull();
  });
});
