// Grammar: the parts of speech as animals. Each animal in the legend stands for one word class;
// the child puts animals on word cards and Check marks each card right or wrong. Pure rules, no DOM.
import type { SettingValue } from '../tool-kit/declaration';
import type { settings } from './tool';

/** How many animals the legend has in all, how many cards a level deals, in how many columns. */
export const ANIMAL_COUNT = 10;
export const CARD_COUNT = 10;
export const COLUMNS = 5;
/** The width and height of an animal on a card, in CSS pixels. */
export const ICON_SIZE = 42.5;
/** In free mode a tutor may put this many animals on one card; in check mode a card holds one. */
export const FREE_PER_CARD = 6;

export const ROLES = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'article',
  'interjection',
  'proper noun',
] as const;
export type Role = (typeof ROLES)[number];

export type Animal = 'dog' | 'frog' | 'butterfly' | 'rabbit' | 'owl' | 'mouse' | 'snake' | 'ant' | 'parrot' | 'lion';

/** The legend: each animal's word class and a short reminder of what that class does. */
export const LEGEND: readonly { animal: Animal; role: Role; hint: string }[] = [
  { animal: 'dog', role: 'noun', hint: 'a naming word' },
  { animal: 'frog', role: 'verb', hint: 'a doing word' },
  { animal: 'butterfly', role: 'adjective', hint: 'a describing word' },
  { animal: 'rabbit', role: 'adverb', hint: 'how it is done' },
  { animal: 'owl', role: 'pronoun', hint: 'stands for a noun' },
  { animal: 'mouse', role: 'preposition', hint: 'where it is' },
  { animal: 'snake', role: 'conjunction', hint: 'a joining word' },
  { animal: 'ant', role: 'article', hint: 'a, an or the' },
  { animal: 'parrot', role: 'interjection', hint: 'a sudden feeling' },
  { animal: 'lion', role: 'proper noun', hint: 'a name' },
];

export const roleOf = (animal: Animal): Role => LEGEND.find((entry) => entry.animal === animal)!.role;

/** The `level` and `mode` settings. */
export type Level = SettingValue<typeof settings.level>;
export type Mode = SettingValue<typeof settings.mode>;

/** Level 1 has the first 3 word classes, level 2 the first 6, level 3 all 10. */
const LEVEL_ROLES: Record<Level, number> = { '1': 3, '2': 6, '3': 10 };

export type WordCard = { word: string; role: Role };

const cards = (list: string): WordCard[] =>
  list.split(',').map((pair) => {
    const [word, role] = pair.split(':') as [string, Role];
    return { word, role };
  });

/** One set of 10 words a level, each with one clear word class for a child. */
export const WORD_SETS: Record<Level, WordCard[]> = {
  '1': cards('cat:noun,swim:verb,big:adjective,sun:noun,eat:verb,red:adjective,tree:noun,sing:verb,happy:adjective,cup:noun'),
  '2': cards('book:noun,clap:verb,tall:adjective,slowly:adverb,she:pronoun,under:preposition,car:noun,dig:verb,sad:adjective,quickly:adverb'),
  '3': cards(
    'Sam:proper noun,kick:verb,wet:adjective,loudly:adverb,they:pronoun,on:preposition,and:conjunction,the:article,wow:interjection,fish:noun',
  ),
};

/**
 * The animals a child chooses from: the level's word classes when answers are checked, all 10
 * in free mode, where a tutor uses them as they like.
 */
export function legendFor(level: Level, mode: Mode) {
  return mode === 'free' ? LEGEND : LEGEND.slice(0, LEVEL_ROLES[level]);
}

/** An animal on a card: `char` names the animal; `left` and `top` place its centre, as fractions of the card's width and height. */
export type PlacedIcon = { id: string; char: Animal; left: number; top: number };
/** What sits on each card, in card order. */
export type Board = PlacedIcon[][];
export type Point = { left: number; top: number };

export const emptyBoard = (): Board => Array.from({ length: CARD_COUNT }, () => []);

/**
 * A point on a card, from a tap `x`, `y` pixels from its top-left corner, moved in just enough
 * for the whole animal to stay on the card. A card without a size gives its centre.
 */
export function pointOnCard(x: number, y: number, width: number, height: number): Point {
  const fit = (at: number, size: number) => {
    if (!(size > 0)) return 0.5;
    const margin = Math.min(0.5, ICON_SIZE / 2 / size);
    return Math.min(1 - margin, Math.max(margin, at / size));
  };
  return { left: fit(x, width), top: fit(y, height) };
}

/** Where the keyboard puts an animal: the card's centre, else the first of these spots no animal is near. */
const SPOTS: Point[] = [
  { left: 0.5, top: 0.5 },
  { left: 0.22, top: 0.22 },
  { left: 0.78, top: 0.22 },
  { left: 0.22, top: 0.78 },
  { left: 0.78, top: 0.78 },
  { left: 0.5, top: 0.22 },
];

export function freeSpot(icons: PlacedIcon[]): Point {
  const near = (a: Point, b: Point) => Math.abs(a.left - b.left) < 0.15 && Math.abs(a.top - b.top) < 0.15;
  return SPOTS.find((spot) => !icons.some((icon) => near(icon, spot))) ?? SPOTS[0]!;
}

const nextId = (board: Board) => `p${1 + Math.max(0, ...board.flat().map((icon) => Number(icon.id.slice(1)) || 0))}`;

/** The card an animal sits on, or -1. */
export const cardOf = (board: Board, id: string) => board.findIndex((icons) => icons.some((icon) => icon.id === id));

export const iconById = (board: Board, id: string) => board.flat().find((icon) => icon.id === id);

