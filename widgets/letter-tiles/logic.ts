// Letter Tiles' moves, without the DOM: how a word is laid out in tiles, a teacher's own list, what
// each tap or key does to the board and what a screen reader hears of it. Loaded with the first
// tap, key or focus in the tool (at once when a list or a teacher's words are given).

import { readSetting } from '../tool-kit/declaration';
import { readWordList } from '../tool-kit/content';
import type { ResultScore } from '../tool-kit/results';
import { WORD_LISTS, type WordList } from '../tool-kit/words';
import { COLUMNS, SLOT_COUNT, VOWELS, paletteFor, slotName, tileText, type BoardSlot, type Level, type LetterCase, type LetterTile, type LetterTilesAction, type LetterTilesState, type Note } from './ready';
import { settings } from './tool';

/** The first screen's rules (ready.ts), so that every rule of the tool is here. */
export * from './ready';

/** A word list by its id (the kit's, shared with the word games); No Words when there is none of that id. */
export function wordListById(id: string): WordList {
  return WORD_LISTS.find((l) => l.id === id) ?? WORD_LISTS[0]!;
}

/** The words the board goes through: a teacher's own list, else the chosen word list's. */
export const wordsOf = (state: Pick<LetterTilesState, 'listId' | 'own'>): readonly string[] => state.own ?? wordListById(state.listId).words;


/** The board laid for the level and word list the settings give now (the state itself when it already is). */
export function withSettings(state: LetterTilesState, level: Level, listId: string, own: readonly string[] | null = null): LetterTilesState {
  const leveled = state.level === level ? state : letterTilesReducer(state, { type: 'level', level });
  const listed = leveled.listId === listId ? leveled : letterTilesReducer(leveled, { type: 'list', listId });
  return (listed.own?.join() ?? '') === (own?.join() ?? '') ? listed : letterTilesReducer(listed, { type: 'own', words: own });
}

/**
 * A teacher's own list from the `words` text: the kit's list limits, then letters only, each word
 * laid out whole by the level's tiles (no letter without a tile: `café`) in one row of 12. Empty, with
 * `problem` naming what is wrong, when a limit is broken.
 */
export function readOwnWords(text: string | undefined, level: Level): { words: string[]; problem?: string } {
  const read = readWordList(text);
  if (read.problem) return { words: [], problem: read.problem.replace('Playing the built-in words', 'Laying out the word list') };
  const palette = paletteFor(level);
  for (const word of read.words) {
    const laid = letterTilesLayout(word, palette);
    const problem = !/^\p{L}+$/u.test(word)
      ? `"${word}" has a character that is not a letter; a word is letters only.`
      : laid.map((t) => t.label).join('') !== word.toLowerCase()
        ? `"${word}" has a letter with no tile at Level ${level}.`
        : laid.length > COLUMNS
          ? `"${word}" takes ${laid.length} tiles; a row holds ${COLUMNS}.`
          : undefined;
    if (problem) return { words: [], problem: `${problem} Laying out the word list instead.` };
  }
  return read;
}

/** Whether the level's tiles lay out `word` whole in one row: what a lesson's words must be to be dealt. */
export const tilesFit = (word: string, level: Level): boolean => {
  const laid = letterTilesLayout(word, paletteFor(level));
  return /^[a-z]+$/.test(word) && laid.map((t) => t.label).join('') === word && laid.length <= COLUMNS;
};

const isVowel = (word: string, i: number) => VOWELS.includes(word[i]!) || (word[i] === 'y' && i > 0);

/**
 * Whether a tile may stand at `start` in `word`. `wa` (start) only begins a word. A suffix (end)
 * only ends one, after a base word: the letters before it hold a vowel and end in a consonant,
 * so `best`, `hen`, `fish` and `bus` keep their letters while `fastest`, `sunless`, `jumps` get
 * their suffix.
 */
function fits(tile: LetterTile, word: string, start: number): boolean {
  const position = tile.rules?.position;
  if (position === 'start') return start === 0;
  if (position !== 'end') return true;
  if (start + tile.label.length !== word.length || start === 0 || isVowel(word, start - 1)) return false;
  for (let i = 0; i < start; i++) if (isVowel(word, i)) return true;
  return false;
}

/**
 * Splits a word into tiles of the palette, left to right, taking the longest tile that fits at
 * each point (a suffix over the plain tile of the same letters). A letter no tile matches is
 * skipped. Pictures never take part.
 */
export function letterTilesLayout(word: string, palette: readonly LetterTile[]): LetterTile[] {
  const text = word.toLowerCase();
  const candidates = palette.filter((tile) => tile.type !== 'image' && tile.label);
  const laid: LetterTile[] = [];
  let i = 0;
  while (i < text.length) {
    let best: LetterTile | undefined;
    for (const tile of candidates) {
      const label = tile.label.toLowerCase();
      if (!text.startsWith(label, i) || !fits(tile, text, i)) continue;
      const longer = !best || label.length > best.label.length;
      const ruled = best && label.length === best.label.length && tile.rules && !best.rules;
      if (longer || ruled) best = tile;
    }
    if (best) laid.push(best);
    i += best ? best.label.length : 1;
  }
  return laid;
}

