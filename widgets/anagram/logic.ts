import { LISTS, boardOf, free, spelled, wordScore, type Board, type Game } from './ready';

// The moves of a round, free of the DOM: a pure reducer (tiles placed into slots, sent back,
// typed, hinted, checked, and the next word), the round's result, and a wrong answer that is
// another word. Loaded with the first tap or key in the tool, with the view's answers (play.tsx).

/** The first screen's rules (ready.ts), so that every rule of the tool is here. */
export * from './ready';

const KNOWN = new Set(LISTS.flatMap((list) => list.words));

/** Full slots are judged by their letters, so repeated letters are interchangeable. */
function judge(board: Board): Board {
  if (board.placed.length < board.tiles.length) return { ...board, status: 'playing' };
  return spelled(board) === board.entry.word ? { ...board, status: 'right' } : { ...board, status: 'wrong', tries: board.tries + 1 };
}

export type Action =
  | { type: 'place'; tile: number }
  | { type: 'type'; letter: string }
  | { type: 'remove'; slot: number }
  | { type: 'back' }
  | { type: 'clear' }
  | { type: 'hint' }
  | { type: 'check' }
  | { type: 'next' };

function play(board: Board, action: Action): Board {
  const open = board.status !== 'right';
  switch (action.type) {
    case 'place':
      return open && board.status !== 'wrong' && free(board).includes(action.tile) ? judge({ ...board, placed: [...board.placed, action.tile] }) : board;
    case 'type': {
      const tile = free(board).find((i) => board.tiles[i]!.toLowerCase() === action.letter.toLowerCase());
      return tile === undefined ? board : play(board, { type: 'place', tile });
    }
    case 'remove':
      return open && action.slot >= board.locked && action.slot < board.placed.length
        ? { ...board, placed: board.placed.filter((_, i) => i !== action.slot), status: 'playing' }
        : board;
    case 'back':
      return play(board, { type: 'remove', slot: board.placed.length - 1 });
    case 'clear':
      return open && board.placed.length > board.locked ? { ...board, placed: board.placed.slice(0, board.locked), status: 'playing' } : board;
    case 'hint': {
      if (!open) return board;
      // The slots keep their right start; the next letter is placed from the pool and locked with it.
      const word = board.entry.word;
      let right = 0;
      while (right < board.placed.length && board.tiles[board.placed[right]!] === word[right]) right++;
      const kept = { ...board, placed: board.placed.slice(0, right) };
      const tile = free(kept).find((i) => board.tiles[i] === word[right])!;
      return judge({ ...kept, placed: [...kept.placed, tile], locked: right + 1, hints: board.hints + 1 });
    }
    case 'check':
      return board.status === 'playing' ? judge(board) : board;
    default:
      return board;
  }
}

/** The round's reducer: a new state only when something changed. */
export function anagramReducer(game: Game, action: Action): Game {
  if (game.over) return game;
  if (action.type === 'next') {
    if (game.board.status !== 'right') return game;
    const { entry, hints, tries } = game.board;
    const done = [...game.done, { word: entry.word, hints, tries }];
    const index = game.index + 1;
    return index < game.entries.length ? { ...game, index, board: boardOf(game.entries[index]!, game.seed, index), done } : { ...game, done, over: true };
  }
  const board = play(game.board, action);
  return board === game.board ? game : { ...game, board };
}

/** The round's result: words on the child's own of all words; success at half or more. */
export function roundResult(game: Game): { score: number; max: number; success: boolean } {
  const score = game.done.reduce((sum, done) => sum + wordScore(done), 0);
  const max = game.entries.length;
  return { score, max, success: score * 2 >= max };
}

/** A full wrong answer that is a word of the lists or of the round: a real word, only not this one. */
export const otherWord = (game: Game): string | undefined => {
  const word = spelled(game.board);
  return game.board.status === 'wrong' && (KNOWN.has(word) || game.entries.some((e) => e.word === word)) ? word : undefined;
};