/**
 * Puts a new animal from the legend on a card. In check mode a card holds one animal, so it takes
 * the place of the one there; in free mode a full card (FREE_PER_CARD) stays as it is.
 */
export function place(board: Board, card: number, char: Animal, at: Point, mode: Mode): Board {
  const icons = board[card];
  if (!icons) return board;
  if (mode === 'free' && icons.length >= FREE_PER_CARD) return board;
  const icon: PlacedIcon = { id: nextId(board), char, left: at.left, top: at.top };
  return board.map((list, i) => (i !== card ? list : mode === 'check' ? [icon] : [...list, icon]));
}

/** Moves an animal to a point on a card (its own card or another), with the same rule for a full card as `place`. */
export function move(board: Board, id: string, card: number, at: Point, mode: Mode): Board {
  const from = cardOf(board, id);
  if (from < 0 || !board[card]) return board;
  const icon = { ...iconById(board, id)!, left: at.left, top: at.top };
  if (from === card) return board.map((list, i) => (i === card ? list.map((other) => (other.id === id ? icon : other)) : list));
  if (mode === 'free' && board[card]!.length >= FREE_PER_CARD) return board;
  return board.map((list, i) => {
    if (i === from) return list.filter((other) => other.id !== id);
    if (i === card) return mode === 'check' ? [icon] : [...list, icon];
    return list;
  });
}

export function remove(board: Board, id: string): Board {
  return cardOf(board, id) < 0 ? board : board.map((list) => list.filter((icon) => icon.id !== id));
}

export const placedCount = (board: Board) => board.reduce((n, icons) => n + icons.length, 0);

export type Mark = 'right' | 'wrong' | 'untried';

/**
 * Check: a card is right when every animal on it is its word's class, wrong when one is not; a
 * card with no animal is not tried yet (never marked wrong). The score is the number of right
 * cards out of all cards.
 */
export function check(board: Board, words: WordCard[]): { marks: Mark[]; score: number; max: number } {
  const marks = words.map((card, i): Mark => {
    const icons = board[i] ?? [];
    return !icons.length ? 'untried' : icons.every((icon) => roleOf(icon.char) === card.role) ? 'right' : 'wrong';
  });
  return { marks, score: marks.filter((mark) => mark === 'right').length, max: words.length };
}

/** What the child holds: an animal from the legend (it stays for the next card), one placed on a card (to move), or nothing. */
type Picked = { animal: Animal } | { id: string } | null;

/** The activity's state: the board, what is picked, Check's marks (per card; none after a change there) and its score. */
export type GrammarState = { board: Board; picked: Picked; marks: (Mark | undefined)[]; score: number | null };

export type GrammarAction =
  /** An animal in the legend: picked, or put down again when it was. */
  | { type: 'pickAnimal'; animal: Animal }
  /** A placed animal: picked up to move, or put down again when it was. */
  | { type: 'pickIcon'; id: string }
  | { type: 'cancel' }
  /** The picked animal onto card `card`, at `at` (a tap) or, from the keyboard (null), the centre or the next free spot. */
  | { type: 'drop'; card: number; at: Point | null; mode: Mode }
  | { type: 'takeOff'; id: string }
  | { type: 'check'; words: WordCard[] }
  | { type: 'clear' };

export const newGrammar = (): GrammarState => ({ board: emptyBoard(), picked: null, marks: [], score: null });

/** A changed board: the marks of the cards it changed go, and so does the score. */
const changed = (state: GrammarState, board: Board, cards: number[], picked: Picked): GrammarState => ({
  board,
  picked,
  marks: state.marks.map((mark, i) => (cards.includes(i) ? undefined : mark)),
  score: null,
});

/** The rules of one step of Grammar. An action that changes nothing answers the same state. */
export function grammarReducer(state: GrammarState, action: GrammarAction): GrammarState {
  const { board, picked } = state;
  switch (action.type) {
    case 'pickAnimal':
      return { ...state, picked: picked && 'animal' in picked && picked.animal === action.animal ? null : { animal: action.animal } };
    case 'pickIcon':
      return { ...state, picked: picked && 'id' in picked && picked.id === action.id ? null : { id: action.id } };
    case 'cancel':
      return picked ? { ...state, picked: null } : state;
    case 'drop': {
      const { card, at, mode } = action;
      const spot = (icons: PlacedIcon[]) => at ?? (mode === 'check' ? { left: 0.5, top: 0.5 } : freeSpot(icons));
      if (!picked) return state;
      if ('animal' in picked) {
        const next = place(board, card, picked.animal, spot(board[card]!), mode);
        // The animal stays picked for the next card, until another is picked, Cancel or Escape.
        return next === board ? state : changed(state, next, [card], picked);
      }
      const icon = iconById(board, picked.id);
      if (!icon) return { ...state, picked: null };
      const from = cardOf(board, picked.id);
      const next = move(board, picked.id, card, from === card && !at ? { left: icon.left, top: icon.top } : spot(board[card]!), mode);
      return next === board ? state : changed(state, next, [from, card], null);
    }
    case 'takeOff': {
      const card = cardOf(board, action.id);
      return card < 0 ? state : changed(state, remove(board, action.id), [card], null);
    }
    case 'check': {
      if (placedCount(board) === 0) return state;
      const { marks, score } = check(board, action.words);
      return { board, picked: null, marks, score };
    }
    case 'clear':
      return newGrammar();
  }
}

/** A correct board for a word set: each card with its class's animal in the centre (for tests and demonstrations). */
export function solved(words: WordCard[]): Board {
  return words.map((card, i) => [{ id: `p${i + 1}`, char: LEGEND.find((entry) => entry.role === card.role)!.animal, left: 0.5, top: 0.5 }]);
}

