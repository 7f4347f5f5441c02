import { SENTENCE_LIMITS } from './limits';
import { builtInContent, isMark, tokenize, wordCount, type Content } from './ready';

// A teacher's sentences read from their setting's text, with a sentence naming what is wrong when
// one breaks a limit. Free of the DOM; loaded only when a teacher gave text (play.tsx).

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A teacher's sentences from the `sentences` text: `|` or new lines between them, spaces tidied,
 * empty ones dropped. Empty, with `problem` naming what is wrong, when a limit is broken: up to 30
 * sentences, each 2 to 12 words and up to 100 characters, every word with a letter or digit.
 */
export function readSentences(text: string | undefined): { sentences: string[]; problem?: string } {
  if (!text?.trim()) return { sentences: [] };
  const sentences = text
    .split(/[|\n]/)
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const { maxItems, minWords, maxWords, maxLength } = SENTENCE_LIMITS;
  let problem: string | undefined;
  if (sentences.length > maxItems) problem = `There are ${sentences.length} sentences; up to ${maxItems} fit.`;
  else
    for (const [i, sentence] of sentences.entries()) {
      const name = `Sentence ${i + 1} ("${sentence.length > 30 ? `${sentence.slice(0, 30)}…` : sentence}")`;
      const words = wordCount(sentence);
      const odd = tokenize(sentence).find((t) => !isMark(t) && !/[\p{L}\p{N}]/u.test(t));
      if (sentence.length > maxLength) problem = `${name} is longer than ${maxLength} characters.`;
      else if (odd) problem = `${name} has "${odd}", which is not a word.`;
      else if (words < minWords || words > maxWords) problem = `${name} has ${plural(words, 'word')}; a sentence needs ${minWords} to ${maxWords}.`;
      if (problem) break;
    }
  return problem ? { sentences: [], problem: `${problem} Playing the built-in sentences instead.` } : { sentences };
}

/** What a round plays: the teacher's sentences when they are good, else the set's; and the sentence about bad content. */
export function readContent(list: string, text: string | undefined): Content {
  const own = readSentences(text);
  if (own.sentences.length) return { sentences: own.sentences, own: true };
  return { ...builtInContent(list), problem: own.problem };
}
