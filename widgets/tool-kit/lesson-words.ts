// A lesson's words for the games, loaded with a tool's late part (its play.tsx re-exports
// `lessonPlay`, with its own limits where it has some). A bank (phonics/generated/banks/NN.json,
// 0.3 to 0.8 KB gzip) loads only when a tool plays it, through the generated loaders, which load on
// their own too. They are element chunks, so the service worker keeps them with the rest.
import type { LessonPlay } from './lesson';

// What a word game's late part needs of the phonics engine comes through here (the elements'
// folders import only the kits): pattern ids, a word's analysis, the lesson teaching each pattern.
export type { PatternId } from '../../phonics/patterns';
export type { WordAnalysis } from '../../phonics/analyse';
export { PATTERN_LESSON } from '../../phonics/lessons';

/** A lesson's words as the build made them: real words, common first (three in ten review earlier lessons), and made-up ones. */
export type LessonBank = { real: readonly string[]; pseudo: readonly string[] };

/** Lesson `n`'s bank (the module system keeps each once loaded). */
export const loadLesson = (n: number): Promise<LessonBank> =>
  import('../../phonics/generated/banks').then(({ BANK_LOADERS }) => BANK_LOADERS[n - 1]!()).then((bank) => bank.default);

/**
 * The real words of a lesson a game can show, in the bank's order (common first, review mixed in):
 * those `fits` allows (a game's own limits: letters, length). Every one is decodable by the lesson
 * (widgets/lessons.test.ts holds it for every lesson and every game's `fits`). Made-up words are
 * never played: a browser's voice cannot be made to say them reliably (phonics/README.md).
 */
export const lessonWords = (bank: LessonBank, fits: (word: string) => boolean = () => true): string[] => bank.real.filter(fits);

/** What a tool plays for lesson `n` (nothing for 0): its words, or the sentence saying they could not load. */
export const lessonPlay = (n: number, fits?: (word: string) => boolean): Promise<LessonPlay> | undefined =>
  n
    ? loadLesson(n).then(
        (bank) => ({ words: lessonWords(bank, fits) }),
        () => ({ problem: `The words of lesson ${n} could not load (offline?). Playing the built-in words instead.` }),
      )
    : undefined;
