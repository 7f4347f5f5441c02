// Letter Tiles' rules, without the DOM: the palettes of the three levels, how a
// word is laid out in tiles, and what each tap or key does to the board.

import { readSetting, type SettingValue } from '../tool-kit/declaration';
import { readWordList } from '../tool-kit/content';
import { NO_WORDS, WORD_LISTS, type WordList } from '../tool-kit/words';
import { settings } from './tool';

type TileType = 'vowel' | 'consonant' | 'special' | 'image';

/** One tile. `rules.position` keeps a tile to the start (`wa`) or the end (suffixes) of a word. */
export type LetterTile = {
  id: string;
  label: string;
  type: TileType;
  imageUrl?: string;
  colorScheme?: string;
  rules?: { position: 'start' | 'end' };
};

export type BoardSlot = { id: string; tile: LetterTile | null };

/** The `level` and `case` settings. */
export type Level = SettingValue<typeof settings.level>;
export type LetterCase = SettingValue<typeof settings.case>;

export const COLUMNS = 12;
export const ROWS = 2;
export const SLOT_COUNT = COLUMNS * ROWS;

const VOWELS = 'aeiou';
const tiles = (labels: string, type: TileType, extra: Partial<LetterTile> = {}, prefix = ''): LetterTile[] =>
  labels.split(' ').map((label) => ({ id: prefix + label, label, type, ...extra }));

const LETTERS: LetterTile[] = [...'abcdefghijklmnopqrstuvwxyz'].map((label) => ({
  id: label,
  label,
  type: VOWELS.includes(label) ? 'vowel' : 'consonant',
}));

/** Keyword pictures (drawn by the view); a picture it cannot draw shows its label instead. */
const PICTURE_TILES: LetterTile[] = tiles('apple ball cat dog fish sun', 'image', {}, 'picture-');

/** Digraphs, the FLOSS doubles, welded sounds and `wa`, added at Level 2. */
const LEVEL_2: LetterTile[] = [
  ...tiles('sh ch th wh ck qu ff ll ss zz all ang ing ong ung ank ink unk', 'special'),
  { id: 'wa', label: 'wa', type: 'special', rules: { position: 'start' } },
];

export const SUFFIXES = ['s', 'es', 'ing', 'est', 'en', 'ish', 'ly', 'ful', 'ness', 'less'] as const;

/** Vowel teams, r-controlled vowels, trigraphs and suffixes, added at Level 3. */
const LEVEL_3: LetterTile[] = [
  ...tiles('ai ay ee ea oa ow ou oi oy oo au aw igh ar er ir or ur tch dge', 'special'),
  ...tiles(SUFFIXES.join(' '), 'special', { rules: { position: 'end' } }, 'suffix-'),
];

/** The palette of a level: its letters, special tiles and pictures. */
export function paletteFor(level: Level): LetterTile[] {
  return [...LETTERS, ...(level >= 2 ? LEVEL_2 : []), ...(level >= 3 ? LEVEL_3 : []), ...PICTURE_TILES];
}

// The word lists live in the kit, shared with the word games; re-exported here for the tool.
export { NO_WORDS, WORD_LISTS, type WordList };

/** The board laid for the level and word list the settings give now (the state itself when it already is). */
export function withSettings(state: LetterTilesState, level: Level, listId: string, own: readonly string[] | null = null): LetterTilesState {
  const leveled = state.level === level ? state : letterTilesReducer(state, { type: 'level', level });
  const listed = leveled.listId === listId ? leveled : letterTilesReducer(leveled, { type: 'list', listId });
  return (listed.own?.join() ?? '') === (own?.join() ?? '') ? listed : letterTilesReducer(listed, { type: 'own', words: own });
}

export function wordListById(id: string): WordList {
  return WORD_LISTS.find((l) => l.id === id) ?? WORD_LISTS[0]!;
}

/** The words the board goes through: a teacher's own list, else the chosen word list's. */
export const wordsOf = (state: Pick<LetterTilesState, 'listId' | 'own'>): readonly string[] => state.own ?? wordListById(state.listId).words;

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

/** What the last action did, for the polite announcement. */
export type Note =
  | { kind: 'picked'; tile: LetterTile }
  | { kind: 'unpicked' }
  | { kind: 'cancelled' }
  | { kind: 'placed'; tile: LetterTile; slot: number }
  | { kind: 'taken'; slot: number }
  | { kind: 'nothing-picked'; slot: number }
  | { kind: 'emptied'; tile: LetterTile; slot: number }
  | { kind: 'word'; index: number; count: number }
  | { kind: 'cleared' }
  | { kind: 'completed'; index: number; count: number };

export type LetterTilesState = {
  level: Level;
  listId: string;
  /** A teacher's own list, laid out instead of the word list; null when none. */
  own: readonly string[] | null;
  index: number;
  board: (LetterTile | null)[];
  picked: string | null;
  /** Words of the list reached by Next (and the first) since the list was chosen or last finished. */
  seen: number[];
  /** How many times every word of the list has been gone through with Next. */
  rounds: number;
  note: Note | null;
};

export type LetterTilesAction =
  | { type: 'pick'; tileId: string }
  | { type: 'cancel' }
  | { type: 'place'; slot: number }
  | { type: 'empty'; slot: number }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'reload' }
  | { type: 'level'; level: Level }
  | { type: 'list'; listId: string }
  | { type: 'own'; words: readonly string[] | null };

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

/** A tile as read aloud and shown: its letters in the chosen case, a picture by its name. */
export function tileText(tile: LetterTile, letterCase: LetterCase): string {
  return tile.type === 'image' || letterCase === 'lower' ? tile.label : tile.label.toUpperCase();
}

/** Where a slot is, in words: "row 2, space 3". */
export const slotName = (slot: number): string => `row ${Math.floor(slot / COLUMNS) + 1}, space ${(slot % COLUMNS) + 1}`;

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
