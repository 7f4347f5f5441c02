import { readWordList } from '../tool-kit/content';
import { lessonPlay as kitLessonPlay } from '../tool-kit/lesson-words';
import { PICTURE_KEYS } from '../tool-kit/pictures';
import { CLUE_LIMITS, WORD_LETTERS, builtInContent, type Content } from './ready';

// A teacher's words and clues read from their settings' text, each with a sentence naming what is
// wrong when it breaks a limit. Free of the DOM; loaded only when a teacher gave text (play.tsx).

/** A word Anagram can deal: letters only, 2 to 12 of them. */
export const anagramFits = (word: string): boolean => /^[a-z]+$/i.test(word) && word.length >= WORD_LETTERS.min && word.length <= WORD_LETTERS.max;

/** A lesson's words Anagram can deal (10 of them a round). */
export const lessonPlay = (n: number) => kitLessonPlay(n, anagramFits);

/** A teacher's words from the `words` text: the kit's list limits, then letters only, 2 to 12 of them. */
export function readWords(text: string | undefined): { words: string[]; problem?: string } {
  const read = readWordList(text);
  if (read.problem) return read;
  const bad = read.words.find((word) => !/^[a-z]+$/i.test(word));
  const size = read.words.find((word) => word.length < WORD_LETTERS.min || word.length > WORD_LETTERS.max);
  const problem = bad
    ? `"${bad}" has a character that is not a letter; a word is letters only.`
    : size
      ? `"${size}" has ${size.length} letter${size.length === 1 ? '' : 's'}; a word needs ${WORD_LETTERS.min} to ${WORD_LETTERS.max}.`
      : undefined;
  return problem ? { words: [], problem: `${problem} Playing the built-in words instead.` } : read;
}

/**
 * Clues from the `clues` text: `word:clue` items split at `|` (`ship:a big boat|chip:a small
 * piece`), by word in lowercase. A clue may be one of the project's drawn pictures by its name
 * (`sun:pic.sun`, as Sort Categories' items). Empty and `problem` saying why when an item is
 * malformed, names no picture, or a limit is broken.
 */
export function readClues(text: string | undefined): { clues: Map<string, string>; problem?: string } {
  const clues = new Map<string, string>();
  if (!text?.trim()) return { clues };
  const items = text.split('|').map((item) => item.trim()).filter(Boolean);
  const fail = (problem: string) => ({ clues: new Map<string, string>(), problem: `${problem} Playing without clues.` });
  if (items.length > CLUE_LIMITS.maxItems) return fail(`There are ${items.length} clues; up to ${CLUE_LIMITS.maxItems} fit.`);
  for (const item of items) {
    const at = item.indexOf(':');
    const word = item.slice(0, at).trim().toLowerCase();
    const clue = item.slice(at + 1).trim().replace(/\s+/g, ' ');
    if (at < 0 || !word || !clue) return fail(`"${item.slice(0, 30)}" is not a clue: write the word, a colon and the clue, as in ship:a big boat.`);
    if (clue.length > CLUE_LIMITS.maxLength) return fail(`The clue for "${word}" is longer than ${CLUE_LIMITS.maxLength} characters.`);
    if (/^pic\./i.test(clue) && !PICTURE_KEYS.has(clue.toLowerCase())) {
      return fail(`"${clue}" names none of the pictures: write pic. and a picture's name, as in sun:pic.sun. The pictures: ${[...PICTURE_KEYS.keys()].map((k) => k.slice(4)).join(', ')}.`);
    }
    clues.set(word, /^pic\./i.test(clue) ? clue.toLowerCase() : clue);
  }
  return { clues };
}

/** What a round plays: the teacher's words when they are good, else the lesson's (`built`) or the list's; each with its clue; and every sentence about bad content. */
export function readContent(list: string, wordsText: string | undefined, cluesText: string | undefined, built?: readonly string[]): Content {
  const own = readWords(wordsText);
  const words = own.words.length ? own.words : (built ?? builtInContent(list).words);
  const { clues, problem } = readClues(cluesText);
  const problems = [own.problem, problem].filter((p) => p !== undefined);
  const lower = new Set(words.map((word) => word.toLowerCase()));
  const stray = [...clues.keys()].find((word) => !lower.has(word));
  if (stray) problems.push(`The clue for "${stray}" matches none of the words.`);
  return { words, own: own.words.length > 0, clues, problems };
}
