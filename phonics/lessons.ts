// The scope and sequence: VERSE's own order, after the published structured-literacy sequences
// (UFLI Foundations, Wilson, Barton, SPIRE): short vowels in closed syllables first, then -s,
// blends, FLOSS, glued sounds and digraphs, vowel-consonant-e, soft c and g, -ed and -ing, open
// syllables and y, consonant-le, r-controlled vowels, vowel teams, diphthongs, silent letters, and
// the remaining suffixes and prefixes. Single consonants (and x, qu) are taken as known from
// lesson 1, as in those programs' first lessons; the spec names no pattern for them.
import type { PatternId } from './patterns';

export type Lesson = {
  /** 1-based, in teaching order. */
  n: number;
  id: string;
  /** What a child or a teacher reads: the letters themselves where they say it best. */
  title: string;
  patterns: readonly PatternId[];
  example: string;
  /** Irregular words taught with the lesson, learnt by heart. */
  heartWords: readonly string[];
};

type LessonRow = [id: string, title: string, patterns: PatternId[], example: string, heartWords: string[]];

const ROWS: LessonRow[] = [
  ['short-a', 'Short a', ['short-a'], 'cat', ['a', 'the', 'I']],
  ['short-i', 'Short i', ['short-i'], 'pig', ['of', 'to']],
  ['short-o', 'Short o', ['short-o'], 'dog', ['do', 'said']],
  ['short-u', 'Short u', ['short-u'], 'sun', ['was', 'you', 'put']],
  ['short-e', 'Short e', ['short-e'], 'bed', ['are', 'they', 'what']],
  ['suffix-s', 'Add -s: cats, dogs', ['suffix-s'], 'cats', ['says', 'their']],
  ['blend-initial', 'Blends at the start: st, fr, pl', ['blend-initial'], 'stop', ['from', 'into']],
  ['blend-final', 'Blends at the end: nd, mp, st', ['blend-final'], 'hand', ['want', 'come']],
  ['floss', 'ff, ll, ss, zz', ['floss'], 'bell', ['full', 'pull']],
  ['glued-all', 'all', ['glued-all'], 'ball', ['one', 'once']],
  ['digraph-ck', 'ck', ['digraph-ck'], 'duck', ['have', 'give']],
  ['digraph-sh', 'sh', ['digraph-sh'], 'ship', ['push', 'some']],
  ['digraph-th', 'th', ['digraph-th'], 'thin', ['there', 'where']],
  ['digraph-ch', 'ch', ['digraph-ch'], 'chop', ['school', 'who']],
  ['digraph-wh-ph', 'wh, ph', ['digraph-wh', 'digraph-ph'], 'when', ['were', 'your']],
  ['glued-ng', 'ang, ing, ong, ung', ['glued-ng'], 'king', ['love', 'live']],
  ['glued-nk', 'ank, ink, onk, unk', ['glued-nk'], 'bank', ['done', 'gone']],
  ['trigraph-tch', 'tch', ['trigraph-tch'], 'catch', ['watch', 'many']],
  ['trigraph-dge', 'dge', ['trigraph-dge'], 'bridge', ['any', 'again']],
  ['suffix-es', 'Add -es: boxes, wishes', ['suffix-es'], 'boxes', ['does', 'goes']],
  ['vce-a', 'a_e', ['vce-a'], 'cake', ['great', 'break']],
  ['vce-i', 'i_e', ['vce-i'], 'bike', ['eye', 'police']],
  ['vce-o', 'o_e', ['vce-o'], 'rope', ['move', 'whose']],
  ['vce-u-e', 'u_e, e_e', ['vce-u', 'vce-e'], 'cute', ['sure', 'prove']],
  ['soft-c', 'Soft c: ce, ci, cy', ['soft-c'], 'cent', ['piece', 'ocean']],
  ['soft-g', 'Soft g: ge, gi, gy', ['soft-g'], 'gem', ['sugar', 'ago']],
  ['suffix-ed', 'Add -ed: jumped, rested', ['suffix-ed'], 'jumped', ['laughed', 'walked']],
  ['suffix-ing', 'Add -ing', ['suffix-ing'], 'fishing', ['doing', 'going']],
  ['open-syllable', 'Open syllables: go, me, hi', ['open-syllable'], 'go', ['only', 'both']],
  ['y-long-i', 'y says i: my, fly', ['y-long-i'], 'my', ['buy', 'guy']],
  ['y-long-e', 'y says e: happy, baby', ['y-long-e'], 'happy', ['very', 'every']],
  ['cle', 'Consonant-le: table, little', ['cle'], 'table', ['people', 'castle']],
  ['r-ar', 'ar', ['r-ar'], 'car', ['warm', 'war']],
  ['r-or', 'or, ore', ['r-or'], 'fork', ['word', 'work']],
  ['r-er-ir-ur', 'er, ir, ur', ['r-er', 'r-ir', 'r-ur'], 'bird', ['learn', 'early']],
  ['suffix-er-est', 'Add -er, -est: faster, fastest', ['suffix-er', 'suffix-est'], 'faster', ['mother', 'other']],
  ['team-ai-ay', 'ai, ay', ['team-ai', 'team-ay'], 'rain', ['plaid', 'aunt']],
  ['team-ee-ea', 'ee, ea', ['team-ee', 'team-ea'], 'tree', ['bread', 'head']],
  ['team-oa-oe-ow', 'oa, oe, ow (snow)', ['team-oa', 'team-oe', 'team-ow-long'], 'boat', ['shoe', 'broad']],
  ['team-ie-igh', 'ie, igh', ['team-ie', 'team-igh'], 'night', ['friend', 'height']],
  ['team-oo', 'oo: moon, book', ['team-oo'], 'moon', ['door', 'floor']],
  ['team-ue-ew', 'ue, ew', ['team-ue', 'team-ew'], 'blue', ['sew', 'build']],
  ['diphthong-ou-ow', 'ou, ow (cow)', ['diphthong-ou', 'diphthong-ow'], 'out', ['could', 'would', 'should']],
  ['diphthong-oi-oy', 'oi, oy', ['diphthong-oi', 'diphthong-oy'], 'coin', ['choir']],
  ['diphthong-au-aw', 'au, aw', ['diphthong-au', 'diphthong-aw'], 'saw', ['because', 'laugh']],
  ['silent-kn-wr', 'Silent letters: kn, wr', ['silent-kn', 'silent-wr'], 'knee', ['two', 'answer']],
  ['silent-gn-mb', 'Silent letters: gn, mb', ['silent-gn', 'silent-mb'], 'lamb', ['sign', 'climb']],
  ['suffix-ly-ful', 'Add -ly, -ful', ['suffix-ly', 'suffix-ful'], 'sadly', ['truly', 'beautiful']],
  ['suffix-less-ness', 'Add -less, -ness', ['suffix-less', 'suffix-ness'], 'sadness', ['business']],
  ['prefix-un-re', 'un-, re-', ['prefix-un', 'prefix-re'], 'undo', ['island', 'busy']],
  ['prefix-dis-pre-mis', 'dis-, pre-, mis-', ['prefix-dis', 'prefix-pre', 'prefix-mis'], 'dislike', ['listen', 'often']],
];

export const LESSONS: readonly Lesson[] = ROWS.map(([id, title, patterns, example, heartWords], i) => ({ n: i + 1, id, title, patterns, example, heartWords }));

/** A lesson as a teacher reads it in a list: `Lesson 12: sh`. */
export const lessonName = (lesson: Pick<Lesson, 'n' | 'title'>): string => `Lesson ${lesson.n}: ${lesson.title}`;

/** The lesson that introduces each pattern. */
export const PATTERN_LESSON: ReadonlyMap<PatternId, number> = new Map(LESSONS.flatMap((lesson) => lesson.patterns.map((p) => [p, lesson.n] as const)));

/** Each heart word and the lesson that teaches it (its first). */
export const HEART_WORD_LESSON: ReadonlyMap<string, number> = (() => {
  const map = new Map<string, number>();
  for (const lesson of LESSONS) for (const word of lesson.heartWords) if (!map.has(word.toLowerCase())) map.set(word.toLowerCase(), lesson.n);
  return map;
})();
