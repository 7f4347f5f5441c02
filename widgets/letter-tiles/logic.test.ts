import { describe, expect, it } from 'vitest';
import { boardFor, COLUMNS, initialState, letterTilesLayout, letterTilesReducer, NO_WORDS, noteText, paletteFor, readOwnWords, SLOT_COUNT, slotsOf, SUFFIXES, tileText, withSettings, wordListById, wordsOf, type LetterTile, type LetterTilesAction, type LetterTilesState } from './logic';
import { WORD_LISTS } from '../tool-kit/words';
import { LIST_LABELS } from './lists';
import { readSetting } from '../tool-kit/declaration';
import { settings } from './tool';

const parseLevel = (value: unknown) => readSetting(settings.level, value);
const parseListId = (value: unknown) => readSetting(settings.list, value);
const parseCase = (value: unknown) => readSetting(settings.case, value);

const labels = (word: string, level: 1 | 2 | 3) => letterTilesLayout(word, paletteFor(level)).map((t) => t.label);
const ids = (word: string, level: 1 | 2 | 3) => letterTilesLayout(word, paletteFor(level)).map((t) => t.id);
const run = (state: LetterTilesState, ...actions: LetterTilesAction[]) => actions.reduce(letterTilesReducer, state);
const row2 = (state: LetterTilesState) => state.board.slice(COLUMNS).map((t) => t?.label ?? '');

