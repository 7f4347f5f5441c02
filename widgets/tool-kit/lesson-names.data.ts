import { LESSONS, lessonName } from '../../phonics/lessons';

/**
 * Every lesson of the scope and sequence by its name (`Lesson 12: sh`, lesson n at index n - 1),
 * for the settings panel's chooser (lesson-field.tsx). The build writes this list out as data
 * (`*.data.ts`), so the panel carries the names, not the lessons' patterns and heart words.
 */
export const LESSON_NAMES: string[] = LESSONS.map(lessonName);
