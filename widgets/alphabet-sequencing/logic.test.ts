import { describe, expect, it } from 'vitest';
import {
  ALPHABET,
  TEXTS,
  completable,
  generateText,
  isDone,
  letterPositions,
  nextLetter,
  pick,
  progressOn,
  sequencingReducer,
  startSequencing,
  startProgress,
  target,
  wrongPickText,
  textOf,
  type Progress,
} from './logic';
import { readSetting } from '../tool-kit/declaration';
import { settings } from './tool';

const sourceOf = (value: unknown) => readSetting(settings.source, value);

/** Plays the whole alphabet by always picking the target; the positions found. */
function solve(text: string): number[] {
  let progress: Progress = startProgress();
  while (!isDone(progress)) {
    const at = target(text, progress);
    if (at < 0) throw new Error(`no ${nextLetter(progress)} after ${progress.found.at(-1)}`);
    progress = pick(text, progress, at).progress;
  }
  return [...progress.found];
}

describe('the texts', () => {
  it.each(['text1', 'text2'] as const)('%s holds a to z in order, each after the letter before it', (source) => {
    const text = TEXTS[source];
    expect(completable(text)).toBe(true);
    const found = solve(text);
    expect(found.map((p) => text[p]!.toLowerCase()).join('')).toBe(ALPHABET);
    expect(found.every((p, i) => i === 0 || p > found[i - 1]!)).toBe(true);
    expect(text.length).toBeLessThan(220);
  });
});

describe('generated text', () => {
  it('is 26 pseudo-words of 3 to 5 letters plus 90 extra letters, the same for the same seed', () => {
    const text = generateText(42);
    expect(text).toBe(generateText(42));
    expect(text).not.toBe(generateText(43));
    expect(text).toMatch(/^[a-z]+( [a-z]+)*$/);
    const words = text.split(' ');
    expect(words.every((w) => w.length >= 3 && w.length <= 5)).toBe(true);
    expect(letterPositions(text)).toHaveLength(words.join('').length);
    const letters = words.join('').length;
    expect(letters).toBeGreaterThanOrEqual(26 * 3 + 90);
    expect(letters).toBeLessThanOrEqual(26 * 5 + 90);
  });

  it('can always be completed a to z (1,000 seeds)', () => {
    for (let seed = 0; seed < 1000; seed++) {
      const seedValue = (seed * 2654435761) >>> 0;
      expect(completable(generateText(seedValue)), `seed ${seedValue}`).toBe(true);
    }
  });

  it('textOf gives the passages or a generated text', () => {
    expect(textOf('text1', 1)).toBe(TEXTS.text1);
    expect(textOf('text2', 1)).toBe(TEXTS.text2);
    expect(textOf('generated', 7)).toBe(generateText(7));
    expect(sourceOf('nope')).toBe('text1');
    expect(sourceOf('generated')).toBe('generated');
  });
});

