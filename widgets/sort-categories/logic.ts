import { readWordList } from '../tool-kit/content';
import { seededRandom, shuffled } from '../tool-kit/random';
import { GROUP_LIMITS } from './limits';
import { SORTS, type SortGroup } from './sorts';

// The rules of Sort Categories, free of the DOM: the content (a built-in sort, or a teacher's
// groups read from their setting's text, with a sentence naming what is wrong when a limit is
// broken), the deal, and a round as a pure reducer: pick an item, then a group; each placement
// checked at once or all at the end. Every random choice comes from the round's seed.

export const PARTICLES = 150;
/** After this many wrong tries an item shows its right group. */
const SHOW_AFTER = 2;

export const newSeed = (): number => Math.floor(Math.random() * 2 ** 32);

/**
 * A teacher's groups from the `groups` text: `title:item,item` with `|` or new lines between
 * groups. Empty, with `problem` naming what is wrong, when one is malformed or a limit is broken.
 */
export function readGroups(text: string | undefined): { groups: SortGroup[]; problem?: string } {
  if (!text?.trim()) return { groups: [] };
  const parts = text
    .split(/[|\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const { minGroups, maxGroups, titleLength, maxItems, itemLength } = GROUP_LIMITS;
  const fail = (problem: string) => ({ groups: [], problem: `${problem} Playing the built-in sort instead.` });
  if (parts.length < minGroups || parts.length > maxGroups) return fail(`There ${parts.length === 1 ? 'is 1 group' : `are ${parts.length} groups`}; a sort needs ${minGroups} to ${maxGroups}.`);
  const groups: SortGroup[] = [];
  const seen = new Map<string, string>();
  for (const part of parts) {
    const at = part.indexOf(':');
    const title = part.slice(0, at).trim().replace(/\s+/g, ' ');
    if (at < 0 || !title) return fail(`"${part.slice(0, 30)}" is not a group: write its title, a colon and its items, as in short a:cat,map.`);
    if (title.length > titleLength) return fail(`The title "${title.slice(0, titleLength)}…" is longer than ${titleLength} characters.`);
    const items = readWordList(part.slice(at + 1), { maxItems, maxLength: itemLength, minItems: 1 });
    if (items.problem) return fail(`In "${title}": ${items.problem.replace(' Playing the built-in words instead.', '')}`);
    if (!items.words.length) return fail(`The group "${title}" has no items.`);
    for (const item of items.words) {
      const other = seen.get(item.toLowerCase());
      if (other !== undefined) return fail(`"${item}" is in ${other === title ? `"${title}" twice` : `both "${other}" and "${title}"`}; an item belongs to one group.`);
      seen.set(item.toLowerCase(), title);
    }
    if (groups.some((g) => g.title.toLowerCase() === title.toLowerCase())) return fail(`Two groups are called "${title}".`);
    groups.push({ title, items: items.words });
  }
  if (seen.size > maxItems) return fail(`The groups have ${seen.size} items; up to ${maxItems} fit.`);
  return { groups };
}

/** What a round sorts: the teacher's groups when they are good, else the built-in sort's; and the sentence about bad content. */
export function readContent(list: string, text: string | undefined): { groups: readonly SortGroup[]; own: boolean; problem?: string } {
  const own = readGroups(text);
  if (own.groups.length) return { groups: own.groups, own: true };
  return { groups: (SORTS.find((s) => s.id === list) ?? SORTS[0]!).groups, own: false, problem: own.problem };
}

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

export type Action = { type: 'pick'; item: number } | { type: 'place'; group: number } | { type: 'unplace'; item: number } | { type: 'check' };

/** The pile's next pick: in `one`, always its top item; in `all`, none until the child picks. */
const nextPick = (game: Game): Game => ({ ...game, picked: game.deal === 'one' ? (game.pile[0] ?? null) : null });

/** A wrong item goes to the back of the pile (so another comes first when there is one). */
const back = (pile: number[], item: number) => [...pile.filter((i) => i !== item), item];

function place(game: Game, group: number): Game {
  const item = game.picked;
  if (item === null || group < 0 || group >= game.titles.length || !game.pile.includes(item)) return game;
  const pile = game.pile.filter((i) => i !== item);
  if (game.check === 'end') return nextPick({ ...game, pile, at: { ...game.at, [item]: group }, last: null });
  if (game.items[item]!.group === group) {
    const after = nextPick({ ...game, pile, at: { ...game.at, [item]: group }, done: [...game.done, item], last: { kind: 'right', item, group } });
    return pile.length ? after : { ...after, over: true };
  }
  const tries = game.tries.map((n, i) => (i === item ? n + 1 : n));
  return nextPick({ ...game, pile: back(game.pile, item), tries, last: { kind: 'wrong', item, group } });
}

/** The end's check: right items stay (done), wrong ones go back to the pile with a try counted. */
function checkAll(game: Game): Game {
  if (game.check !== 'end' || game.pile.length) return game;
  const placed = Object.keys(game.at).map(Number).filter((i) => !game.done.includes(i));
  if (!placed.length) return game;
  const right = placed.filter((i) => game.items[i]!.group === game.at[i]);
  const wrong = placed.filter((i) => game.items[i]!.group !== game.at[i]);
  const at = { ...game.at };
  for (const i of wrong) delete at[i];
  const tries = game.tries.map((n, i) => (wrong.includes(i) ? n + 1 : n));
  const after = nextPick({ ...game, at, pile: wrong, done: [...game.done, ...right], tries, last: { kind: 'checked', right, wrong } });
  return wrong.length ? after : { ...after, over: true };
}

/** The round's reducer: a new state only when something changed. */
export function sortReducer(game: Game, action: Action): Game {
  if (game.over) return game;
  switch (action.type) {
    case 'pick':
      if (game.deal === 'one' || !game.pile.includes(action.item)) return game;
      return { ...game, picked: game.picked === action.item ? null : action.item };
    case 'place':
      return place(game, action.group);
    case 'unplace': {
      // Before the end's check, a placed item may go back to the pile.
      if (game.check !== 'end' || game.at[action.item] === undefined || game.done.includes(action.item)) return game;
      const at = { ...game.at };
      delete at[action.item];
      return nextPick({ ...game, at, pile: [...game.pile, action.item], last: null });
    }
    case 'check':
      return checkAll(game);
  }
}

/** An item counts when placed right with no wrong try. */
export const itemScore = (game: Game, item: number): number => (game.tries[item] ? 0 : 1);

/** The round's result: items right on the first try of all; success at half or more. */
export function roundResult(game: Game): { score: number; max: number; success: boolean } {
  const score = game.done.reduce((sum, i) => sum + itemScore(game, i), 0);
  const max = game.items.length;
  return { score, max, success: score * 2 >= max };
}
