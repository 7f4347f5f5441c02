import { itemScore, type Game } from './ready';

// The moves of a round, free of the DOM: a pure reducer (pick an item, then a group; each placement
// checked at once or all at the end; take back before the end's check) and the round's result.
// Loaded with the first tap or key in the tool, with the view's answers (play.tsx).

/** The first screen's rules (ready.ts), so that every rule of the tool is here. */
export * from './ready';

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

/** The round's result: items right on the first try of all; success at half or more. */
export function roundResult(game: Game): { score: number; max: number; success: boolean } {
  const score = game.done.reduce((sum, i) => sum + itemScore(game, i), 0);
  const max = game.items.length;
  return { score, max, success: score * 2 >= max };
}
