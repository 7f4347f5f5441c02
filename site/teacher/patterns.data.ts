import { PATTERN_LESSON } from '../../phonics/lessons';

/**
 * The lesson that introduces each pattern id, for the editor's word check. The build writes this
 * out as data (`*.data.ts`), so the teacher's pages carry the numbers, not the lessons' words.
 */
export const PATTERN_LESSONS: Record<string, number> = Object.fromEntries(PATTERN_LESSON);
