// The pattern ids of the phonics spec, fixed names that other programs and the teachers' reports
// rely on. The lessons (lessons.ts) introduce each exactly once.

export const PATTERN_IDS = [
  'short-a', 'short-e', 'short-i', 'short-o', 'short-u',
  'digraph-sh', 'digraph-ch', 'digraph-th', 'digraph-wh', 'digraph-ck', 'digraph-ph',
  'trigraph-tch', 'trigraph-dge',
  'blend-initial', 'blend-final',
  'floss',
  'glued-all', 'glued-ng', 'glued-nk',
  'vce-a', 'vce-e', 'vce-i', 'vce-o', 'vce-u',
  'open-syllable',
  'r-ar', 'r-or', 'r-er', 'r-ir', 'r-ur',
  'team-ai', 'team-ay', 'team-ee', 'team-ea', 'team-oa', 'team-oe', 'team-ow-long', 'team-ie', 'team-igh', 'team-ue', 'team-ew', 'team-oo',
  'diphthong-oi', 'diphthong-oy', 'diphthong-ou', 'diphthong-ow', 'diphthong-au', 'diphthong-aw',
  'soft-c', 'soft-g',
  'silent-kn', 'silent-wr', 'silent-gn', 'silent-mb',
  'y-long-e', 'y-long-i',
  'suffix-s', 'suffix-es', 'suffix-ed', 'suffix-ing', 'suffix-er', 'suffix-est', 'suffix-ly', 'suffix-ful', 'suffix-less', 'suffix-ness',
  'prefix-un', 'prefix-re', 'prefix-dis', 'prefix-pre', 'prefix-mis',
  'cle',
] as const;

export type PatternId = (typeof PATTERN_IDS)[number];

export const SUFFIXES = ['s', 'es', 'ed', 'ing', 'er', 'est', 'ly', 'ful', 'less', 'ness'] as const;
export const PREFIXES = ['un', 're', 'dis', 'pre', 'mis'] as const;

/**
 * A text as one word the analyser reads, in lower case: 1 to 30 of the letters a to z once trimmed
 * (the phonics calls' own limit). A sentence, a number, a sum or "Answer 3" is none: null.
 */
export function analysableWord(text: string): string | null {
  const word = text.trim().toLowerCase();
  return /^[a-z]{1,30}$/.test(word) ? word : null;
}
