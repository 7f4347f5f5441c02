// Name It's times, which the game needs before its deck and pictures load.

/** How long a player who taps three different pictures in a hurry stays frozen. */
export const FREEZE_MS = 5000;
export const FLASH_MS = 900;