describe('palettes', () => {
  it('Level 1 is the single letters a-z, vowels marked, and the picture tiles', () => {
    const palette = paletteFor(1);
    const letters = palette.filter((t) => t.type !== 'image');
    expect(letters.map((t) => t.label).join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(letters.filter((t) => t.type === 'vowel').map((t) => t.label)).toEqual(['a', 'e', 'i', 'o', 'u']);
    expect(palette.filter((t) => t.type === 'image').map((t) => t.label)).toEqual(['apple', 'ball', 'cat', 'dog', 'fish', 'sun']);
    expect(palette.some((t) => t.type === 'special')).toBe(false);
  });

  it('Level 2 adds the digraphs, welded sounds and wa (start only)', () => {
    const special = paletteFor(2).filter((t) => t.type === 'special');
    const names = special.map((t) => t.label);
    for (const label of ['sh', 'ch', 'th', 'wh', 'ck', 'ang', 'ing', 'ong', 'ung', 'ank', 'ink', 'unk', 'wa']) expect(names).toContain(label);
    expect(special.find((t) => t.label === 'wa')?.rules).toEqual({ position: 'start' });
    expect(special.filter((t) => t.rules?.position === 'end')).toEqual([]);
  });

  it('Level 3 adds the suffixes (end only) and vowel teams', () => {
    const palette = paletteFor(3);
    const suffixes = palette.filter((t) => t.rules?.position === 'end').map((t) => t.label);
    expect(suffixes).toEqual(['s', 'es', 'ing', 'est', 'en', 'ish', 'ly', 'ful', 'ness', 'less']);
    expect(suffixes).toEqual([...SUFFIXES]);
    for (const label of ['ai', 'ee', 'oa', 'igh', 'ar']) expect(palette.map((t) => t.label)).toContain(label);
    // Every Level 2 tile is still there.
    for (const tile of paletteFor(2)) expect(palette).toContainEqual(tile);
  });

  it('gives every tile a unique id and one of the four types', () => {
    for (const level of settings.level.values) {
      const palette = paletteFor(level);
      expect(new Set(palette.map((t) => t.id)).size).toBe(palette.length);
      for (const tile of palette) expect(['vowel', 'consonant', 'special', 'image']).toContain(tile.type);
    }
    expect(settings.level.values.map((level) => settings.level.labels[level])).toEqual(['Level 1 (beginner)', 'Level 2 (intermediate)', 'Level 3 (advanced)']);
  });
});

describe('word lists', () => {
  it('are the lists of the spec, No Words first', () => {
    expect(WORD_LISTS.map((l) => l.label)).toEqual([
      'No Words',
      'short a',
      'short i',
      'short o',
      'short u',
      'short e',
      'sh, ch, th, wh',
      'ang, ing, ong, ung',
      'ank, ink, unk',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5',
      'Level 6',
    ]);
    expect(wordListById(NO_WORDS).words).toEqual([]);
  });

  it("are offered by the settings under the kit's ids and labels, in its order (their words load with the moves)", () => {
    expect(Object.entries(LIST_LABELS)).toEqual(WORD_LISTS.map((l) => [l.id, l.label]));
    expect(settings.list.values).toEqual(WORD_LISTS.map((l) => l.id));
    expect(settings.list.default).toBe(NO_WORDS);
  });

  it('hold 8 to 15 distinct lower-case words each', () => {
    for (const list of WORD_LISTS.slice(1)) {
      expect(list.words.length, list.label).toBeGreaterThanOrEqual(8);
      expect(list.words.length, list.label).toBeLessThanOrEqual(15);
      expect(new Set(list.words).size, list.label).toBe(list.words.length);
      for (const word of list.words) expect(word).toMatch(/^[a-z]{2,12}$/);
    }
  });

  it('fit their pattern', () => {
    const pattern: Record<string, RegExp> = {
      'short-a': /^[^aeiou]+a[^aeiou]+$/,
      'short-i': /^[^aeiou]+i[^aeiou]+$/,
      'short-o': /^[^aeiou]+o[^aeiou]+$/,
      'short-u': /^[^aeiou]+u[^aeiou]+$/,
      'short-e': /^[^aeiou]+e[^aeiou]+$/,
      'sh-ch-th-wh': /sh|ch|th|wh/,
      'ang-ing-ong-ung': /(ang|ing|ong|ung)$/,
      'ank-ink-unk': /(ank|ink|unk)$/,
      'level-5': /(s|es|ing|est)$/,
      'level-6': /(en|ish|ly|ful|ness|less)$/,
    };
    for (const [id, re] of Object.entries(pattern)) for (const word of wordListById(id).words) expect(word, id).toMatch(re);
  });

  it('show their pattern as a special tile: digraphs and welded sounds at Level 2, suffixes at Level 3', () => {
    for (const id of ['sh-ch-th-wh', 'ang-ing-ong-ung', 'ank-ink-unk', 'level-2', 'level-3']) {
      for (const word of wordListById(id).words) expect(letterTilesLayout(word, paletteFor(2)).some((t) => t.type === 'special'), word).toBe(true);
    }
    for (const id of ['level-5', 'level-6']) {
      for (const word of wordListById(id).words) expect(letterTilesLayout(word, paletteFor(3)).at(-1)?.rules, word).toEqual({ position: 'end' });
    }
  });

  it('lay out every word in full with the Level 3 palette (no letter skipped)', () => {
    for (const list of WORD_LISTS) {
      for (const word of list.words) expect(labels(word, 3).join(''), word).toBe(word);
      for (const word of list.words) expect(labels(word, 1).join(''), word).toBe(word);
    }
  });
});

describe('letterTilesLayout', () => {
  it('uses single letters at Level 1', () => {
    expect(labels('ship', 1)).toEqual(['s', 'h', 'i', 'p']);
    expect(labels('cat', 1)).toEqual(['c', 'a', 't']);
  });

  it('prefers digraphs: ship → sh, i, p', () => {
    expect(labels('ship', 2)).toEqual(['sh', 'i', 'p']);
    expect(labels('which', 2)).toEqual(['wh', 'i', 'ch']);
    expect(labels('duck', 2)).toEqual(['d', 'u', 'ck']);
  });

  it('prefers the longest tile: thing → th, ing at Level 2 and 3', () => {
    expect(labels('thing', 2)).toEqual(['th', 'ing']);
    expect(labels('thing', 3)).toEqual(['th', 'ing']);
    // The welded sound, not the suffix: nothing before it is a base word.
    expect(ids('thing', 3)).toEqual(['th', 'ing']);
    expect(labels('thank', 2)).toEqual(['th', 'ank']);
    expect(labels('skunk', 2)).toEqual(['s', 'k', 'unk']);
    expect(labels('ball', 2)).toEqual(['b', 'all']);
  });

  it('uses wa only at the start: wash → wa, sh; swam has no wa', () => {
    expect(labels('wash', 2)).toEqual(['wa', 'sh']);
    expect(labels('want', 2)).toEqual(['wa', 'n', 't']);
    expect(labels('swam', 2)).toEqual(['s', 'w', 'a', 'm']);
    expect(labels('swam', 3)).toEqual(['s', 'w', 'a', 'm']);
  });

  it('uses suffixes only at the end: jumps ends in the suffix s, sunless is sun + less', () => {
    expect(ids('jumps', 3)).toEqual(['j', 'u', 'm', 'p', 'suffix-s']);
    expect(labels('sunless', 3)).toEqual(['s', 'u', 'n', 'less']);
    expect(ids('sunless', 3).at(-1)).toBe('suffix-less');
    expect(labels('fastest', 3)).toEqual(['f', 'a', 's', 't', 'est']);
    expect(labels('dishes', 3)).toEqual(['d', 'i', 'sh', 'es']);
    expect(labels('thankful', 3)).toEqual(['th', 'ank', 'ful']);
    expect(labels('sickness', 3)).toEqual(['s', 'i', 'ck', 'ness']);
    expect(ids('fishing', 3)).toEqual(['f', 'i', 'sh', 'suffix-ing']);
    // Mid-word, the same letters are no suffix.
    expect(labels('restless', 3)).toEqual(['r', 'e', 's', 't', 'less']);
    expect(labels('blend', 3)).toEqual(['b', 'l', 'e', 'n', 'd']);
    // Without a suffix-free palette entry, a suffix's letters are skipped anywhere else.
    const onlySuffixS: LetterTile[] = [...paletteFor(1).filter((t) => t.label !== 's'), { id: 'suffix-s', label: 's', type: 'special', rules: { position: 'end' } }];
    expect(letterTilesLayout('jumps', onlySuffixS).map((t) => t.id)).toEqual(['j', 'u', 'm', 'p', 'suffix-s']);
    expect(letterTilesLayout('sun', onlySuffixS).map((t) => t.label)).toEqual(['u', 'n']);
  });

  it('keeps a suffix for a base word: best, hen, fish, bus and yes keep their letters', () => {
    expect(labels('best', 3)).toEqual(['b', 'e', 's', 't']);
    expect(labels('hen', 3)).toEqual(['h', 'e', 'n']);
    expect(labels('when', 3)).toEqual(['wh', 'e', 'n']);
    expect(labels('fish', 3)).toEqual(['f', 'i', 'sh']);
    expect(ids('bus', 3)).toEqual(['b', 'u', 's']);
    expect(ids('yes', 3)).toEqual(['y', 'e', 's']);
    expect(labels('less', 3)).toEqual(['l', 'e', 'ss']);
  });

  it('skips a letter with no tile', () => {
    const noX = paletteFor(1).filter((t) => t.label !== 'x');
    expect(letterTilesLayout('fox', noX).map((t) => t.label)).toEqual(['f', 'o']);
    expect(letterTilesLayout('box-es', paletteFor(3)).map((t) => t.label)).toEqual(['b', 'o', 'x', 'es']);
    expect(letterTilesLayout('', paletteFor(3))).toEqual([]);
  });

  it('reads upper-case words and never uses picture tiles', () => {
    expect(labels('SHIP', 2)).toEqual(['sh', 'i', 'p']);
    expect(labels('catdogsun', 1).every((l) => l.length === 1)).toBe(true);
  });
});

describe('the board', () => {
  it('is 2 rows of 12 slots; a word sits in the second row from its left edge', () => {
    const board = boardFor('ship', paletteFor(2));
    expect(board).toHaveLength(SLOT_COUNT);
    expect(board.slice(0, COLUMNS).every((t) => t === null)).toBe(true);
    expect(board.slice(COLUMNS, COLUMNS + 3).map((t) => t?.label)).toEqual(['sh', 'i', 'p']);
    expect(board.slice(COLUMNS + 3).every((t) => t === null)).toBe(true);
    expect(slotsOf(board)[12]).toEqual({ id: 'slot-12', tile: board[12] });
    expect(boardFor(undefined, paletteFor(1)).every((t) => t === null)).toBe(true);
  });

  it('keeps a long word to the second row', () => {
    const board = boardFor('abcdefghijklmnop', paletteFor(1));
    expect(board.slice(0, COLUMNS).every((t) => t === null)).toBe(true);
    expect(board.slice(COLUMNS).map((t) => t?.label).join('')).toBe('abcdefghijkl');
  });
});

describe('letterTilesReducer', () => {
  it('starts on the first word of the list, or an empty board for No Words', () => {
    const state = initialState(2, 'sh-ch-th-wh');
    expect(row2(state).slice(0, 3)).toEqual(['sh', 'i', 'p']);
    expect(state.note).toEqual({ kind: 'word', index: 0, count: 15 });
    const empty = initialState(1, NO_WORDS);
    expect(empty.board.every((t) => t === null)).toBe(true);
    expect(empty.note).toEqual({ kind: 'cleared' });
  });

  it('places a picked tile in an empty slot, then nothing is picked', () => {
    const state = run(initialState(1, NO_WORDS), { type: 'pick', tileId: 'c' }, { type: 'place', slot: 0 });
    expect(state.board[0]?.label).toBe('c');
    expect(state.picked).toBeNull();
    expect(state.note).toMatchObject({ kind: 'placed', slot: 0 });
  });

  it('never replaces a placed tile: tapping a filled slot says so', () => {
    const start = run(initialState(1, 'short-a'), { type: 'pick', tileId: 'b' });
    const state = run(start, { type: 'place', slot: 12 });
    expect(state.board[12]?.label).toBe('c');
    expect(state.picked).toBe('b');
    expect(state.note).toEqual({ kind: 'taken', slot: 12 });
    expect(noteText(state.note!, 'lower')).toMatch(/already has a tile/);
  });

  it('places nothing when no tile is picked', () => {
    const state = run(initialState(1, NO_WORDS), { type: 'place', slot: 3 });
    expect(state.board[3]).toBeNull();
    expect(state.note).toEqual({ kind: 'nothing-picked', slot: 3 });
  });

  it('Escape cancels the selection; picking the same tile again unpicks it', () => {
    const picked = run(initialState(1, NO_WORDS), { type: 'pick', tileId: 'a' });
    expect(picked.picked).toBe('a');
    expect(run(picked, { type: 'cancel' }).picked).toBeNull();
    expect(run(picked, { type: 'pick', tileId: 'a' }).picked).toBeNull();
    expect(run(picked, { type: 'pick', tileId: 'sh' }).picked).toBe('a');
  });

  it('empties a slot (double-click or Delete)', () => {
    const state = run(initialState(1, 'short-a'), { type: 'empty', slot: 13 });
    expect(row2(state).slice(0, 3)).toEqual(['c', '', 't']);
    expect(state.note).toMatchObject({ kind: 'emptied', slot: 13 });
    expect(run(state, { type: 'empty', slot: 13 })).toBe(state);
  });

  it('next, prev and reload cycle through the words, wrapping', () => {
    const words = wordListById('short-o').words;
    let state = initialState(1, 'short-o');
    state = run(state, { type: 'prev' });
    expect(state.index).toBe(words.length - 1);
    expect(row2(state).join('')).toBe(words.at(-1));
    state = run(state, { type: 'next' });
    expect(state.index).toBe(0);
    state = run(state, { type: 'next' }, { type: 'empty', slot: 12 }, { type: 'pick', tileId: 'z' }, { type: 'place', slot: 0 });
    expect(row2(state).join('')).toBe(words[1]!.slice(1));
    state = run(state, { type: 'reload' });
    expect(row2(state).join('')).toBe(words[1]);
    expect(state.board[0]).toBeNull();
  });

  it('changing the level re-lays the word; changing the list starts it; No Words clears the board', () => {
    let state = run(initialState(1, 'sh-ch-th-wh'), { type: 'next' }, { type: 'pick', tileId: 'a' });
    expect(row2(state).slice(0, 3)).toEqual(['s', 'h', 'o']);
    state = run(state, { type: 'level', level: 2 });
    expect(row2(state).slice(0, 3)).toEqual(['sh', 'o', 'p']);
    expect(state.picked).toBe('a');
    state = run(state, { type: 'pick', tileId: 'sh' }, { type: 'level', level: 1 });
    expect(state.picked).toBeNull();
    state = run(state, { type: 'list', listId: 'ank-ink-unk' });
    expect(state.index).toBe(0);
    expect(row2(state).join('')).toBe('bank');
    state = run(state, { type: 'list', listId: NO_WORDS });
    expect(state.board.every((t) => t === null)).toBe(true);
    expect(run(state, { type: 'next' })).toBe(state);
  });

  it('counts a round when every word was reached with Next, then starts again', () => {
    const count = wordListById('short-e').words.length;
    let state = initialState(1, 'short-e');
    for (let i = 1; i < count; i++) state = run(state, { type: 'next' });
    expect(state.rounds).toBe(0);
    state = run(state, { type: 'next' });
    expect(state.rounds).toBe(1);
    expect(state.note).toEqual({ kind: 'completed', index: 0, count });
    expect(noteText(state.note!, 'lower')).toBe(`You went through all ${count} words. Well done! Word 1 of ${count}.`);
    // Prev does not count towards a round.
    state = run(state, { type: 'prev' }, { type: 'prev' });
    for (let i = 1; i < count; i++) state = run(state, { type: 'next' });
    expect(state.rounds).toBe(1);
  });

  it('starts a new round count when the list changes', () => {
    let state = run(initialState(1, 'short-e'), { type: 'next' }, { type: 'next' });
    state = run(state, { type: 'list', listId: 'short-e' });
    expect(state.seen).toEqual([0]);
  });
});

describe('settings and texts', () => {
  it('reads level, list and case, falling back to Level 1, No Words and lower case', () => {
    expect([parseLevel(2), parseLevel('3'), parseLevel(undefined), parseLevel(7)]).toEqual([2, 3, 1, 1]);
    expect([parseListId('short-a'), parseListId('nope'), parseListId(undefined)]).toEqual(['short-a', NO_WORDS, NO_WORDS]);
    expect([parseCase('upper'), parseCase('lower'), parseCase('UPPER')]).toEqual(['upper', 'lower', 'lower']);
  });

  it('switches letters between lower and upper case, never a picture name', () => {
    const [sh] = letterTilesLayout('sh', paletteFor(2));
    expect(tileText(sh!, 'upper')).toBe('SH');
    expect(tileText(sh!, 'lower')).toBe('sh');
    expect(tileText(paletteFor(1).at(-1)!, 'upper')).toBe('sun');
    expect(noteText({ kind: 'placed', tile: sh!, slot: 14 }, 'upper')).toBe('SH placed in row 2, space 3.');
  });
});

describe("a teacher's own list (words)", () => {
  const tail = ' Laying out the word list instead.';
  it('reads words of the level\'s tiles; a letter with no tile, a character that is not a letter, a word over a row, or a list over the limits is named', () => {
    expect(readOwnWords('ship, chop\nfastest', 3)).toEqual({ words: ['ship', 'chop', 'fastest'] });
    expect(readOwnWords('', 1)).toEqual({ words: [] });
    expect(readOwnWords('ship,café', 1)).toEqual({ words: [], problem: `"café" has a letter with no tile at Level 1.${tail}` });
    expect(readOwnWords('sh1p', 1).problem).toBe(`"sh1p" has a character that is not a letter; a word is letters only.${tail}`);
    expect(readOwnWords('abcdefghijkl', 1).words).toEqual(['abcdefghijkl']);
    expect(readOwnWords('abcdefghijklm', 1).problem).toBe(`"abcdefghijklm" takes 13 tiles; a row holds 12.${tail}`);
    expect(readOwnWords(Array.from({ length: 101 }, () => 'cat').join(','), 1).problem).toBe(`The list has 101 items; up to 100 fit.${tail}`);
  });

  it('lays the own list out one word at a time instead of the word list, and goes back to it when cleared', () => {
    let state = initialState(2, 'short-a', ['ship', 'chop']);
    expect(wordsOf(state)).toEqual(['ship', 'chop']);
    expect(state.board.filter(Boolean).map((t) => t!.label)).toEqual(['sh', 'i', 'p']);
    state = letterTilesReducer(state, { type: 'next' });
    expect(state.board.filter(Boolean).map((t) => t!.label)).toEqual(['ch', 'o', 'p']);
    state = withSettings(state, 2, 'short-a', null);
    expect(state.own).toBeNull();
    expect(state.index).toBe(0);
    expect(wordsOf(state)).toEqual(wordListById('short-a').words);
    expect(withSettings(state, 2, 'short-a', null)).toBe(state);
  });
});
