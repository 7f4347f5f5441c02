// The patterns a pattern sort can sort by, and the built-in sorts made from lessons: their ids and
// names only (the settings declare them). The words come from the lessons' banks, chosen by
// pattern-sorts.ts, which loads with the moves.

/** Each sortable pattern: a spec pattern id (or `k`, a final k that is not ck or nk) and its group's title. */
export const SORT_PATTERNS = {
  'short-a': 'short a', 'short-e': 'short e', 'short-i': 'short i', 'short-o': 'short o', 'short-u': 'short u',
  'digraph-sh': 'sh', 'digraph-ch': 'ch', 'digraph-th': 'th', 'digraph-wh': 'wh', 'digraph-ck': 'ck', k: 'k', 'digraph-ph': 'ph',
  'trigraph-tch': 'tch', 'trigraph-dge': 'dge', floss: 'ff, ll, ss, zz', 'glued-all': 'all', 'glued-ng': 'ng', 'glued-nk': 'nk',
  'vce-a': 'a_e', 'vce-i': 'i_e', 'vce-o': 'o_e', 'vce-u': 'u_e',
  'r-ar': 'ar', 'r-or': 'or', 'r-er': 'er', 'r-ir': 'ir', 'r-ur': 'ur',
  'team-ai': 'ai', 'team-ay': 'ay', 'team-ee': 'ee', 'team-ea': 'ea', 'team-oa': 'oa', 'team-ie': 'ie', 'team-igh': 'igh', 'team-oo': 'oo', 'team-ue': 'ue', 'team-ew': 'ew',
  'diphthong-oi': 'oi', 'diphthong-oy': 'oy', 'diphthong-ou': 'ou', 'diphthong-au': 'au', 'diphthong-aw': 'aw',
  'silent-kn': 'kn', 'silent-wr': 'wr', 'silent-mb': 'mb', 'y-long-i': 'y as in fly',
} as const;

export type SortPatternId = keyof typeof SORT_PATTERNS;

/** The built-in sorts made from lessons: two or three patterns each, sorted with words of the lessons that teach them. */
export const LESSON_SORTS: readonly { id: string; patterns: readonly SortPatternId[] }[] = [
  { id: 'ck-k', patterns: ['digraph-ck', 'k'] },
  { id: 'a-a_e', patterns: ['short-a', 'vce-a'] },
  { id: 'a_e-i_e-o_e', patterns: ['vce-a', 'vce-i', 'vce-o'] },
  { id: 'tch-ch', patterns: ['trigraph-tch', 'digraph-ch'] },
  { id: 'ar-or', patterns: ['r-ar', 'r-or'] },
  { id: 'ai-ay', patterns: ['team-ai', 'team-ay'] },
  { id: 'ee-ea', patterns: ['team-ee', 'team-ea'] },
  { id: 'igh-y', patterns: ['team-igh', 'y-long-i'] },
  { id: 'oi-oy', patterns: ['diphthong-oi', 'diphthong-oy'] },
  { id: 'au-aw', patterns: ['diphthong-au', 'diphthong-aw'] },
];

/** A pattern sort's name: `ai or ay`, `a_e, i_e or o_e`. */
export const sortName = (patterns: readonly SortPatternId[]): string => {
  const names = patterns.map((p) => SORT_PATTERNS[p]);
  return names.length > 2 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join(' or ');
};
