// The rules two-player games share (Name It, Math It): names on offer, game time, key regions,
// freezes and the winner. Pure: no DOM.
import type { Setting } from '../declaration';
import { paceHelp } from '../pace';

export type Player = 0 | 1;
export const PLAYERS: readonly Player[] = [0, 1];

/** The names children choose from: five offered to each player, never the same on both sides. */
const NAMES = ['Fox', 'Owl', 'Bear', 'Otter', 'Hawk', 'Tiger', 'Panda', 'Koala', 'Zebra', 'Whale'];
export function offeredNames(player: Player): string[] {
  return NAMES.slice(player * 5, player * 5 + 5);
}

/** The game time setting (`minutes`): 1 to 5 whole minutes, each game its own default. */
export const gameTimeSetting = <D extends 1 | 2 | 3 | 4 | 5>(fallback: D) =>
  ({
    type: 'choice',
    label: 'Game time',
    values: [1, 2, 3, 4, 5],
    default: fallback,
    labels: { 1: '1 minute', 2: '2 minutes', 3: '3 minutes', 4: '4 minutes', 5: '5 minutes' },
  }) as const satisfies Setting;

/** The far side is turned 180 degrees unless `rotate` is `false`. */
export const rotateSetting = {
  type: 'choice',
  label: 'Turn the far side',
  values: ['true', 'false'],
  default: 'true',
  labels: { true: 'On (a tablet between two players)', false: 'Off' },
} as const satisfies Setting;

/** A relaxed match (`pace=relaxed`) has no clock: the first to this many points wins (or Finish ends it). */
export const RELAXED_POINTS = 10;

/** What both games' help says of these two. */
export const twoPlayerHelp = {
  minutes: 'Game time in whole minutes.',
  rotate: "`false` keeps both sides upright (a desktop); by default the far player's side is turned 180 degrees (a tablet lying between two children).",
  pace: `${paceHelp} Relaxed: no game time; the first to 10 points wins, or Finish ends the match.`,
};

/**
 * One keyboard, two children: each player's keys pick their own options in reading order
 * (player 1 the left hand's Q W E R / A S D F, player 2 the right hand's U I O P / J K L ;).
 * By physical key (`KeyboardEvent.code`), so the regions stay put on any layout.
 */
const KEY_CODES: readonly (readonly string[])[] = [
  ['KeyQ', 'KeyW', 'KeyE', 'KeyR', 'KeyA', 'KeyS', 'KeyD', 'KeyF'],
  ['KeyU', 'KeyI', 'KeyO', 'KeyP', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon'],
];
/** The key's label as a hint on option `index` of `player`. */
export const keyLabel = (player: Player, index: number) => {
  const code = KEY_CODES[player]![index];
  return code === 'Semicolon' ? ';' : (code?.slice(3) ?? '');
};
/** Which player's which option a key picks, or null. */
export function keyTarget(code: string): { player: Player; index: number } | null {
  for (const player of PLAYERS) {
    const index = KEY_CODES[player]!.indexOf(code);
    if (index >= 0) return { player, index };
  }
  return null;
}

/** Minutes and seconds left, `m:ss`. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole seconds of a freeze still to wait (for the overlay), 0 when not frozen. */
export const frozenFor = (until: number, now: number) => (until > now ? Math.ceil((until - now) / 1000) : 0);

/** The player with more points, or null for a draw. */
export function winnerOf(scores: readonly [number, number]): Player | null {
  return scores[0] === scores[1] ? null : scores[0] > scores[1] ? 0 : 1;
}

/** The end in words: who won, or a draw, and both scores. */
export function endMessage(names: readonly [string, string], scores: readonly [number, number]): string {
  const winner = winnerOf(scores);
  const head = winner === null ? "It's a draw!" : `${names[winner]} wins!`;
  return `${head} ${names[0]} ${scores[0]}, ${names[1]} ${scores[1]}.`;
}
