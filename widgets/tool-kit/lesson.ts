import { useEffect, useState } from 'react';
import type { Setting } from './declaration';

// `lesson=<n>` on every word tool: it plays the words of that lesson of the scope and sequence
// (phonics/lessons.ts), every one decodable by then, a teacher's own words still winning. Declared
// once here (`lesson: lessonSetting`, help `lessonHelp`), read with `useLesson`, chosen in the
// settings panel with `LessonField` (lesson-field.tsx, in the late parts: it carries the titles).
// A lesson's bank (phonics/generated/banks/NN.json, 0.3 to 0.8 KB gzip) loads only when a tool
// plays it, through the generated loaders, which load on their own too: the first screen carries
// neither. They are element chunks, so the service worker keeps them with the rest.

/** How many lessons the scope and sequence has (phonics/lessons.ts; a test holds the two equal). */
export const LESSON_COUNT = 51;

/** The `lesson` setting every word tool declares: 0 (or absent) plays the tool's own lists. */
export const lessonSetting = { type: 'number', label: 'Lesson', min: 0, max: LESSON_COUNT, default: 0 } as const satisfies Setting;

export const lessonHelp = `A lesson of VERSE's phonics scope and sequence, 1 to ${LESSON_COUNT} (the lessons are listed at /api/phonics/lessons): plays words decodable by that lesson, most using its new pattern, with review of earlier lessons mixed in, instead of the built-in list; 0 plays the built-in list. Your own words, when given, still win.`;

/** A lesson's words as the build made them: real words, common first (three in ten review earlier lessons), and made-up ones. */
export type LessonBank = { real: readonly string[]; pseudo: readonly string[] };

/** What a tool plays for its `lesson`: nothing asked (0), the bank on its way, the bank, or why it cannot load. */
export type LessonWords = { state: 'none' } | { state: 'loading' } | { state: 'ready'; bank: LessonBank } | { state: 'failed'; problem: string };

const loaded = new Map<number, Promise<LessonBank>>();

/** Lesson `n`'s bank, fetched once for the page. */
export function loadLesson(n: number): Promise<LessonBank> {
  let bank = loaded.get(n);
  if (!bank) {
    bank = import('../../phonics/generated/banks').then(async ({ BANK_LOADERS }) => (await BANK_LOADERS[n - 1]!()).default);
    // A failed load may be tried again (the network back).
    bank.catch(() => loaded.delete(n));
    loaded.set(n, bank);
  }
  return bank;
}

/** A lesson number that is one (1 to LESSON_COUNT), else 0. */
export const lessonNumber = (value: unknown): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= LESSON_COUNT ? n : 0;
};

/** The words a tool plays for lesson `n` (0: none), loaded when it changes. */
export function useLesson(n: number): LessonWords {
  const lesson = lessonNumber(n);
  const [state, setState] = useState<{ n: number; words: LessonWords }>({ n: 0, words: { state: 'none' } });
  useEffect(() => {
    if (!lesson) return;
    let live = true;
    loadLesson(lesson).then(
      (bank) => live && setState({ n: lesson, words: { state: 'ready', bank } }),
      () => live && setState({ n: lesson, words: { state: 'failed', problem: `The words of lesson ${lesson} could not load (offline?). Playing the built-in words instead.` } }),
    );
    return () => void (live = false);
  }, [lesson]);
  if (!lesson) return { state: 'none' };
  return state.n === lesson ? state.words : { state: 'loading' };
}

/**
 * The real words of a lesson a game can show, in the bank's order (common first, review mixed in):
 * those `fits` allows (a game's own limits: letters, length, its tiles). Every one is decodable by
 * the lesson (lesson.test.ts holds it for every lesson and every game's `fits`).
 */
export const lessonWords = (bank: LessonBank, fits: (word: string) => boolean = () => true): string[] => bank.real.filter(fits);