/** An empty board, or one holding `word` in the second row from its left edge. */
export function boardFor(word: string | undefined, palette: readonly LetterTile[]): (LetterTile | null)[] {
  const board: (LetterTile | null)[] = Array.from({ length: SLOT_COUNT }, () => null);
  if (word) letterTilesLayout(word, palette).slice(0, COLUMNS).forEach((tile, i) => (board[COLUMNS + i] = tile));
  return board;
}

export function slotsOf(board: readonly (LetterTile | null)[]): BoardSlot[] {
  return board.map((tile, i) => ({ id: `slot-${i}`, tile }));
}

export function initialState(level: Level, listId: string, own: readonly string[] | null = null): LetterTilesState {
  return lay({ level, listId, own, index: 0, board: [], picked: null, seen: [0], rounds: 0, note: null });
}

function lay(state: LetterTilesState): LetterTilesState {
  const words = wordsOf(state);
  const word = words[state.index];
  return {
    ...state,
    board: boardFor(word, paletteFor(state.level)),
    note: words.length ? { kind: 'word', index: state.index, count: words.length } : { kind: 'cleared' },
  };
}

const pickedTile = (state: LetterTilesState): LetterTile | undefined => paletteFor(state.level).find((t) => t.id === state.picked);

/** Tap or key: pick a tile, place it in an empty slot, empty a slot, move through the list. */
export function letterTilesReducer(state: LetterTilesState, action: LetterTilesAction): LetterTilesState {
  const count = wordsOf(state).length;
  switch (action.type) {
    case 'pick': {
      if (state.picked === action.tileId) return { ...state, picked: null, note: { kind: 'unpicked' } };
      const tile = paletteFor(state.level).find((t) => t.id === action.tileId);
      return tile ? { ...state, picked: tile.id, note: { kind: 'picked', tile } } : state;
    }
    case 'cancel':
      return state.picked ? { ...state, picked: null, note: { kind: 'cancelled' } } : state;
    case 'place': {
      const tile = pickedTile(state);
      if (!tile) return { ...state, note: { kind: 'nothing-picked', slot: action.slot } };
      if (state.board[action.slot]) return { ...state, note: { kind: 'taken', slot: action.slot } };
      const board = state.board.slice();
      board[action.slot] = tile;
      return { ...state, board, picked: null, note: { kind: 'placed', tile, slot: action.slot } };
    }
    case 'empty': {
      const tile = state.board[action.slot];
      if (!tile) return state;
      const board = state.board.slice();
      board[action.slot] = null;
      return { ...state, board, note: { kind: 'emptied', tile, slot: action.slot } };
    }
    case 'next': {
      if (!count) return state;
      const index = (state.index + 1) % count;
      if (state.seen.length >= count) {
        return { ...lay({ ...state, index, seen: [index], rounds: state.rounds + 1 }), note: { kind: 'completed', index, count } };
      }
      return lay({ ...state, index, seen: state.seen.includes(index) ? state.seen : [...state.seen, index] });
    }
    case 'prev':
      return count ? lay({ ...state, index: (state.index - 1 + count) % count }) : state;
    case 'reload':
      return lay(state);
    case 'level': {
      const picked = paletteFor(action.level).some((t) => t.id === state.picked) ? state.picked : null;
      return lay({ ...state, level: action.level, picked });
    }
    case 'list':
      return lay({ ...state, listId: readSetting(settings.list, action.listId), index: 0, seen: [0] });
    case 'own':
      return lay({ ...state, own: action.words?.length ? action.words : null, index: 0, seen: [0] });
  }
}

/**
 * The answer a move gives the results: the word Next moved on from, the first time through the
 * list (back with Prev and on again, it is not counted twice). The board has no right or wrong,
 * so a word gone through counts as read.
 */
export function wordRead(before: LetterTilesState, after: LetterTilesState): ResultScore | undefined {
  const word = wordsOf(before)[before.index];
  return word !== undefined && (after.rounds > before.rounds || after.seen.length > before.seen.length) ? { prompt: word, score: 1, max: 1, success: true } : undefined;
}

/** What a screen reader hears after an action. */
export function noteText(note: Note, letterCase: LetterCase): string {
  switch (note.kind) {
    case 'picked':
      return `${tileText(note.tile, letterCase)} picked. Now choose an empty space on the board.`;
    case 'unpicked':
    case 'cancelled':
      return 'Nothing picked.';
    case 'placed':
      return `${tileText(note.tile, letterCase)} placed in ${slotName(note.slot)}.`;
    case 'taken':
      return `That space already has a tile. Choose an empty space, or double-click the tile to take it away.`;
    case 'nothing-picked':
      return 'Pick a tile first, then choose a space.';
    case 'emptied':
      return `${tileText(note.tile, letterCase)} taken away from ${slotName(note.slot)}.`;
    case 'word':
      return `Word ${note.index + 1} of ${note.count}.`;
    case 'cleared':
      return 'The board is empty.';
    case 'completed':
      return `You went through all ${note.count} words. Well done! Word ${note.index + 1} of ${note.count}.`;
  }
}
