import type { SettingValue } from '../tool-kit/declaration';
import { seededRandom as random, shuffled } from '../tool-kit/random';
import { settings } from './tool';

// The rules of Alphabetical Order, free of the DOM: the alphabet split into letter groups, a
// seeded shuffle, placing a group in its slot, completion and the countdown (the mascot's timing is in pictures.tsx, with the mascot);
// `boardReducer` is the board's state in the view (time comes in the countdown's actions).

export const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

export const SUBDIVISIONS = settings.subdivision.values;
/** The `subdivision` and `theme` settings. */
export type Subdivision = SettingValue<typeof settings.subdivision>;
export type Theme = SettingValue<typeof settings.theme>;

/** A card of the deck: letters space-separated, its place in the alphabet, and how many letters. */
export type LetterGroup = { id: string; letters: string; orderIndex: number; weight: number };

/**
 * The 26 letters in `count` contiguous groups, as even as possible: the first 26 mod count
 * groups have one letter more than the others.
 */
export function letterGroups(count: Subdivision): LetterGroup[] {
  const base = Math.floor(ALPHABET.length / count);
  const bigger = ALPHABET.length % count;
  const groups: LetterGroup[] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const weight = base + (i < bigger ? 1 : 0);
    const letters = [...ALPHABET.slice(start, start + weight)].join(' ');
    groups.push({ id: `g${i}-${ALPHABET[start]}`, letters, orderIndex: i, weight });
    start += weight;
  }
  return groups;
}

/**
 * How wide the widest card of a subdivision is, in em of its letters (Lexend, letter spacing
 * included): at most 1.12 em a letter and its space in uppercase, 1.02 in lowercase (measured:
 * 1.03 to 1.11, and 0.93 to 1.02). The deck's cells are this wide, so its rows never depend on the shuffle.
 */
export const widestCard = (count: Subdivision, uppercase: boolean): number => Math.ceil(ALPHABET.length / count) * (uppercase ? 1.12 : 1.02);

export const newSeed = (): number => Math.floor(Math.random() * 2 ** 32);

/** Fisher-Yates from `seed`; with more than one item, never the order it was given. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  for (let attempt = 0; ; attempt++) {
    const out = shuffled(items, next);
    if (items.length < 2 || attempt > 20 || out.some((item, i) => item !== items[i])) return out;
  }
}

/** A round: the deck (cards not yet placed, in deck order), the slots, and the attempts so far. */
export type Round = { deck: LetterGroup[]; slots: (LetterGroup | null)[]; correct: number; wrong: number };

export function deal(count: Subdivision, seed: number): Round {
  return { deck: shuffle(letterGroups(count), seed), slots: Array(count).fill(null), correct: 0, wrong: 0 };
}

export type PlaceOutcome = 'placed' | 'wrong' | 'ignored';

/**
 * Places the deck card `id` in slot `slot`: in its own slot (its order position) it goes in and
 * leaves the deck; an empty slot of another position is wrong; a filled slot is ignored.
 */
export function place(round: Round, id: string, slot: number): { outcome: PlaceOutcome; round: Round } {
  const card = round.deck.find((g) => g.id === id);
  if (!card || slot < 0 || slot >= round.slots.length || round.slots[slot]) return { outcome: 'ignored', round };
  if (card.orderIndex !== slot) return { outcome: 'wrong', round: { ...round, wrong: round.wrong + 1 } };
  const slots = [...round.slots];
  slots[slot] = card;
  return { outcome: 'placed', round: { deck: round.deck.filter((g) => g !== card), slots, correct: round.correct + 1, wrong: round.wrong } };
}

/** Complete when every slot holds its own group. */
export const isComplete = (round: Round): boolean => round.slots.every((g, i) => g !== null && g.orderIndex === i);

/** What the results report: correct placements of all attempts. */
export const resultScore = (round: Round) => ({ score: round.correct, max: round.correct + round.wrong, success: isComplete(round) });

