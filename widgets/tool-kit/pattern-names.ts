// What the sound patterns of the word games (Whack-a-mole, Ice Fishers) are called: what a round's
// prompt shows before Start ('words with sh'). Their words (patterns.ts) come with the games' rules.

/** A pattern as the prompt names it. */
export type PatternName = {
  /** `with-sh`, `with-short-a`. */
  id: string;
  /** What a matching word has: `sh`, `short a`. */
  label: string;
};

/** Spellings, then the short vowels, each of which has its word list (`short-a`… in words.ts). */
export const PATTERN_NAMES: readonly PatternName[] = [
  ...'sh ch th wh ck ang ing ong ung ank ink unk'.split(' ').map((letters) => ({ id: `with-${letters}`, label: letters })),
  ...'aioue'.split('').map((vowel) => ({ id: `with-short-${vowel}`, label: `short ${vowel}` })),
];

export const patternName = (id: string): PatternName | undefined => PATTERN_NAMES.find((p) => p.id === id);
