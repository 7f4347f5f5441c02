// Letter Tiles' first screen, without the DOM: the palettes of the three levels, the board's size,
// the word lists and how a tile reads. How a word is laid out in tiles and what each tap or key
// does to the board are in logic.ts (which re-exports these), loaded with the first tap, key or focus.

import type { SettingValue } from '../tool-kit/declaration';
import { NO_WORDS } from './lists';
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

export const VOWELS = 'aeiou';
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

export { NO_WORDS };

/** The board before the moves arrive: empty, nothing picked, at the first word of the list. */
export function blankState(level: Level, listId: string, own: readonly string[] | null = null): LetterTilesState {
  return { level, listId, own, index: 0, board: Array.from({ length: SLOT_COUNT }, () => null), picked: null, seen: [0], rounds: 0, note: null };
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

/** A tile as read aloud and shown: its letters in the chosen case, a picture by its name. */
export function tileText(tile: LetterTile, letterCase: LetterCase): string {
  return tile.type === 'image' || letterCase === 'lower' ? tile.label : tile.label.toUpperCase();
}

/** Where a slot is, in words: "row 2, space 3". */
export const slotName = (slot: number): string => `row ${Math.floor(slot / COLUMNS) + 1}, space ${(slot % COLUMNS) + 1}`;

