// Word banks, built once by the build (scripts/phonics-data.ts) from a frequency-ordered word list:
// for each lesson, real words decodable by it, most using its new patterns, common first, and
// pseudo-words made of its patterns. Pure: the word lists and the filter come from the caller.
import { analyseWord, type Lexicon } from './analyse';
import { HEART_WORD_LESSON, LESSONS, PATTERN_LESSON } from './lessons';
import type { PatternId } from './patterns';
// The kit's seeded generator, so the same build makes the same pseudo-words.
import { seededRandom } from '../widgets/tool-kit/random';

export type Bank = { real: string[]; pseudo: string[] };

/** Words a bank keeps per kind: what one call may ask for. */
export const BANK_SIZE = 100;
/** Of every ten words, how many use a pattern the lesson introduces (the rest review earlier ones). */
const NEW_IN_TEN = 7;

type BankInput = {
  /** Real words, most frequent first. */
  words: readonly string[];
  lexicon: Lexicon;
  /** Whether a word (real or made up) is one a child should not read. */
  unsuited: (word: string) => boolean;
  /** Any word the source lists, known to the dictionary or not: a pseudo-word must be none of them. */
  isListed: (word: string) => boolean;
};

/** New words first in each ten, then review, each in the order given; short of one, the other fills. */
function interleave(fresh: string[], review: string[]): string[] {
  const out: string[] = [];
  let a = 0;
  let b = 0;
  while (out.length < BANK_SIZE && (a < fresh.length || b < review.length)) {
    const wantFresh = out.length % 10 < NEW_IN_TEN;
    if ((wantFresh && a < fresh.length) || b >= review.length) out.push(fresh[a++]!);
    else out.push(review[b++]!);
  }
  return out;
}

/** A part of a made-up word; `short` parts follow only a short vowel, as English spells them (ck, ff, tch, dge, mb). */
type Part = [letters: string, pattern?: PatternId, short?: boolean];
const parts = (letters: string, pattern?: PatternId): Part[] => letters.split(' ').map((x) => [x, pattern]);

const ONSETS: Part[] = [
  ...parts('b c d f g h j k l m n p r s t v w z'),
  ...(['sh', 'ch', 'th', 'wh', 'ph'] as const).map((x): Part => [x, `digraph-${x}`]),
  ...parts('bl br cl cr dr fl fr gl gr pl pr sl sm sn sp st tr sw sk', 'blend-initial'),
  ['kn', 'silent-kn'],
  ['wr', 'silent-wr'],
];
const NUCLEI: Part[] = [
  ...(['a', 'e', 'i', 'o', 'u'] as const).map((x): Part => [x, `short-${x}`]),
  ...(['ai', 'ee', 'ea', 'oa', 'igh', 'oo', 'oi', 'ou', 'au'] as const).map((x): Part => [x, (x === 'oi' || x === 'ou' || x === 'au' ? `diphthong-${x}` : `team-${x}`) as PatternId]),
  ...(['ar', 'or', 'er', 'ir', 'ur'] as const).map((x): Part => [x, `r-${x}`]),
];
const FINAL_NUCLEI: Part[] = (['ay', 'oe', 'ow', 'ie', 'ue', 'ew', 'oy', 'aw'] as const).map((x): Part => [x, (x === 'oy' || x === 'aw' ? `diphthong-${x}` : x === 'ow' ? 'team-ow-long' : `team-${x}`) as PatternId]);
const CODAS: Part[] = [
  ...parts('b d g m n p t'),
  ['x', undefined, true],
  ['ck', 'digraph-ck', true],
  ['sh', 'digraph-sh'],
  ['th', 'digraph-th'],
  ...parts('ff ll ss zz', 'floss').map(([x, p]): Part => [x, p, true]),
  ['ng', 'glued-ng', true],
  ['nk', 'glued-nk', true],
  ['tch', 'trigraph-tch', true],
  ['dge', 'trigraph-dge', true],
  ...parts('nd mp st nt lt sk ft lp', 'blend-final'),
  ['mb', 'silent-mb', true],
];
const CLE = 'ble dle ple tle gle fle zle mble ndle mple ntle ngle ckle ffle zzle ttle ddle bble pple ggle'.split(' ');
const SHORT_VOWELS: Part[] = (['a', 'e', 'i', 'o', 'u'] as const).map((x): Part => [x, `short-${x}`]);
const SINGLE = 'b d f g k l m n p s t v z'.split(' ');

