// The phonics calls (../shared/spec/phonics.md): the scope and sequence, the analyser and the
// lessons' word banks. Public and read-only: no sign-in, no bot check.
import { LESSONS } from '../phonics/lessons';
import { PATTERN_IDS } from '../phonics/patterns';
import type { RouteDoc } from './route-doc';
import { z } from './zod';

export const PHONICS_LIMITS = { words: 200, letters: 30, count: 100, defaultCount: 30 } as const;

const patternId = z.enum(PATTERN_IDS);
const lessonNumber = z
  .number({ error: `The lesson must be a whole number from 1 to ${LESSONS.length}.` })
  .int({ error: `The lesson must be a whole number from 1 to ${LESSONS.length}.` })
  .min(1, { error: `The lesson must be a whole number from 1 to ${LESSONS.length}.` })
  .max(LESSONS.length, { error: `The lesson must be a whole number from 1 to ${LESSONS.length}.` });

export const lessonsAnswer = z.object({
  lessons: z.array(z.object({ n: z.number().int(), id: z.string(), title: z.string(), patterns: z.array(patternId), example: z.string() })),
});

const WORD_LENGTH = `Each word must be 1 to ${PHONICS_LIMITS.letters} characters long.`;
export const analyzeBody = z.object({
  words: z
    .array(z.string({ error: 'Each word must be a string.' }).min(1, { error: WORD_LENGTH }).max(PHONICS_LIMITS.letters, { error: WORD_LENGTH }), {
      error: 'Send the words to analyse as a list: {"words": ["ship", "zib"]}.',
    })
    .min(1, { error: 'Send at least one word to analyse.' })
    .max(PHONICS_LIMITS.words, { error: `Send at most ${PHONICS_LIMITS.words} words at a time.` }),
  lesson: lessonNumber.optional(),
});

const grapheme = z.object({ letters: z.string(), sound: z.string(), pattern: patternId.optional() });
export const analyzeAnswer = z.object({
  words: z.array(
    z.object({
      word: z.string(),
      known: z.boolean(),
      graphemes: z.array(grapheme),
      patterns: z.array(patternId),
      syllables: z.number().int(),
      lesson: z.number().int().nullable(),
      beyond: z.boolean().optional(),
      note: z.string().optional(),
    }),
  ),
});

const COUNT = `count must be a whole number from 1 to ${PHONICS_LIMITS.count}.`;
export const lessonWordsQuery = z.object({
  count: z
    .string()
    .regex(/^\d{1,3}$/, { error: COUNT })
    .transform(Number)
    .pipe(z.number().min(1, { error: COUNT }).max(PHONICS_LIMITS.count, { error: COUNT }))
    .optional(),
  kind: z.enum(['real', 'pseudo'], { error: 'kind must be real or pseudo.' }).optional(),
});

const NO_SUCH_LESSON = `There is no such lesson: lessons are numbered from 1 to ${LESSONS.length}.`;
/** The lesson of a bank's path, `/lessons/:n/words`: one that is not there is 404 with NO_SUCH_LESSON. */
export const lessonParams = z.object({
  n: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, { error: NO_SUCH_LESSON })
    .transform(Number)
    .refine((n) => n <= LESSONS.length, { error: NO_SUCH_LESSON }),
});

export const lessonWordsAnswer = z.object({ lesson: z.number().int(), words: z.array(z.string()) });

const TOO_MANY = 'Too many calls from this client; see Retry-After.';

export const phonicsDoc = (doc: Omit<RouteDoc, 'tag' | 'status' | 'success' | 'failures'> & { success: string; failures?: RouteDoc['failures'] }): RouteDoc => ({
  tag: 'Phonics',
  status: 200,
  ...doc,
  failures: { 429: TOO_MANY, ...doc.failures },
});
