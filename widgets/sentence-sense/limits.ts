// Sentence Sense's limits for a teacher's sentences, apart from the rules so the declaration
// (which the site and the worker read) carries only these numbers.

/** Up to 30 sentences, each 2 to 12 words and up to 100 characters: a lesson's worth, each one line on a projector. */
export const SENTENCE_LIMITS = { maxItems: 30, minWords: 2, maxWords: 12, maxLength: 100 } as const;

/** Room for every sentence at its longest, with its separator. */
export const SENTENCES_TEXT_LENGTH = SENTENCE_LIMITS.maxItems * (SENTENCE_LIMITS.maxLength + 1);
