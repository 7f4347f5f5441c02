import { seededRandom, shuffled } from '../tool-kit/random';
import { SORTS, type SortGroup } from './sorts';

// The rules of Sort Categories' first screen, free of the DOM: the built-in content, the deal and a
// round's start. A teacher's groups (`content.ts`), the moves (`logic.ts`, which re-exports these) and the pictures
// (the kit's `pictures.tsx`) load when they are needed. Every random choice comes from the round's seed.

export const PARTICLES = 150;
/** After this many wrong tries an item shows its right group. */
const SHOW_AFTER = 2;

/** What a round sorts: its groups, whether they are the teacher's, and the sentence about bad content. */
export type Content = { groups: readonly SortGroup[]; own: boolean; problem?: string };

/** What a round sorts with no text of a teacher's: the built-in sort's groups. */
export const builtInContent = (list: string): Content => ({ groups: (SORTS.find((s) => s.id === list) ?? SORTS[0]!).groups, own: false });

/** An item that names one of the project's pictures: `pic.` and the picture's name (`pic.sun`, `pic.ice-cream`). */
const PICTURE_PREFIX = 'pic.';
export const isPicture = (item: string): boolean => item.toLowerCase().startsWith(PICTURE_PREFIX);

type Item = { text: string; group: number };
export type Deal = 'one' | 'all';
export type Check = 'now' | 'end';
/** What the last move did, for the view to say: an item right, wrong, or the end's check. */
type Outcome = { kind: 'right' | 'wrong'; item: number; group: number } | { kind: 'checked'; right: number[]; wrong: number[] };
/**
 * A round: the groups' titles, every item (with its right group), the pile (items not yet placed,
 * in the deal's order), where each placed item is (`at`), which are checked right (`done`), each
 * item's wrong tries, the picked item, and the last outcome.
 */
export type Game = {
  titles: string[];
  items: Item[];
  deal: Deal;
  check: Check;
  pile: number[];
  at: Record<number, number>;
  done: number[];
  tries: number[];
  picked: number | null;
  last: Outcome | null;
  over: boolean;
};

export function newGame(groups: readonly SortGroup[], deal: Deal, check: Check, seed: number): Game {
  const items = groups.flatMap((g, group) => g.items.map((text) => ({ text, group })));
  const pile = shuffled(
    items.map((_, i) => i),
    seededRandom(seed),
  );
  return { titles: groups.map((g) => g.title), items, deal, check, pile, at: {}, done: [], tries: items.map(() => 0), picked: deal === 'one' ? (pile[0] ?? null) : null, last: null, over: false };
}

/** The items a child sees in the pile: the top one, or all. */
export const shown = (game: Game): number[] => (game.deal === 'one' ? game.pile.slice(0, 1) : game.pile);
/** The items placed in a group, in the order they went in. */
export const inGroup = (game: Game, group: number): number[] =>
  Object.keys(game.at)
    .map(Number)
    .filter((item) => game.at[item] === group);
/** An item's right group is shown after two wrong tries. */
export const showsGroup = (game: Game, item: number): boolean => game.tries[item]! >= SHOW_AFTER;

/** An item counts when placed right with no wrong try. */
export const itemScore = (game: Game, item: number): number => (game.tries[item] ? 0 : 1);

/** What the items of a round are called: words, pictures, or items when both play. */
export function noun(game: Pick<Game, 'items'>): 'word' | 'picture' | 'item' {
  const pictures = game.items.filter((i) => isPicture(i.text)).length;
  return !pictures ? 'word' : pictures === game.items.length ? 'picture' : 'item';
}
