import { describe, expect, it } from 'vitest';
import { clock, endMessage, frozenFor, keyLabel, keyTarget, gameTimeSetting, offeredNames, rotateSetting, winnerOf } from './two-player';
import { readSetting } from '../declaration';

const minutesOf = (value: unknown, fallback: 1 | 2 | 3 | 4 | 5) => readSetting(gameTimeSetting(fallback), value);
const rotateOf = (value: unknown) => readSetting(rotateSetting, value) == 'true';

describe('two players', () => {
  it('offers each player five names, none on both sides', () => {
    const [a, b] = [offeredNames(0), offeredNames(1)];
    expect(a).toHaveLength(5);
    expect(b).toHaveLength(5);
    expect(a.filter((n) => b.includes(n))).toEqual([]);
  });

  it('reads the game time (1 to 5 minutes) and the rotate setting', () => {
    expect([minutesOf('1', 2), minutesOf('5', 2), minutesOf(3, 5)]).toEqual([1, 5, 3]);
    expect([minutesOf('0', 2), minutesOf('6', 5), minutesOf('2.5', 2), minutesOf(undefined, 2), minutesOf('', 5), minutesOf('x', 5)]).toEqual([2, 5, 2, 2, 5, 5]);
    expect([rotateOf(undefined), rotateOf('true'), rotateOf('false'), rotateOf(false)]).toEqual([true, true, false, false]);
  });

  it('gives each player their own key region of eight keys on one keyboard', () => {
    expect(keyTarget('KeyQ')).toEqual({ player: 0, index: 0 });
    expect(keyTarget('KeyF')).toEqual({ player: 0, index: 7 });
    expect(keyTarget('KeyU')).toEqual({ player: 1, index: 0 });
    expect(keyTarget('Semicolon')).toEqual({ player: 1, index: 7 });
    expect(keyTarget('KeyG')).toBeNull();
    expect(keyTarget('Space')).toBeNull();
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => keyLabel(0, i)).join(' ')).toBe('Q W E R A S D F');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => keyLabel(1, i)).join(' ')).toBe('U I O P J K L ;');
  });

  it('shows the time left and the seconds of a freeze', () => {
    expect([clock(120000), clock(61001), clock(999), clock(-5)]).toEqual(['2:00', '1:02', '0:01', '0:00']);
    expect([frozenFor(5000, 0), frozenFor(5000, 4001), frozenFor(5000, 5000)]).toEqual([5, 1, 0]);
  });

  it('names the winner, or a draw', () => {
    expect(winnerOf([3, 2])).toBe(0);
    expect(winnerOf([1, 4])).toBe(1);
    expect(winnerOf([2, 2])).toBeNull();
    expect(endMessage(['Fox', 'Tiger'], [1, 4])).toBe('Tiger wins! Fox 1, Tiger 4.');
    expect(endMessage(['Fox', 'Tiger'], [0, 0])).toBe("It's a draw! Fox 0, Tiger 0.");
  });
});
