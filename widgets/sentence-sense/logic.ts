import { boardOf, built, sentenceScore, type Board, type Game } from './ready';

// The moves of a round, free of the DOM: a pure reducer (tiles placed into slots, sent back,
// cleared, checked, and the next sentence) and the round's result. Loaded with the first tap or key
// in the tool, with the view's answers (play.tsx).

/** The first screen's rules (ready.ts), so that every rule of the tool is here. */
export * from './ready';

/** The tiles still in the pool, by index. */
const free = (board: Board): number[] => board.tiles.map((_, i) => i).filter((i) => !board.placed.includes(i));
/** Full slots are judged by their words, so repeated words are interchangeable. */
function judge(board: Board): Board {
  if (board.placed.length < board.tiles.length) return { ...board, status: 'playing' };
  return built(board).join(' ') === board.answer.join(' ') ? { ...board, status: 'right' } : { ...board, status: 'wrong', tries: board.tries + 1 };
}

export type Action = { type: 'place'; tile: number } | { type: 'remove'; slot: number } | { type: 'back' } | { type: 'clear' } | { type: 'check' } | { type: 'next' };

function move(board: Board, action: Action): Board {
  const open = board.status !== 'right';
  switch (action.type) {
    case 'place':
      return open && board.status !== 'wrong' && free(board).includes(action.tile) ? judge({ ...board, placed: [...board.placed, action.tile] }) : board;
    case 'remove':
      return open && action.slot >= 0 && action.slot < board.placed.length ? { ...board, placed: board.placed.filter((_, i) => i !== action.slot), status: 'playing' } : board;
    case 'back':
      return move(board, { type: 'remove', slot: board.placed.length - 1 });
    case 'clear':
      return open && board.placed.length ? { ...board, placed: [], status: 'playing' } : board;
    case 'check':
      // Full slots were judged as the last word went in; until then, nothing to check.
      return board.placed.length === board.tiles.length && board.status === 'playing' ? judge(board) : board;
    default:
      return board;
  }
}

/** The round's reducer: a new state only when something changed. */
export function sentenceReducer(game: Game, action: Action): Game {
  if (game.over) return game;
  if (action.type === 'next') {
    if (game.board.status !== 'right') return game;
    const done = [...game.done, { sentence: game.board.sentence, tries: game.board.tries }];
    const index = game.index + 1;
    return index < game.sentences.length
      ? { ...game, index, board: boardOf(game.sentences[index]!, game.fixed, game.seed + index * 7919), done }
      : { ...game, done, over: true };
  }
  const board = move(game.board, action);
  return board === game.board ? game : { ...game, board };
}

/** The round's result: sentences built on the first try of all; success at half or more. */
export function roundResult(game: Game): { score: number; max: number; success: boolean } {
  const score = game.done.reduce((sum, d) => sum + sentenceScore(d), 0);
  const max = game.sentences.length;
  return { score, max, success: score * 2 >= max };
}
