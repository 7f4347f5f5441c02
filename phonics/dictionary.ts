// The lexicon of real words: the build's compact cut of the CMU pronouncing dictionary (the words
// SUBTLEX-US also lists, each with its pronunciations), one word a line in code-unit order. A
// lookup is a binary search in that text, so nothing is read into a table first: a cold worker
// answers its first word as fast as its thousandth.
import type { Lexicon } from './analyse';
import { decodePhones, type Phone } from './pronunciation';
import { DICTIONARY } from './generated/dictionary';

/** The text after the word's space on its line, or undefined when the word is not listed. */
function entry(word: string): string | undefined {
  let lo = 0;
  let hi = DICTIONARY.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = DICTIONARY.lastIndexOf('\n', mid - 1) + 1;
    const space = DICTIONARY.indexOf(' ', start);
    const newline = DICTIONARY.indexOf('\n', space);
    const end = newline < 0 ? DICTIONARY.length : newline;
    const key = DICTIONARY.slice(start, space);
    if (key === word) return DICTIONARY.slice(space + 1, end);
    if (key < word) lo = end + 1;
    else hi = start;
  }
  return undefined;
}

export const dictionary: Lexicon = {
  has: (word) => entry(word) !== undefined,
  pronounce(word: string): Phone[][] | undefined {
    return entry(word)?.split('|').map(decodePhones);
  },
};
