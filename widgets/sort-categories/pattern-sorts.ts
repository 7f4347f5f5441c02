// Pattern sorts made from lessons (a built-in one, `patterns=` of a teacher's choosing, or the one a
// `lesson=` has taught): each group's words come from the banks of the lessons that teach the
// patterns, so every word is decodable by then. In a decodable word the spelling names the
// pattern (an `ea` a bank holds is the ea of seat, never of bread, which is not decodable): the
// rules below read one-syllable words by their letters, and the unit test holds each word dealt to
// the analyser's reading. Loaded with the moves (play.tsx).
import { PATTERN_LESSON, loadLesson, type PatternId, type WordAnalysis as Analysis } from '../tool-kit/lesson-words';
import type { LessonSortId, SortPatternId } from './pattern-ids';

/** Each sortable pattern's group title. */
export const SORT_PATTERNS: Readonly<Record<SortPatternId, string>> = {
  'short-a': 'short a', 'short-e': 'short e', 'short-i': 'short i', 'short-o': 'short o', 'short-u': 'short u',
  'digraph-sh': 'sh', 'digraph-ch': 'ch', 'digraph-th': 'th', 'digraph-wh': 'wh', 'digraph-ck': 'ck', k: 'k', 'digraph-ph': 'ph',
  'trigraph-tch': 'tch', 'trigraph-dge': 'dge', floss: 'ff, ll, ss, zz', 'glued-all': 'all', 'glued-ng': 'ng', 'glued-nk': 'nk',
  'vce-a': 'a_e', 'vce-i': 'i_e', 'vce-o': 'o_e', 'vce-u': 'u_e',
  'r-ar': 'ar', 'r-or': 'or', 'r-er': 'er', 'r-ir': 'ir', 'r-ur': 'ur',
  'team-ai': 'ai', 'team-ay': 'ay', 'team-ee': 'ee', 'team-ea': 'ea', 'team-oa': 'oa', 'team-ie': 'ie', 'team-igh': 'igh', 'team-oo': 'oo', 'team-ue': 'ue', 'team-ew': 'ew',
  'diphthong-oi': 'oi', 'diphthong-oy': 'oy', 'diphthong-ou': 'ou', 'diphthong-au': 'au', 'diphthong-aw': 'aw',
  'silent-kn': 'kn', 'silent-wr': 'wr', 'silent-mb': 'mb', 'y-long-i': 'y as in fly',
};