/** The countdown overlay: 2, then 1, 800 ms each; clicks are ignored until it ends. */
export const COUNTDOWN = [2, 1] as const;
export const COUNTDOWN_STEP_MS = 800;
/** The number shown `elapsed` ms after the countdown began, or null once it is over. */
export function countdownAt(elapsed: number): number | null {
  return elapsed < 0 ? COUNTDOWN[0] : (COUNTDOWN[Math.floor(elapsed / COUNTDOWN_STEP_MS)] ?? null);
}

/**
 * The table around the board: the shuffle dealt (its seed; whether its countdown runs; `fresh` when
 * the player dealt it, `again` after Play Again, which takes focus to the deck) and the Music and
 * Sound effects switches.
 */
export type Table = { seed: number; countdown: boolean; again: boolean; fresh: boolean; music: boolean; effects: boolean };

export type TableAction = { type: 'shuffle'; seed: number; countdown: boolean; again: boolean } | { type: 'toggle'; what: 'music' | 'effects' };

export const newTable = (seed: number, countdown: boolean): Table => ({ seed, countdown, again: false, fresh: false, music: true, effects: true });

export function tableReducer(table: Table, action: TableAction): Table {
  if (action.type === 'toggle') return { ...table, [action.what]: !table[action.what] };
  return { ...table, seed: action.seed, countdown: action.countdown, again: action.again, fresh: true };
}

export const WRONG_FLASH_MS = 400;
export const PARTICLES = 150;
export const MUSIC_VOLUME = 0.15;
export const COMPLETE_MESSAGE = 'Great job! Everything is in order.';

/** The board in the view: the round, the card picked, the slot flashing a wrong try, the countdown (null when over), and what the last action did (for the words and sounds). */
export type BoardState = {
  round: Round;
  selected: string | null;
  flash: number | null;
  count: number | null;
  last?:
    | { did: 'picked'; card: LetterGroup | null }
    | { did: 'deselected' }
    | { did: 'filled' | 'nothing'; slot: number }
    | { did: 'wrong' | 'placed'; slot: number; card: LetterGroup };
};

export type BoardAction =
  /** `elapsed` ms since the countdown began. */
  | { type: 'countdown'; elapsed: number }
  /** The deck's card `index`: picked, or put back when it was. */
  | { type: 'pick'; index: number }
  /** Slot `slot` for the card picked. */
  | { type: 'choose'; slot: number }
  | { type: 'deselect' }
  /** The wrong try's flash ends. */
  | { type: 'unflash' };

export const newBoard = (count: Subdivision, seed: number): BoardState => ({ round: deal(count, seed), selected: null, flash: null, count: null });

/**
 * Nothing is picked or placed during the countdown, nor after the round is complete. A filled
 * slot, or a slot with no card picked, changes nothing but says so. A wrong slot flashes.
 */
export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'countdown':
      return { ...state, count: countdownAt(action.elapsed) };
    case 'unflash':
      return state.flash === null ? state : { ...state, flash: null };
    case 'deselect':
      return state.selected ? { ...state, selected: null, last: { did: 'deselected' } } : state;
    case 'pick': {
      const card = state.round.deck[action.index];
      if (state.count !== null || !card) return state;
      const selected = state.selected === card.id ? null : card.id;
      return { ...state, selected, last: { did: 'picked', card: selected ? card : null } };
    }
    case 'choose': {
      const { slot } = action;
      if (state.count !== null || isComplete(state.round)) return state;
      if (state.round.slots[slot]) return { ...state, last: { did: 'filled', slot } };
      if (!state.selected) return { ...state, last: { did: 'nothing', slot } };
      const card = state.round.deck.find((g) => g.id === state.selected)!;
      const { outcome, round } = place(state.round, card.id, slot);
      const wrong = outcome === 'wrong';
      return { ...state, round, selected: null, flash: wrong ? slot : state.flash, last: { did: wrong ? 'wrong' : 'placed', slot, card } };
    }
  }
}
