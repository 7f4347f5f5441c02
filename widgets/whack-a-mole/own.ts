import { readWordList } from '../tool-kit/content';
import type { Own } from './ready';

// A teacher's own words and targets, read with the rules (play.tsx): the part loads at once when a
// teacher gave any, so the first screen without them carries none of this.

/** A teacher's own words (`words`): 2 to 100, each up to 20 characters, so it fits on a mole. */
const OWN_LIMITS = { maxItems: 100, maxLength: 20, minItems: 2 };

/**
 * A teacher's words (`words`) and targets (`targets`, some of the words: whack any of them; none
 * given: each word in turn). None, with the sentence that says what is wrong, when a limit is broken.
 */
export function readOwn(wordsText: string | undefined, targetsText: string | undefined): { own?: Own; problem?: string } {
  const fail = (problem: string) => ({ problem: `${problem} Playing the built-in words instead.` });
  const words = readWordList(wordsText, OWN_LIMITS);
  if (words.problem) return { problem: words.problem };
  if (!words.words.length) return targetsText?.trim() ? fail('Targets need your words too.') : {};
  const twice = words.words.find((w, i) => words.words.indexOf(w) !== i);
  if (twice) return fail(`"${twice}" is in the list twice.`);
  const targets = readWordList(targetsText, { ...OWN_LIMITS, minItems: 0 }).words;
  const stray = targets.find((t) => !words.words.includes(t));
  if (stray) return fail(`"${stray}" is a target but not one of your words.`);
  if (targets.length && targets.length === words.words.length) return fail('Every word is a target: leave at least one to miss.');
  return { own: { words: words.words, targets } };
}