/** One made-up word of a random shape, from parts taught by `n`, favouring those of its new patterns. */
function makeWord(n: number, next: () => number, fresh: ReadonlySet<PatternId>): string {
  const taught = ([, pattern]: Part) => !pattern || (PATTERN_LESSON.get(pattern) ?? 99) <= n;
  const pick = (list: Part[]): string => {
    const usable = list.filter(taught);
    const weights = usable.map(([, pattern]) => (pattern && fresh.has(pattern) ? 12 : 1));
    let r = next() * weights.reduce((a, b) => a + b, 0);
    for (let k = 0; k < usable.length; k++) if ((r -= weights[k]!) < 0) return usable[k]![0];
    return usable[0]![0];
  };
  const one = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const vowel = () => pick(SHORT_VOWELS);
  const closed = () => {
    const nucleus = pick(NUCLEI);
    return pick(ONSETS) + nucleus + pick(nucleus.length === 1 ? CODAS : CODAS.filter(([, , short]) => !short));
  };
  // A stem for an affix: one short-vowel syllable, doubled before a suffix that starts with a vowel.
  const simple = () => pick(ONSETS) + vowel() + pick(CODAS);
  const shapes: [needs: PatternId | undefined, make: () => string][] = [
    [undefined, closed],
    ['open-syllable', () => pick(ONSETS) + one(['e', 'i', 'o', 'u'])],
    ['team-ay', () => pick(ONSETS) + pick(FINAL_NUCLEI)],
    ['vce-a', () => pick(ONSETS) + vowel() + one(SINGLE) + 'e'],
    ['cle', () => pick(ONSETS) + vowel() + one(CLE)],
    ['y-long-e', () => { const c = one(['b', 'd', 'g', 'm', 'n', 'p', 't', 'z']); return pick(ONSETS) + vowel() + c + c + 'y'; }],
    ['y-long-i', () => pick(ONSETS) + 'y'],
    ['suffix-s', () => {
      const stem = simple();
      const suffix = pick([['s', 'suffix-s'], ['ing', 'suffix-ing'], ['er', 'suffix-er'], ['est', 'suffix-est'], ['ly', 'suffix-ly'], ['ful', 'suffix-ful'], ['less', 'suffix-less'], ['ness', 'suffix-ness'], ['ed', 'suffix-ed']]);
      if (suffix === 's' && /(s|z|x|sh|ch|tch|dge)$/.test(stem)) return `${stem}es`;
      const double = /^[aeiou]/.test(suffix) && /[^aeiou][aeiou][bdgmnpt]$/.test(stem);
      return stem + (double ? stem.at(-1) : '') + suffix;
    }],
    ['suffix-es', () => pick(ONSETS) + vowel() + one(['sh', 'ch', 'x', 'ss']) + 'es'],
    ['prefix-un', () => pick([['un', 'prefix-un'], ['re', 'prefix-re'], ['dis', 'prefix-dis'], ['pre', 'prefix-pre'], ['mis', 'prefix-mis']]) + simple()],
  ];
  const usable = shapes.filter(([needs]) => !needs || (PATTERN_LESSON.get(needs) ?? 99) <= n || [...fresh].some((p) => p.startsWith(needs.split('-')[0]!)));
  const weights = usable.map(([needs]) => (!needs ? 3 : [...fresh].some((p) => p === needs || (needs.startsWith('suffix') && p.startsWith('suffix')) || (needs.startsWith('prefix') && p.startsWith('prefix')) || (needs.startsWith('vce') && p.startsWith('vce')) || (needs === 'team-ay' && (p.startsWith('team') || p.startsWith('diphthong')))) ? 12 : 1));
  let r = next() * weights.reduce((a, b) => a + b, 0);
  for (let k = 0; k < usable.length; k++) if ((r -= weights[k]!) < 0) return usable[k]![1]();
  return closed();
}

/** Every lesson's bank, in lesson order. */
export function buildBanks({ words, lexicon, unsuited, isListed }: BankInput): Bank[] {
  const rank = new Map(words.map((word, i) => [word, i]));
  const byLesson = new Map<number, string[]>();
  for (const word of words) {
    if (word.length < 2 || HEART_WORD_LESSON.has(word) || unsuited(word)) continue;
    const analysis = analyseWord(word, lexicon);
    // A note is a heart word or an affixed one: known by heart, not decoded.
    if (analysis.lesson === null || analysis.note || analysis.patterns.length === 0) continue;
    byLesson.set(analysis.lesson, [...(byLesson.get(analysis.lesson) ?? []), word]);
  }
  return LESSONS.map((lesson) => {
    const fresh = byLesson.get(lesson.n) ?? [];
    // Review from the five lessons before, nearest first, so a bank practises what was taught lately.
    const review = LESSONS.slice(Math.max(0, lesson.n - 6), lesson.n - 1)
      .reverse()
      .flatMap((earlier) => (byLesson.get(earlier.n) ?? []).slice(0, 12))
      .slice(0, Math.floor((fresh.length * (10 - NEW_IN_TEN)) / NEW_IN_TEN));
    const real = interleave(fresh, review.sort((a, b) => rank.get(a)! - rank.get(b)!));
    const next = seededRandom(lesson.n * 7919);
    const found = new Set<string>();
    const newPatterns = new Set(lesson.patterns);
    for (let tries = 0; tries < 20_000 && found.size < BANK_SIZE; tries++) {
      const word = makeWord(lesson.n, next, newPatterns);
      if (found.has(word) || word.length > 9 || /(.)\1\1/.test(word) || isListed(word) || unsuited(word)) continue;
      const analysis = analyseWord(word, lexicon);
      if (analysis.lesson === lesson.n) found.add(word);
    }
    return { real, pseudo: [...found] };
  });
}
