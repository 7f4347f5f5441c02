// The rules of Vowel Sounds, free of the DOM: dealing 28 vowel letters from a seed, selecting
// each once, and knowing when all are found.
import type { SettingValue } from '../tool-kit/declaration';
import { seededRandom as random, shuffled } from '../tool-kit/random';
import type { settings } from './tool';

/** 28 letters, shown as 2 lines of 14. */
export const TILE_COUNT = 28;
export const PER_LINE = 14;
/** Below this board width a line of 14 letters wraps into 2 rows of 7 (targets stay at least 40 px). */
export const WIDE_ENOUGH = PER_LINE * 44 + (PER_LINE - 1) * 6;

const VOWELS = ['a', 'e', 'i', 'o', 'u'] as const;
export type Vowel = (typeof VOWELS)[number] | 'y';

/** The `case` setting. */
export type Case = SettingValue<typeof settings.case>;

/** What is said for each letter: the letter, then a word that starts with its short sound. */
export const KEYWORDS: Record<Vowel, string> = {
  a: 'a, apple',
  e: 'e, egg',
  i: 'i, itch',
  o: 'o, octopus',
  u: 'u, up',
  y: 'y, gym',
};

export type Tile = { vowel: Vowel; text: string };

/**
 * 28 vowel letters from `seed`: every vowel (and y, when asked) as evenly as 28 allows, shuffled.
 * Lower or upper case throughout, or mixed: 14 of each, in shuffled places. The letters a seed
 * deals do not depend on the case, so changing the case keeps the set.
 */
export function deal(seed: number, letterCase: Case = 'lower', withY = false): Tile[] {
  const letters: Vowel[] = withY ? [...VOWELS, 'y'] : [...VOWELS];
  const next = random(seed);
  // The vowels that get one more letter than the others are chosen by the seed too.
  const order = shuffled(letters, next);
  const vowels = shuffled(
    Array.from({ length: TILE_COUNT }, (_, i) => order[i % order.length]!),
    next,
  );
  const upper = shuffled(
    Array.from({ length: TILE_COUNT }, (_, i) => i < TILE_COUNT / 2),
    random(seed ^ 0x9e3779b9),
  );
  return vowels.map((vowel, i) => ({
    vowel,
    text: letterCase === 'upper' || (letterCase === 'mixed' && upper[i]) ? vowel.toUpperCase() : vowel,
  }));
}

/** Which tiles are selected, by position. */
export type Selection = readonly boolean[];

export const noneSelected = (): Selection => Array.from({ length: TILE_COUNT }, () => false);

/** Selects tile `i` once: a tile already selected (or not on the board) leaves the selection as it is. */
export function select(selection: Selection, i: number): Selection {
  if (i < 0 || i >= selection.length || selection[i]) return selection;
  return selection.map((on, j) => on || j === i);
}

export function selectedCount(selection: Selection): number {
  return selection.filter(Boolean).length;
}

export function isComplete(selection: Selection): boolean {
  return selection.length === TILE_COUNT && selection.every(Boolean);
}

/** A seed for a new deal. */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}

/** A round as the view holds it: the seed of its letters and which of them the child has selected. */
export type Vowels = { seed: number; selection: Selection };

export type VowelsAction = { type: 'select'; tile: number } | { type: 'reset'; seed: number };

export const startVowels = (seed: number): Vowels => ({ seed, selection: noneSelected() });

/** Selecting a tile already selected gives the same state (the view says so); Reset deals from a new seed. */
export function vowelsReducer(state: Vowels, action: VowelsAction): Vowels {
  if (action.type === 'reset') return startVowels(action.seed);
  const selection = select(state.selection, action.tile);
  return selection === state.selection ? state : { ...state, selection };
}
