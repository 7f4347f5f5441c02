import { describe, expect, it } from 'vitest';
import { KEYWORDS, PER_LINE, TILE_COUNT, deal, isComplete, noneSelected, select, selectedCount, startVowels, vowelsReducer } from './logic';
import { readSetting } from '../tool-kit/declaration';
import { settings } from './tool';

const caseOf = (value: unknown) => readSetting(settings.case, value);

const counts = (letters: string[]) => letters.reduce<Record<string, number>>((all, l) => ({ ...all, [l]: (all[l] ?? 0) + 1 }), {});

describe('dealing', () => {
  it('deals 28 vowels, 2 lines of 14, every one of a e i o u 5 or 6 times', () => {
    expect([TILE_COUNT, PER_LINE]).toEqual([28, 14]);
    const tiles = deal(1);
    expect(tiles).toHaveLength(28);
    const byVowel = counts(tiles.map((t) => t.vowel));
    expect(Object.keys(byVowel).sort()).toEqual(['a', 'e', 'i', 'o', 'u']);
    expect(Object.values(byVowel).sort()).toEqual([5, 5, 6, 6, 6]);
  });

  it('adds y when asked, still 28 and as even as 28 allows', () => {
    const byVowel = counts(deal(7, 'lower', true).map((t) => t.vowel));
    expect(Object.keys(byVowel).sort()).toEqual(['a', 'e', 'i', 'o', 'u', 'y']);
    expect(Object.values(byVowel).sort()).toEqual([4, 4, 5, 5, 5, 5]);
  });

  it('deals the same set from the same seed and another set from another seed', () => {
    expect(deal(42)).toEqual(deal(42));
    expect(deal(42).map((t) => t.text).join('')).not.toBe(deal(43).map((t) => t.text).join(''));
    // Shuffled: not dealt in a b c order.
    expect(deal(42).map((t) => t.vowel).join('')).not.toBe('aeiou'.repeat(6).slice(0, 28));
  });

  it('shows lower case, upper case, or 14 of each mixed; the case never changes the letters', () => {
    const lower = deal(5, 'lower');
    const upper = deal(5, 'upper');
    const mixed = deal(5, 'mixed');
    expect(lower.every((t) => t.text === t.vowel)).toBe(true);
    expect(upper.every((t) => t.text === t.vowel.toUpperCase())).toBe(true);
    expect(mixed.filter((t) => t.text === t.vowel.toUpperCase())).toHaveLength(14);
    expect(mixed.filter((t) => t.text === t.vowel)).toHaveLength(14);
    expect(mixed.map((t) => t.vowel)).toEqual(lower.map((t) => t.vowel));
  });

  it('reads the case setting: lower unless upper or mixed', () => {
    expect([caseOf('upper'), caseOf('mixed'), caseOf('lower'), caseOf('Upper'), caseOf(undefined)]).toEqual(['upper', 'mixed', 'lower', 'lower', 'lower']);
  });

  it('says each short vowel with a keyword', () => {
    expect(KEYWORDS.a).toBe('a, apple');
    for (const [vowel, words] of Object.entries(KEYWORDS)) expect(words.startsWith(`${vowel}, ${vowel}`) || vowel === 'y').toBe(true);
  });
});

describe('selecting', () => {
  it('selects each letter once: a second selection changes nothing', () => {
    const first = select(noneSelected(), 3);
    expect(selectedCount(first)).toBe(1);
    expect(first[3]).toBe(true);
    expect(select(first, 3)).toBe(first);
    expect(select(first, 28)).toBe(first);
    expect(select(first, -1)).toBe(first);
  });

  it('is complete when all 28 are selected, and not before', () => {
    let selection = noneSelected();
    for (let i = 0; i < 27; i++) selection = select(selection, i);
    expect(selectedCount(selection)).toBe(27);
    expect(isComplete(selection)).toBe(false);
    selection = select(selection, 27);
    expect(isComplete(selection)).toBe(true);
  });
});

describe('the round as the view holds it (vowelsReducer)', () => {
  it('selects each tile once; a tile already selected gives the same state', () => {
    let state = startVowels(3);
    state = vowelsReducer(state, { type: 'select', tile: 4 });
    expect(selectedCount(state.selection)).toBe(1);
    expect(vowelsReducer(state, { type: 'select', tile: 4 })).toBe(state);
    for (let i = 0; i < TILE_COUNT; i++) state = vowelsReducer(state, { type: 'select', tile: i });
    expect(isComplete(state.selection)).toBe(true);
    expect(state.seed).toBe(3);
  });

  it('Reset deals from its new seed with nothing selected', () => {
    const state = vowelsReducer(startVowels(3), { type: 'select', tile: 0 });
    expect(vowelsReducer(state, { type: 'reset', seed: 8 })).toEqual({ seed: 8, selection: noneSelected() });
  });
});
