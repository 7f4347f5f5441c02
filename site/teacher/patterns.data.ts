import { LESSONS } from '../../phonics/lessons';

/**
 * Each pattern id of the phonics spec with the lesson that teaches it and that lesson's plain title
 * (`digraph-sh`: lesson 12, "sh"), for the editor's word check and the reports by pattern. The
 * build writes this out as data (`*.data.ts`), so the teacher's pages carry the numbers and titles,
 * not the analyser or its dictionary.
 */
export const PATTERN_LESSONS: Record<string, { lesson: number; title: string }> = Object.fromEntries(
  LESSONS.flatMap((lesson) => lesson.patterns.map((pattern) => [pattern, { lesson: lesson.n, title: lesson.title }])),
);
