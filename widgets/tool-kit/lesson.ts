import type { Setting } from './declaration';

// `lesson=<n>` on every word tool: it plays the words of that lesson of the scope and sequence
// (phonics/lessons.ts), every one decodable by then, a teacher's own words still winning. Declared
// once here (`lesson: lessonSetting`, help `lessonHelp`): all a tool's first screen carries of it.
// The rest comes with the tool's late part, which loads at once when a lesson is set:
// `lessonPlay` (lesson-words.ts) loads the lesson's bank and `useLoaded` holds what it gives;
// `LessonField` (lesson-field.tsx) names every lesson in the settings panel.

/** How many lessons the scope and sequence has (phonics/lessons.ts; a test holds the two equal). */
export const LESSON_COUNT = 51;

/** The `lesson` setting every word tool declares: 0 (or absent) plays the tool's own lists. */
export const lessonSetting = { type: 'number', label: 'Lesson', min: 0, max: LESSON_COUNT, default: 0 } as const satisfies Setting;

export const lessonHelp = `A lesson of VERSE's phonics scope and sequence, 1 to ${LESSON_COUNT} (the lessons are listed at /api/phonics/lessons): plays words decodable by that lesson, most using its new pattern, with review of earlier lessons mixed in, instead of the built-in list; 0 plays the built-in list. Your own words, when given, still win. Real words only: a computer voice cannot be made to say made-up words reliably, so none are played.`;

/** What a tool plays for its lesson: the words a game can show, or why they could not load (it then plays its built-in words). */
export type LessonPlay = { words: string[]; problem?: undefined } | { words?: undefined; problem: string };
