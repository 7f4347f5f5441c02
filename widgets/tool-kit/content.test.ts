import { describe, expect, it } from 'vitest';
import { WORD_LIMITS, readWordList, wordsTextLength } from './content';

describe("a teacher's word list", () => {
  it('splits at commas and new lines, trims, and drops empty items', () => {
    expect(readWordList(' ship, shop ,\nchip,, ')).toEqual({ words: ['ship', 'shop', 'chip'] });
    expect(readWordList('the  big   ship')).toEqual({ words: ['the big ship'] });
  });

  it('is empty, with no problem, when no list is given', () => {
    expect(readWordList(undefined)).toEqual({ words: [] });
    expect(readWordList('  ')).toEqual({ words: [] });
  });

  it('says what is wrong, and gives no words, when a limit is broken', () => {
    expect(readWordList(Array.from({ length: 101 }, (_, i) => `w${i}`).join(','))).toEqual({
      words: [],
      problem: 'The list has 101 items; up to 100 fit. Playing the built-in words instead.',
    });
    expect(readWordList(`ship,${'x'.repeat(41)}`).problem).toBe(`"${'x'.repeat(40)}…" is longer than 40 characters. Playing the built-in words instead.`);
    expect(readWordList('ship', { ...WORD_LIMITS, minItems: 2 }).problem).toBe('The list needs at least 2 items. Playing the built-in words instead.');
    expect(readWordList(Array.from({ length: 100 }, () => 'x'.repeat(40)).join(',')).words).toHaveLength(100);
  });

  it('leaves room in a setting for a full list', () => {
    expect(wordsTextLength(WORD_LIMITS)).toBe(4100);
  });
});
