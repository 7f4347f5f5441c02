import { secondsLeft, type Round, type RoundAction, type RoundGame } from './logic';

// What moves a timed round on (logic.ts has what the first screen shows: the ready round, its
// clock): Start, the clock's ticks, Finish, and the result. Loaded with a game's rules, with the
// first tap, key or focus in the tool, never with its first screen.

export type RoundRules<G extends RoundGame> = {
  /** A new round of `game`'s settings, from `seed`, starting at `now`. */
  start(game: G, seed: number, now: number): G;
  /** The game moved on to `now` (returning `game` itself when nothing changed). */
  advance(game: G, now: number): G;
  /** The game ended by Finish (a relaxed round): over, with nothing left on the field. */
  finish(game: G): G;
  /** What the view draws of the game at `now` besides the game's value and the clock (Ice Fishers: which fish is under each hole). */
  drawn?(game: G, now: number): string;
};

/**
 * The round's reducer for a game's rules. `start` plays the game the ready prompt showed (its
 * seed), and a new one (the action's seed) after a round. `tick` moves the game on; the round
 * is over when the game is; the state is new (drawn again) only when what is drawn changes: the
 * game's value, the clock's second, or the rules' `drawn`.
 */
export function roundReducer<G extends RoundGame>(rules: RoundRules<G>) {
  return <S extends Round<G>>(round: S, action: RoundAction): S => {
    if (action.type === 'start') {
      if (round.phase === 'playing') return round;
      const seed = round.phase === 'ready' ? round.game.seed : action.seed;
      return { ...round, phase: 'playing', game: rules.start(round.game, seed, action.now), at: action.now } as S;
    }
    if (round.phase !== 'playing') return round;
    if (action.type === 'finish') return { ...round, phase: 'over', game: rules.finish(round.game), at: action.now } as S;
    const game = rules.advance(round.game, action.now);
    if (game.over) return { ...round, phase: 'over', game, at: action.now } as S;
    const same =
      game === round.game &&
      secondsLeft(game, action.now) === secondsLeft(round.game, round.at) &&
      rules.drawn?.(game, action.now) === rules.drawn?.(round.game, round.at);
    return same ? round : ({ ...round, game, at: action.now } as S);
  };
}

/** What the results report: hits, of every try (hits and misses); a success with more hits than misses. */
export const roundResult = (hits: number, misses: number) => ({ score: hits, max: hits + misses, success: hits > misses });