/** The built-in sorts made from lessons: two or three patterns each, sorted with words of the lessons that teach them. */
const LESSON_SORTS: readonly { id: LessonSortId; patterns: readonly SortPatternId[] }[] = [
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
const sortName = (patterns: readonly SortPatternId[]): string => {
  const names = patterns.map((p) => SORT_PATTERNS[p]);
  return names.length > 2 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join(' or ');
};

/** How a pattern shows in a one-syllable word's letters, and (for the test) in the analyser's reading. */
type Rule = { spelled(word: string): boolean; has(analysis: Analysis): boolean };

const short = (v: string): Rule => ({
  // A lone vowel letter not before r, w or y, nor before one consonant and a silent e (cake); a
  // word that has one may hold another pattern too, and then sorts into neither group.
  spelled: (w) => new RegExp(`(^|[^aeiou])${v}(?=[^aeiouyrw])(?!gh)`).test(w.replace(/qu/g, 'q')) && !new RegExp(`${v}[^aeiouy]e$`).test(w) && (v !== 'a' || !/all/.test(w) || w === 'shall'),
  has: (a) => a.patterns.includes(`short-${v}` as PatternId),
});
const vce = (v: string): Rule => ({
  spelled: (w) => new RegExp(`^[^aeiouy]*${v}[^aeiouyrw]e$`).test(w),
  has: (a) => a.patterns.includes(`vce-${v}` as PatternId),
});
const letters = (id: PatternId, spelled: RegExp, not?: RegExp): Rule => ({ spelled: (w) => spelled.test(w) && !not?.test(w), has: (a) => a.patterns.includes(id) });

const RULES: Record<SortPatternId, Rule> = {
  'short-a': short('a'), 'short-e': short('e'), 'short-i': short('i'), 'short-o': short('o'), 'short-u': short('u'),
  'digraph-sh': letters('digraph-sh', /sh/),
  'digraph-ch': letters('digraph-ch', /ch/, /tch/),
  'digraph-th': letters('digraph-th', /th/),
  'digraph-wh': letters('digraph-wh', /^wh/),
  'digraph-ck': letters('digraph-ck', /ck/),
  k: { spelled: (w) => /[^cn]k$/.test(w), has: (a) => a.graphemes.at(-1)?.letters === 'k' },
  'digraph-ph': letters('digraph-ph', /ph/),
  'trigraph-tch': letters('trigraph-tch', /tch/),
  'trigraph-dge': letters('trigraph-dge', /dge/),
  floss: { spelled: (w) => /(ff|ll|ss|zz)/.test(w) && (!/all/.test(w) || w === 'shall'), has: (a) => a.patterns.includes('floss') },
  'glued-all': letters('glued-all', /all/, /^shall$/),
  'glued-ng': letters('glued-ng', /ng/),
  'glued-nk': letters('glued-nk', /nk/),
  'vce-a': vce('a'), 'vce-i': vce('i'), 'vce-o': vce('o'), 'vce-u': vce('u'),
  'r-ar': letters('r-ar', /(^|[^aeiou])ar(?!e$)/), 'r-or': letters('r-or', /(^|[^aeiou])or(?!e$)/), 'r-er': letters('r-er', /(^|[^aeiou])er(?!e$)/), 'r-ir': letters('r-ir', /(^|[^aeiou])ir(?!e$)/), 'r-ur': letters('r-ur', /(^|[^aeiou])ur(?!e$)/),
  'team-ai': letters('team-ai', /ai/), 'team-ay': letters('team-ay', /ay(?![aeiou])/), 'team-ee': letters('team-ee', /ee/), 'team-ea': letters('team-ea', /ea/),
  'team-oa': letters('team-oa', /oa/), 'team-ie': letters('team-ie', /ie/), 'team-igh': letters('team-igh', /igh/), 'team-oo': letters('team-oo', /oo/),
  'team-ue': letters('team-ue', /ue/), 'team-ew': letters('team-ew', /ew/),
  'diphthong-oi': letters('diphthong-oi', /oi/), 'diphthong-oy': letters('diphthong-oy', /oy(?![aeiou])/), 'diphthong-ou': letters('diphthong-ou', /ou/),
  'diphthong-au': letters('diphthong-au', /au/), 'diphthong-aw': letters('diphthong-aw', /aw/),
  'silent-kn': letters('silent-kn', /^kn/), 'silent-wr': letters('silent-wr', /^wr/), 'silent-mb': letters('silent-mb', /mb/),
  'y-long-i': letters('y-long-i', /^[^aeiouy]+ys?$/),
};

/** A pattern's rule: how its words are chosen, and (for the test) what the analyser must find in them. */
export const sortRule = (id: SortPatternId): Rule => RULES[id];

/** The lesson by which a pattern has been taught (`k`: from the first, with the single consonants). */
export const patternLesson = (id: SortPatternId): number => (id === 'k' ? 1 : PATTERN_LESSON.get(id as PatternId)!);

/** The lesson a sort of these patterns needs: the last that teaches one of them. */
export const sortLesson = (patterns: readonly SortPatternId[]): number => Math.max(...patterns.map(patternLesson));

/**
 * One vowel sound: one group of vowel letters, once a y that starts the word or stands between
 * vowels (royal) is taken as a consonant, and a silent final e (cake, cakes; not the e of table) left out.
 */
const oneSyllable = (w: string): boolean => {
  const core = w
    .replace(/^y/, '')
    .replace(/([aeiou])y(?=[aeiou])/g, '$1.')
    .replace(/(^|[^aeiouy])([aeiouy][^aeiouy]+)e(s?)$/, (all, before: string, stem: string, s: string) => (/[^aeiouy]l$/.test(stem) ? all : before + stem + s));
  return (core.match(/[aeiouy]+/g) ?? []).length === 1;
};

/** Words a group of a pattern sort holds. */
const GROUP_ITEMS = 5;

/** The built-in sorts made from lessons, with the lesson each needs. */
export const lessonSorts = LESSON_SORTS.map((sort) => ({ ...sort, label: sortName(sort.patterns), lesson: sortLesson(sort.patterns) }));

/**
 * The sort a lesson has taught last: the latest built-in lesson sort it reaches, else its short
 * vowels so far (the last three); none at lesson 1, which teaches one vowel.
 */
function sortForLesson(n: number): readonly SortPatternId[] | undefined {
  const reached = lessonSorts.filter((sort) => sort.lesson <= n).at(-1);
  if (reached) return reached.patterns;
  const vowels = (['short-a', 'short-i', 'short-o', 'short-u', 'short-e'] as const).filter((p) => patternLesson(p) <= n).slice(-3);
  return vowels.length >= 2 ? vowels : undefined;
}

/**
 * A pattern sort's groups: for each pattern, up to GROUP_ITEMS one-syllable words that show it and
 * none of the other patterns, from the banks of the lessons that teach them and the three lessons
 * before the sort's, common words first. Rejects when a bank cannot load.
 */
export async function patternSortGroups(patterns: readonly SortPatternId[]): Promise<{ title: string; items: string[] }[]> {
  const last = sortLesson(patterns);
  const lessons = [...new Set([...patterns.map(patternLesson), last - 3, last - 2, last - 1, last])].filter((n) => n >= 1 && n <= last).sort((a, b) => b - a);
  const banks = await Promise.all(lessons.map(loadLesson));
  // Words without a suffix (-s, -es, -ed, -ing): its letters would read as a pattern of their own.
  const words = [...new Set(banks.flatMap((bank) => bank.real))].filter((w) => oneSyllable(w) && !/([^s]s|ed|ing)$/.test(w));
  const groups = patterns.map((id) => ({ title: SORT_PATTERNS[id], items: [] as string[] }));
  for (const word of words) {
    const matches = patterns.filter((id) => RULES[id].spelled(word));
    if (matches.length !== 1) continue;
    const group = groups[patterns.indexOf(matches[0]!)]!;
    if (group.items.length < GROUP_ITEMS) group.items.push(word);
  }
  return groups;
}

/** What a pattern sort plays: its groups, or why it cannot (then the built-in sort plays, with the sentence). */
export type MadeSort = { groups: { title: string; items: string[] }[]; problem?: undefined } | { groups?: undefined; problem?: string };

/**
 * The pattern sort the settings ask for: a teacher's two or three `patterns`, else the sort the
 * `lesson` has taught last, else the built-in lesson sort `list` names. Nothing asked: no groups.
 * It never rejects: when a bank cannot load, it says so (and the built-in sort plays).
 */
export async function madeSort(patterns: readonly string[], lesson: number, list: string): Promise<MadeSort> {
  const known = patterns.filter((p): p is SortPatternId => p in SORT_PATTERNS);
  let problem: string | undefined;
  if (known.length && (known.length < 2 || known.length > 3)) problem = 'Choose two or three patterns to sort by.';
  const wanted = (!problem && known.length ? known : undefined) ?? (lesson ? sortForLesson(lesson) : undefined) ?? LESSON_SORTS.find((sort) => sort.id === list)?.patterns;
  if (!wanted) return { problem: problem && `${problem} Playing the built-in sort instead.` };
  const groups = await patternSortGroups(wanted).catch(() => undefined);
  if (!groups) return { problem: 'The lessons’ words could not load (offline?). Playing the built-in sort instead.' };
  const thin = groups.find((group) => group.items.length < 2);
  if (thin) return { problem: `Too few words show “${thin.title}” and none of the other patterns: choose others. Playing the built-in sort instead.` };
  return { groups };
}
