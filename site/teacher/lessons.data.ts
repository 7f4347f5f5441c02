import { LESSONS, lessonName } from '../../phonics/lessons';

/**
 * Every lesson of the scope and sequence by its name (`Lesson 12: sh`, lesson n at index n - 1),
 * for the editor's lesson chooser. The build writes this list out as data (`*.data.ts`), so the
 * teacher's pages carry the names, not the lessons' patterns and heart words.
 */
export const LESSON_NAMES: string[] = LESSONS.map(lessonName);