describe('picking', () => {
  const text = 'Cab, a bad cab? Abc';
  // positions:   C0 a1 b2 ,3 _4 a5 _6 b7 a8 d9 _10 c11 a12 b13 ?14 _15 A16 b17 c18

  it('the target is the first occurrence of the next letter after the previous correct one', () => {
    let progress = startProgress();
    expect(target(text, progress)).toBe(1);
    progress = pick(text, progress, 1).progress;
    expect(target(text, progress)).toBe(2);
    progress = pick(text, progress, 2).progress;
    // c: not the capital C at 0 (before b), but c at 11.
    expect(target(text, progress)).toBe(11);
  });

  it('matches letters in either case', () => {
    expect(target('xAB', startProgress())).toBe(1);
    expect(pick('xAB', startProgress(), 1).outcome).toBe('correct');
  });

  it('a later occurrence of the right letter is wrong; so is another letter; a found letter is ignored', () => {
    let progress = startProgress();
    const later = pick(text, progress, 5);
    expect(later.outcome).toBe('wrong');
    expect(later.progress.wrong).toEqual([5]);
    expect(later.progress.found).toEqual([]);
    const other = pick(text, later.progress, 0);
    expect(other.outcome).toBe('wrong');
    expect(other.progress.wrong).toEqual([5, 0]);
    // A wrong pick twice is marked once.
    expect(pick(text, other.progress, 0).progress.wrong).toEqual([5, 0]);
    progress = pick(text, other.progress, 1).progress;
    expect(progress.found).toEqual([1]);
    expect(pick(text, progress, 1)).toEqual({ outcome: 'ignored', progress });
    // Not a letter: ignored.
    expect(pick(text, progress, 3).outcome).toBe('ignored');
  });

  it('a letter greyed by a wrong pick can still be the target later', () => {
    let progress = pick(text, startProgress(), 11).progress; // c too early
    expect(progress.wrong).toEqual([11]);
    progress = pick(text, progress, 1).progress;
    progress = pick(text, progress, 2).progress;
    const c = pick(text, progress, 11);
    expect(c.outcome).toBe('correct');
    expect(c.progress.found).toEqual([1, 2, 11]);
  });

  it('is done after z; nothing more counts', () => {
    const full = TEXTS.text1;
    const found = solve(full);
    const done: Progress = { found, wrong: [] };
    expect(isDone(done)).toBe(true);
    expect(nextLetter(done)).toBeNull();
    expect(target(full, done)).toBe(-1);
    expect(pick(full, done, 0).outcome).toBe('ignored');
  });

  it('a text without the letters in order cannot be completed', () => {
    expect(completable('zyx')).toBe(false);
    expect(completable(ALPHABET)).toBe(true);
  });

  it('a wrong pick says which letter to look for: another letter, or a later copy of the right one', () => {
    expect(wrongPickText('b', 'a', null)).toBe('That is b. Look for a.');
    expect(wrongPickText('A', 'A', null)).toBe('Not that A. Look for the first A in the text.');
    expect(wrongPickText('c', 'c', 'b')).toBe('Not that c. Look for the first c after b.');
  });
});

describe('the round as the view holds it (sequencingReducer)', () => {
  const text = 'Cab, a bad cab? Abc';
  const pickAt = (position: number, letterCase: 'lower' | 'upper' = 'lower', on = text) => ({ type: 'pick', text: on, position, letterCase }) as const;

  it('a pick moves the progress; a wrong one says, in the case shown, which letter to look for until the next pick', () => {
    let state = startSequencing(7);
    state = sequencingReducer(state, pickAt(5, 'upper'));
    expect(state.progress).toEqual({ found: [], wrong: [5] });
    expect(state.said).toBe('Not that A. Look for the first A in the text.');
    state = sequencingReducer(state, pickAt(1));
    expect(state.progress.found).toEqual([1]);
    expect(state.said).toBe('');
  });

  it('a found letter or a gap changes nothing (the same state)', () => {
    const state = sequencingReducer(startSequencing(7), pickAt(1));
    expect(sequencingReducer(state, pickAt(1))).toBe(state);
    expect(sequencingReducer(state, pickAt(3))).toBe(state);
  });

  it('progress made on another text does not count on this one', () => {
    const state = sequencingReducer(startSequencing(7), pickAt(1));
    expect(progressOn(state, TEXTS.text1)).toEqual(startProgress());
    const other = sequencingReducer(state, pickAt(0, 'lower', 'ab'));
    expect(other).toMatchObject({ text: 'ab', progress: { found: [0], wrong: [] } });
  });

  it('restart is a new round with its seed and no progress', () => {
    const state = sequencingReducer(startSequencing(7), pickAt(5));
    expect(sequencingReducer(state, { type: 'restart', seed: 9 })).toEqual({ seed: 9, round: 1, text: null, progress: startProgress(), said: '' });
  });
});
