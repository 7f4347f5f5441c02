// The patterns a pattern sort can sort by, and the built-in sorts made from lessons: their ids only,
// which the settings declare and the first screen reads. Their names, the patterns each built-in
// sort sorts by and the words (from the lessons' banks) are pattern-sorts.ts's, loaded with the moves.

/** Each sortable pattern: a spec pattern id, or `k` (a final k that is not ck or nk). */
export const SORT_PATTERN_IDS = [
  'short-a', 'short-e', 'short-i', 'short-o', 'short-u',
  'digraph-sh', 'digraph-ch', 'digraph-th', 'digraph-wh', 'digraph-ck', 'k', 'digraph-ph',
  'trigraph-tch', 'trigraph-dge', 'floss', 'glued-all', 'glued-ng', 'glued-nk',
  'vce-a', 'vce-i', 'vce-o', 'vce-u',
  'r-ar', 'r-or', 'r-er', 'r-ir', 'r-ur',
  'team-ai', 'team-ay', 'team-ee', 'team-ea', 'team-oa', 'team-ie', 'team-igh', 'team-oo', 'team-ue', 'team-ew',
  'diphthong-oi', 'diphthong-oy', 'diphthong-ou', 'diphthong-au', 'diphthong-aw',
  'silent-kn', 'silent-wr', 'silent-mb', 'y-long-i',
] as const;

export type SortPatternId = (typeof SORT_PATTERN_IDS)[number];

/** The built-in sorts made from lessons, by id (`ai-ay`); each one's patterns are pattern-sorts.ts's. */
export const LESSON_SORT_IDS = ['ck-k', 'a-a_e', 'a_e-i_e-o_e', 'tch-ch', 'ar-or', 'ai-ay', 'ee-ea', 'igh-y', 'oi-oy', 'au-aw'] as const;

export type LessonSortId = (typeof LESSON_SORT_IDS)[number];
