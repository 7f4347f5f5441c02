// A teacher's own words: the text of a tool's `words` setting (`words=ship,shop,chip` in a link,
// the same in an attribute) read into a list, with the classroom limits and, when the text breaks
// one, a sentence that says what is wrong, for the tool to show while it plays its own words.
// Free of the DOM: the worker and the teacher's editor check content with it too.

/** The limits of a word list: how many items, and how long each may be. */
export type WordLimits = { maxItems: number; maxLength: number; minItems?: number };

/** Up to 100 items of up to 40 characters: a classroom's list, never a document. */
export const WORD_LIMITS: WordLimits = { maxItems: 100, maxLength: 40, minItems: 1 };

/** Room for a full list in a setting's text: every item at its longest, with its comma. */
export const wordsTextLength = (limits: WordLimits) => limits.maxItems * (limits.maxLength + 1);

/**
 * A word list from its text: items split at commas or new lines, trimmed, empty ones dropped.
 * `words` is empty and `problem` says why when the text breaks a limit; both are empty when no
 * list was given (the tool plays its own).
 */
export function readWordList(text: string | undefined, limits: WordLimits = WORD_LIMITS): { words: string[]; problem?: string } {
  if (!text?.trim()) return { words: [] };
  const words = text
    .split(/[,\n]/)
    .map((word) => word.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const long = words.find((word) => word.length > limits.maxLength);
  const problem =
    words.length > limits.maxItems
      ? `The list has ${words.length} items; up to ${limits.maxItems} fit.`
      : long
        ? `"${long.slice(0, limits.maxLength)}…" is longer than ${limits.maxLength} characters.`
        : words.length < (limits.minItems ?? 1)
          ? `The list needs at least ${limits.minItems ?? 1} items.`
          : undefined;
  return problem ? { words: [], problem: `${problem} Playing the built-in words instead.` } : { words };
}
