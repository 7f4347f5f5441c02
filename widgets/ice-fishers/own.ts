import { readWordList } from '../tool-kit/content';

// A teacher's own words, read with the rules (play.tsx): the part loads at once when a teacher
// gave any, so the first screen without them carries none of this.

/** A teacher's own words (`words`): 2 to 100, each up to 20 characters, so it fits on a fish. */
const OWN_LIMITS = { maxItems: 100, maxLength: 20, minItems: 2 };

/** A teacher's words from the `words` text, or none and the sentence that says what is wrong. */
export function readOwnWords(text: string | undefined): { words: string[]; problem?: string } {
  const read = readWordList(text, OWN_LIMITS);
  const twice = read.words.find((w, i) => read.words.indexOf(w) !== i);
  return twice ? { words: [], problem: `"${twice}" is in the list twice. Playing the built-in words instead.` } : read;
}
