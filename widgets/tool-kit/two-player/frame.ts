// What the two-player frame (TwoPlayer.tsx) and its running match (play.tsx, loaded later) share:
// types only, so neither module imports the other.
import type { ReactNode, RefObject } from 'react';
import type { useCelebrate } from '../confetti';
import type { useSound } from '../sound';
import type { Player } from './two-player';

type Phase = 'ready' | 'running' | 'ended';

/** What a game's sides can do while the frame runs the match. */
export type TwoPlayerGame = {
  phase: Phase;
  names: [string, string];
  scores: [number, number];
  /** Whether `player` may pick now: the game is running and they are not frozen. */
  open(player: Player): boolean;
  /** A point for `player`. */
  point(player: Player): void;
  /** Freezes `player` for `ms`; their picks are ignored until then. */
  freeze(player: Player, ms: number): void;
};

export type TwoPlayerProps = {
  /** Game time. */
  minutes: number;
  /** No clock (`pace=relaxed`): the first to RELAXED_POINTS wins, or Finish ends the match. */
  relaxed?: boolean;
  /** Turn the far player's side 180 degrees (a tablet lying between two children). */
  rotate: boolean;
  /** A bright flash over a player's side when they freeze. */
  flashMs?: number;
  /** The confetti of the end. */
  particles?: number;
  /** What to do while the match runs, on screen above the sides: "Tap the answer on your side first!" */
  step: string;
  /** A player's own part: their card or their options (given `keyHint` for each option). */
  side(player: Player, game: TwoPlayerGame): ReactNode;
  /** Between the sides while running (Name It's centre card). */
  centre?(game: TwoPlayerGame): ReactNode;
  /** A key of a player's region picked their option `index` (only while they may pick). */
  onKey(player: Player, index: number, game: TwoPlayerGame): void;
  /** Loads the game's own play part with the frame's match (the first tap, key or focus). */
  preload?(): unknown;
  /** A new match starts: deal. */
  onStart(): void;
  /** The time is up: report (`complete` with the winner's score). */
  onEnd(scores: [number, number]): void;
};

/** The match as it stands: drawn by the frame, changed by the match part. */
export type MatchState = { phase: Phase; names: [string, string]; scores: [number, number]; endsAt: number; frozen: number[]; flash: number[] };

/** What the match part (play.tsx) works with: the frame's state, its latest props and its voice. */
export type MatchContext = {
  s: RefObject<MatchState>;
  stage: RefObject<HTMLDivElement | null>;
  props: RefObject<TwoPlayerProps>;
  timers: RefObject<ReturnType<typeof setTimeout>[]>;
  update(): void;
  announce(text: string): void;
  play: ReturnType<typeof useSound>['play'];
  celebrate: ReturnType<typeof useCelebrate>;
};

