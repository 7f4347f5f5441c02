// The pattern ids of the phonics spec, fixed names that other programs and the teachers' reports
// rely on. The lessons (lessons.ts) introduce each exactly once.

/**
 * Each pattern id, as a teacher reads it in a sentence ("igh comes in lesson 40"). The ids are
 * these keys, in this order.
 */
export const PATTERN_NAMES = {
  'short-a': 'short a', 'short-e': 'short e', 'short-i': 'short i', 'short-o': 'short o', 'short-u': 'short u',
  'digraph-sh': 'sh', 'digraph-ch': 'ch', 'digraph-th': 'th', 'digraph-wh': 'wh', 'digraph-ck': 'ck', 'digraph-ph': 'ph',
  'trigraph-tch': 'tch', 'trigraph-dge': 'dge',
  'blend-initial': 'a blend at the start', 'blend-final': 'a blend at the end',
  floss: 'ff, ll, ss or zz',
  'glued-all': 'all', 'glued-ng': 'ng', 'glued-nk': 'nk',
  'vce-a': 'a_e', 'vce-e': 'e_e', 'vce-i': 'i_e', 'vce-o': 'o_e', 'vce-u': 'u_e',
  'open-syllable': 'an open syllable',
  'r-ar': 'ar', 'r-or': 'or', 'r-er': 'er', 'r-ir': 'ir', 'r-ur': 'ur',
  'team-ai': 'ai', 'team-ay': 'ay', 'team-ee': 'ee', 'team-ea': 'ea', 'team-oa': 'oa', 'team-oe': 'oe', 'team-ow-long': 'ow as in snow',
  'team-ie': 'ie', 'team-igh': 'igh', 'team-ue': 'ue', 'team-ew': 'ew', 'team-oo': 'oo',
  'diphthong-oi': 'oi', 'diphthong-oy': 'oy', 'diphthong-ou': 'ou', 'diphthong-ow': 'ow as in cow', 'diphthong-au': 'au', 'diphthong-aw': 'aw',
  'soft-c': 'soft c', 'soft-g': 'soft g',
  'silent-kn': 'kn', 'silent-wr': 'wr', 'silent-gn': 'gn', 'silent-mb': 'mb',
  'y-long-e': 'y as in happy', 'y-long-i': 'y as in fly',
  'suffix-s': '-s', 'suffix-es': '-es', 'suffix-ed': '-ed', 'suffix-ing': '-ing', 'suffix-er': '-er', 'suffix-est': '-est',
  'suffix-ly': '-ly', 'suffix-ful': '-ful', 'suffix-less': '-less', 'suffix-ness': '-ness',
  'prefix-un': 'un-', 'prefix-re': 're-', 'prefix-dis': 'dis-', 'prefix-pre': 'pre-', 'prefix-mis': 'mis-',
  cle: 'consonant-le',
} as const satisfies Record<string, string>;

export type PatternId = keyof typeof PATTERN_NAMES;

export const PATTERN_IDS = Object.keys(PATTERN_NAMES) as [PatternId, ...PatternId[]];

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
