// The analyser: a word's graphemes aligned to its phonemes, each named by its pattern id, and the
// first lesson by which every pattern has been taught. A real word's sounds come from the CMU
// pronouncing dictionary (through a `Lexicon`), so the pronunciation decides where the spelling is
// ambiguous (snow, cow); a pseudo-word is sounded out by the spelling rules the lessons teach.
import { HEART_WORD_LESSON, PATTERN_LESSON } from './lessons';
import { PREFIXES, SUFFIXES, type PatternId } from './patterns';
import { VOWEL_PHONES, type Phone } from './pronunciation';

/** Where the analyser finds real words and their sounds (the build's compact dictionary), the usual first. */
export type Lexicon = { has(word: string): boolean; pronounce(word: string): readonly (readonly Phone[])[] | undefined };

type Grapheme = { letters: string; sound: string; pattern?: PatternId };

export type WordAnalysis = {
  word: string;
  known: boolean;
  graphemes: Grapheme[];
  patterns: PatternId[];
  syllables: number;
  /** The first lesson after which every pattern of the word has been taught; null when one is outside the sequence. */
  lesson: number | null;
  /** With a lesson asked about: whether the word needs a later one. */
  beyond?: boolean;
  note?: string;
};

type Kind = 'consonant' | 'vowel' | 'team' | 'r' | 'all' | 'le' | 'silent-e' | 'suffix' | 'prefix' | 'odd';

type Segment = { letters: string; phones: Phone[]; kind: Kind; pattern?: PatternId; odd?: boolean };

type Unit = { letters: string; sounds: string[][]; kind: Kind; pattern?: PatternId };

const s = (...sounds: string[]) => sounds.map((sound) => (sound ? sound.split(' ') : []));

const CONSONANT_UNITS: Unit[] = [
  ...Object.entries({ b: 'B', d: 'D', f: 'F', h: 'HH', j: 'JH', k: 'K', l: 'L', m: 'M', p: 'P', r: 'R', t: 'T', v: 'V', w: 'W', z: 'Z' }).map(
    ([letters, sound]) => ({ letters, sounds: s(sound), kind: 'consonant' as const }),
  ),
  { letters: 'c', sounds: s('K', 'S'), kind: 'consonant' },
  { letters: 'g', sounds: s('G', 'JH'), kind: 'consonant' },
  { letters: 'n', sounds: s('N', 'NG'), kind: 'consonant' },
  { letters: 's', sounds: s('S', 'Z'), kind: 'consonant' },
  { letters: 'x', sounds: s('K S', 'G Z', 'Z'), kind: 'consonant' },
  { letters: 'y', sounds: s('Y'), kind: 'consonant' },
  { letters: 'qu', sounds: s('K W'), kind: 'consonant' },
  ...Object.entries({ bb: 'B', cc: 'K', dd: 'D', gg: 'G', mm: 'M', nn: 'N', pp: 'P', rr: 'R', tt: 'T' }).map(([letters, sound]) => ({ letters, sounds: s(sound), kind: 'consonant' as const })),
  { letters: 'ff', sounds: s('F'), kind: 'consonant' },
  { letters: 'll', sounds: s('L'), kind: 'consonant' },
  { letters: 'ss', sounds: s('S', 'Z'), kind: 'consonant' },
  { letters: 'zz', sounds: s('Z'), kind: 'consonant' },
  { letters: 'sh', sounds: s('SH'), kind: 'consonant', pattern: 'digraph-sh' },
  { letters: 'ch', sounds: s('CH'), kind: 'consonant', pattern: 'digraph-ch' },
  { letters: 'th', sounds: s('TH', 'DH'), kind: 'consonant', pattern: 'digraph-th' },
  { letters: 'wh', sounds: s('W'), kind: 'consonant', pattern: 'digraph-wh' },
  { letters: 'ck', sounds: s('K'), kind: 'consonant', pattern: 'digraph-ck' },
  { letters: 'ph', sounds: s('F'), kind: 'consonant', pattern: 'digraph-ph' },
  { letters: 'tch', sounds: s('CH'), kind: 'consonant', pattern: 'trigraph-tch' },
  { letters: 'dge', sounds: s('JH'), kind: 'consonant', pattern: 'trigraph-dge' },
  { letters: 'ng', sounds: s('NG', 'NG G'), kind: 'consonant', pattern: 'glued-ng' },
  { letters: 'nk', sounds: s('NG K'), kind: 'consonant', pattern: 'glued-nk' },
  { letters: 'kn', sounds: s('N'), kind: 'consonant', pattern: 'silent-kn' },
  { letters: 'wr', sounds: s('R'), kind: 'consonant', pattern: 'silent-wr' },
  { letters: 'gn', sounds: s('N'), kind: 'consonant', pattern: 'silent-gn' },
  { letters: 'mb', sounds: s('M'), kind: 'consonant', pattern: 'silent-mb' },
];

const TEAM_UNITS: Unit[] = [
  ['ai', 'EY', 'team-ai'], ['ay', 'EY', 'team-ay'], ['ee', 'IY', 'team-ee'], ['ea', 'IY', 'team-ea'], ['oa', 'OW', 'team-oa'],
  ['oe', 'OW', 'team-oe'], ['ow', 'OW', 'team-ow-long'], ['ie', 'AY', 'team-ie'], ['igh', 'AY', 'team-igh'],
  ['ue', 'UW', 'team-ue'], ['ue', 'Y UW', 'team-ue'], ['ew', 'UW', 'team-ew'], ['ew', 'Y UW', 'team-ew'], ['oo', 'UW', 'team-oo'], ['oo', 'UH', 'team-oo'],
  ['oi', 'OY', 'diphthong-oi'], ['oy', 'OY', 'diphthong-oy'], ['ou', 'AW', 'diphthong-ou'], ['ow', 'AW', 'diphthong-ow'],
  ['au', 'AO', 'diphthong-au'], ['au', 'AA', 'diphthong-au'], ['aw', 'AO', 'diphthong-aw'], ['aw', 'AA', 'diphthong-aw'],
  ['ar', 'AA R', 'r-ar'], ['or', 'AO R', 'r-or'], ['ore', 'AO R', 'r-or'], ['er', 'ER', 'r-er'], ['ir', 'ER', 'r-ir'], ['ur', 'ER', 'r-ur'],
  ['all', 'AO L', 'glued-all'], ['all', 'AA L', 'glued-all'], ['le', 'AH L', 'cle'], ['le', 'L', 'cle'],
].map(([letters, sound, pattern]) => ({
  letters: letters!,
  sounds: s(sound!),
  kind: pattern === 'glued-all' ? 'all' : pattern === 'cle' ? 'le' : pattern!.startsWith('r-') ? 'r' : 'team',
  pattern: pattern as PatternId,
}));

/** Sounds a single vowel letter may have in a regular word; which pattern it is depends on where it stands. */
const VOWEL_UNITS: Unit[] = [
  { letters: 'a', sounds: s('AE', 'EY', 'AH'), kind: 'vowel' },
  { letters: 'e', sounds: s('EH', 'IY', 'IH', 'AH'), kind: 'vowel' },
  { letters: 'i', sounds: s('IH', 'AY', 'AH'), kind: 'vowel' },
  { letters: 'o', sounds: s('AA', 'AO', 'OW', 'AH'), kind: 'vowel' },
  { letters: 'u', sounds: s('AH', 'UW', 'Y UW'), kind: 'vowel' },
  { letters: 'y', sounds: s('IY', 'AY', 'IH'), kind: 'vowel' },
  { letters: 'e', sounds: s(''), kind: 'silent-e' },
];

const SUFFIX_SOUNDS: Record<(typeof SUFFIXES)[number], string[][]> = {
  s: s('S', 'Z'),
  es: s('IH Z', 'AH Z'),
  ed: s('T', 'D', 'IH D', 'AH D'),
  ing: s('IH NG'),
  er: s('ER'),
  est: s('AH S T', 'IH S T'),
  ly: s('L IY'),
  ful: s('F AH L', 'F UH L'),
  less: s('L AH S', 'L IH S'),
  ness: s('N AH S', 'N IH S'),
};
const PREFIX_SOUNDS: Record<(typeof PREFIXES)[number], string[][]> = {
  un: s('AH N'),
  re: s('R IY', 'R IH', 'R AH'),
  dis: s('D IH S', 'D AH S'),
  pre: s('P R IY', 'P R IH', 'P R AH'),
  mis: s('M IH S'),
};

const UNITS = [...CONSONANT_UNITS, ...TEAM_UNITS, ...VOWEL_UNITS];
/** Units by "letters:sound", to name an aligned segment without searching. */
const bySound = (units: Unit[]) => new Map(units.flatMap((unit) => unit.sounds.map((sound) => [`${unit.letters}:${sound.join(' ')}`, unit] as const)));
const CONSONANT_BY_SOUND = bySound(CONSONANT_UNITS);
const TEAM_BY_SOUND = bySound(TEAM_UNITS);
const UNITS_AT = new Map<string, Unit[]>();
for (const unit of UNITS) UNITS_AT.set(unit.letters[0]!, [...(UNITS_AT.get(unit.letters[0]!) ?? []), unit]);

const SHORT: Record<string, string[]> = { a: ['AE'], e: ['EH'], i: ['IH'], o: ['AA', 'AO'], u: ['AH'] };
const LONG: Record<string, string[]> = { a: ['EY'], e: ['IY'], i: ['AY'], o: ['OW'], u: ['UW', 'Y UW'] };
const REDUCED = ['AH', 'IH'];
const VOWEL_LETTERS = /[aeiouy]/;
const isVowelKind = (kind: Kind) => kind === 'vowel' || kind === 'team' || kind === 'r' || kind === 'all' || kind === 'le';

/** A chain of suffixes ("s", "ly", "ness", "lessness"). */
function isSuffixChain(text: string): boolean {
  if (!text) return true;
  return SUFFIXES.some((suffix) => text.startsWith(suffix) && isSuffixChain(text.slice(suffix.length)));
}

/** Letters that stay a word's stem when a suffix is added: the word itself, undoubled, with its e back, y for i. */
function stemIsWord(stem: string, isWord: (word: string) => boolean): boolean {
  if (stem.length < 2 || !VOWEL_LETTERS.test(stem)) return false;
  if (isWord(stem) || isWord(`${stem}e`)) return true;
  if (/(.)\1$/.test(stem) && isWord(stem.slice(0, -1))) return true;
  return stem.endsWith('i') && isWord(`${stem.slice(0, -1)}y`);
}

function suffixFits(word: string, start: number, suffix: string, isWord: (word: string) => boolean): boolean {
  const stem = word.slice(0, start);
  if (!isSuffixChain(word.slice(start + suffix.length))) return false;
  if (suffix === 's' && (stem.length < 3 || /(s|x|z|sh|ch)$/.test(stem))) return false;
  if (suffix === 'es' && !/(s|x|z|sh|ch)$/.test(stem)) return false;
  if (suffix !== 's' && stem.length < 3) return false;
  return stemIsWord(stem, isWord);
}

/**
 * The cheapest alignment of letters to phones: regular units cost 1, affixes a little less (so
 * "fishing" is fish + ing), and any other letters-to-sounds pairing a lot more (outside the sequence).
 */
function align(word: string, phones: readonly Phone[], isWord: (word: string) => boolean): Segment[] {
  const L = word.length;
  const P = phones.length;
  const width = P + 1;
  const cost = new Float64Array((L + 1) * width).fill(Infinity);
  const from: ({ i: number; j: number; kind: Kind; pattern?: PatternId } | undefined)[] = new Array((L + 1) * width);
  cost[0] = 0;
  // Where the rest of the word is only suffixes: a silent e, a final le, mb or ore may stand just before.
  const chainFrom = Array.from({ length: L + 1 }, (_, i) => isSuffixChain(word.slice(i)));
  const suffixesAt = Array.from({ length: L }, (_, i) => SUFFIXES.filter((suffix) => word.startsWith(suffix, i) && suffixFits(word, i, suffix, isWord)));
  const prefixes = PREFIXES.filter((prefix) => word.startsWith(prefix) && word.length >= prefix.length + 2 && isWord(word.slice(prefix.length)));
  const fits = (sound: readonly string[], j: number) => {
    if (j + sound.length > P) return false;
    for (let k = 0; k < sound.length; k++) if (phones[j + k]!.p !== sound[k]) return false;
    return true;
  };
  for (let i = 0; i < L; i++) {
    for (let j = 0; j <= P; j++) {
      const here = cost[i * width + j]!;
      if (here === Infinity) continue;
      const step = (letters: number, sounds: number, kind: Kind, price: number, pattern?: PatternId) => {
        const cell = (i + letters) * width + j + sounds;
        if (here + price < cost[cell]!) {
          cost[cell] = here + price;
          from[cell] = { i, j, kind, pattern };
        }
      };
      for (const unit of UNITS_AT.get(word[i]!) ?? []) {
        if (!word.startsWith(unit.letters, i)) continue;
        const end = i + unit.letters.length;
        if (unit.kind === 'silent-e' && !(i > 0 && chainFrom[end])) continue;
        if (unit.kind === 'le' && !(i > 0 && !VOWEL_LETTERS.test(word[i - 1]!) && chainFrom[end])) continue;
        if ((unit.pattern === 'silent-kn' || unit.pattern === 'silent-wr') && i > 0) continue;
        if (unit.pattern === 'silent-gn' && i > 0 && !chainFrom[end]) continue;
        if ((unit.pattern === 'silent-mb' || unit.letters === 'ore') && !chainFrom[end]) continue;
        if (unit.letters === 'y' && unit.kind === 'vowel' && i === 0) continue;
        for (const sound of unit.sounds) if (fits(sound, j)) step(unit.letters.length, sound.length, unit.kind, 1, unit.pattern);
      }
      for (const suffix of suffixesAt[i]!) {
        for (const sound of SUFFIX_SOUNDS[suffix]) if (fits(sound, j)) step(suffix.length, sound.length, 'suffix', 0.9, `suffix-${suffix}`);
      }
      if (i === 0) {
        for (const prefix of prefixes) {
          for (const sound of PREFIX_SOUNDS[prefix]) if (fits(sound, j)) step(prefix.length, sound.length, 'prefix', 0.9, `prefix-${prefix}`);
        }
      }
      for (let n = 1; n <= 3 && i + n <= L; n++) {
        for (let m = 0; m <= 2 && j + m <= P; m++) step(n, m, 'odd', 10 + n + m);
      }
    }
  }
  // Letters that say more sounds than any pairing allows (a spelt-out abbreviation): one odd piece.
  if (cost[L * width + P] === Infinity) return [{ letters: word, phones: [...phones], kind: 'odd' }];
  const segments: Segment[] = [];
  for (let k = L, m = P; k > 0; ) {
    const { i, j, kind, pattern } = from[k * width + m]!;
    segments.unshift({ letters: word.slice(i, k), phones: phones.slice(j, m), kind, pattern });
    k = i;
    m = j;
  }
  return segments;
}

const SUFFIXES_LONGEST_FIRST = [...SUFFIXES].sort((a, b) => b.length - a.length);

/** Sounds a pseudo-word out by the spelling rules of the sequence, as a child taught them would. */
function soundOut(word: string): Segment[] {
  let stem = word;
  const prefix = PREFIXES.find((p) => word.startsWith(p) && word.length >= p.length + 3 && VOWEL_LETTERS.test(word.slice(p.length)));
  if (prefix) stem = stem.slice(prefix.length);
  const suffixes: string[] = [];
  for (let round = 0; round < 2; round++) {
    const suffix = SUFFIXES_LONGEST_FIRST.find((x) => {
      if (!stem.endsWith(x)) return false;
      const rest = stem.slice(0, -x.length);
      // What is left keeps a vowel before its last letter: zibs is zib + s, but bly is no bl + y.
      if (rest.length < 3 || !VOWEL_LETTERS.test(rest.slice(0, -1))) return false;
      const sibilant = /(s|x|z|sh|ch)$/.test(rest);
      return x === 's' ? !sibilant : x === 'es' ? sibilant : true;
    });
    if (!suffix) break;
    suffixes.unshift(suffix);
    stem = stem.slice(0, -suffix.length);
  }
  const phone = (p: string): Phone => ({ p, stressed: VOWEL_PHONES.has(p) });
  const seg = (letters: string, sound: string, kind: Kind, pattern?: PatternId): Segment => ({ letters, phones: sound ? sound.split(' ').map(phone) : [], kind, pattern });
  const segments: Segment[] = prefix ? [seg(prefix, PREFIX_SOUNDS[prefix as (typeof PREFIXES)[number]][0]!.join(' '), 'prefix', `prefix-${prefix}` as PatternId)] : [];
  const L = stem.length;
  const isVowel = (k: number) => k < L && /[aeiou]/.test(stem[k]!);
  const vowelBefore = (k: number) => VOWEL_LETTERS.test(stem.slice(0, k));
  for (let i = 0; i < L; ) {
    const rest = stem.slice(i);
    const atEnd = (n: number) => i + n === L;
    const push = (letters: string, sound: string, kind: Kind, pattern?: PatternId) => {
      segments.push(seg(letters, sound, kind, pattern));
      i += letters.length;
    };
    if (i === 0 && /^(kn|wr|gn)/.test(rest)) { push(rest.slice(0, 2), rest[0] === 'w' ? 'R' : 'N', 'consonant'); continue; }
    if (/^(mb|gn)$/.test(rest) && i > 0) { push(rest, rest === 'mb' ? 'M' : 'N', 'consonant'); continue; }
    if (rest.startsWith('ore') && atEnd(3)) { push('ore', 'AO R', 'r'); continue; }
    if (rest.startsWith('all') && (atEnd(3) || !isVowel(i + 3))) { push('all', 'AO L', 'all'); continue; }
    if (rest === 'le' && i > 0 && !VOWEL_LETTERS.test(stem[i - 1]!) && vowelBefore(i)) { push('le', 'AH L', 'le'); continue; }
    const long = ['tch', 'dge', 'igh'].find((x) => rest.startsWith(x));
    if (long) { push(long, { tch: 'CH', dge: 'JH', igh: 'AY' }[long]!, long === 'igh' ? 'team' : 'consonant'); continue; }
    const team = TEAM_UNITS.find((unit) => unit.kind !== 'le' && unit.kind !== 'all' && unit.letters.length === 2 && rest.startsWith(unit.letters));
    if (team) {
      // The spelling alone cannot say whether ow is snow or cow: a pseudo-word's ow is read as in snow, but before n or l (down, owl).
      const sound = team.letters === 'ow' && /^[nl]/.test(stem.slice(i + 2)) ? 'AW' : team.sounds[0]!.join(' ');
      push(team.letters, sound, team.kind);
      continue;
    }
    const consonant = CONSONANT_UNITS.find((unit) => unit.letters.length === 2 && rest.startsWith(unit.letters) && !['kn', 'wr', 'gn', 'mb'].includes(unit.letters));
    if (consonant) { push(consonant.letters, consonant.sounds[0]!.join(' '), 'consonant'); continue; }
    const letter = stem[i]!;
    const next = stem[i + 1] ?? '';
    if (letter === 'c' || letter === 'g') { push(letter, /[eiy]/.test(next) ? (letter === 'c' ? 'S' : 'JH') : letter.toUpperCase(), 'consonant'); continue; }
    if (letter === 'y') {
      if (i === 0 || isVowel(i + 1)) push('y', 'Y', 'consonant');
      else push('y', vowelBefore(i) ? 'IY' : 'AY', 'vowel');
      continue;
    }
    if (letter === 'e' && atEnd(1) && vowelBefore(i)) { push('e', '', 'silent-e'); continue; }
    if (/[aeiou]/.test(letter)) {
      const vce = !isVowel(i + 1) && i + 2 === L - 1 && stem[L - 1] === 'e' && i + 1 < L;
      const open = atEnd(1) || (!isVowel(i + 1) && isVowel(i + 2) && !(i + 2 === L - 1 && stem[L - 1] === 'e') && stem[i + 1] !== stem[i + 2]);
      push(letter, vce || open ? LONG[letter]![0]! : SHORT[letter]![0]!, 'vowel');
      continue;
    }
    const single = CONSONANT_UNITS.find((unit) => unit.letters === letter);
    push(letter, single ? single.sounds[0]!.join(' ') : '', single ? 'consonant' : 'odd');
  }
  for (const suffix of suffixes) segments.push(seg(suffix, SUFFIX_SOUNDS[suffix as (typeof SUFFIXES)[number]][0]!.join(' '), 'suffix', `suffix-${suffix}` as PatternId));
  return segments;
}

const soundText = (segment: Segment) => segment.phones.map((phone) => phone.p).join(' ');

/** Names each segment by its pattern id, from its letters, its sound and where it stands. */
function namePatterns(segments: Segment[], word: string): void {
  const stemEnd = (() => {
    let k = segments.length;
    while (k > 0 && segments[k - 1]!.kind === 'suffix') k--;
    return k;
  })();
  const stemStart = segments.findIndex((segment) => segment.kind !== 'prefix');
  let at = 0;
  const startOf: number[] = segments.map((segment) => {
    const here = at;
    at += segment.letters.length;
    return here;
  });
  const isConsonant = (segment: Segment | undefined) => segment?.kind === 'consonant';
  const vowelish = (segment: Segment | undefined) => !!segment && isVowelKind(segment.kind);

  segments.forEach((segment, k) => {
    const sound = soundText(segment);
    const next = segments[k + 1];
    const after = segments[k + 2];
    const nextLetter = word[startOf[k]! + segment.letters.length] ?? '';
    if (segment.kind === 'odd') segment.odd = true;
    if (segment.kind === 'consonant') {
      const unit = CONSONANT_BY_SOUND.get(`${segment.letters}:${sound}`);
      if (!unit) segment.odd = true;
      else if (unit.pattern) segment.pattern = unit.pattern;
      else if (segment.letters === 'c' && sound === 'S') /[eiy]/.test(nextLetter) ? (segment.pattern = 'soft-c') : (segment.odd = true);
      else if (segment.letters === 'g' && sound === 'JH') /[eiy]/.test(nextLetter) ? (segment.pattern = 'soft-g') : (segment.odd = true);
    }
    if (segment.kind === 'team' || segment.kind === 'r' || segment.kind === 'all' || segment.kind === 'le') {
      const unit = TEAM_BY_SOUND.get(`${segment.letters}:${sound}`);
      if (unit) segment.pattern = unit.pattern;
      else segment.odd = true;
    }
    if (segment.kind === 'vowel') {
      const letter = segment.letters;
      const p = sound;
      const stressed = segment.phones[0]?.stressed ?? false;
      if (letter === 'y') {
        if (p === 'IY') segment.pattern = 'y-long-e';
        else if (p === 'AY') segment.pattern = 'y-long-i';
        else segment.odd = true;
        return;
      }
      // The i of a y changed before a suffix (tried, babies) is still the y's pattern.
      if (letter === 'i' && k + 1 === stemEnd && stemEnd < segments.length && /^(AY|IY|IH)$/.test(p)) {
        segment.pattern = p === 'AY' ? 'y-long-i' : 'y-long-e';
        return;
      }
      const closedBy = isConsonant(next) && k + 1 < stemEnd;
      if (SHORT[letter]!.includes(p) && (stressed || !REDUCED.includes(p)) && closedBy) segment.pattern = `short-${letter}` as PatternId;
      else if (REDUCED.includes(p) && !stressed && closedBy && (k + 2 >= stemEnd || !vowelish(after) || after?.kind === 'le' || next!.letters.length > 1)) {
        segment.pattern = `short-${letter}` as PatternId;
      } else if (LONG[letter]!.includes(p) || (letter === 'e' && p === 'IH' && !stressed && !closedBy)) {
        const vce = isConsonant(next) && (next!.letters.length === 1 || next!.letters === 'th') && (after?.kind === 'silent-e' || (after?.kind === 'suffix' && /^[ei]/.test(after.letters) && k + 2 === stemEnd));
        const open = k + 1 >= stemEnd || vowelish(next) || (isConsonant(next) && next!.letters.length === 1 && vowelish(after));
        if (vce && LONG[letter]!.includes(p)) {
          segment.pattern = `vce-${letter}` as PatternId;
          if (after?.kind === 'silent-e') after.pattern = segment.pattern;
        } else if (open && !(letter === 'e' && p === 'IH' && k + 1 < stemEnd && !vowelish(next))) segment.pattern = 'open-syllable';
        else segment.odd = true;
      } else segment.odd = true;
    }
  });
  // A silent e that is no vowel-consonant-e's: after a soft c or g (dance, large) it belongs to them; otherwise it is outside the sequence.
  segments.forEach((segment, k) => {
    if (segment.kind !== 'silent-e' || segment.pattern) return;
    const before = segments[k - 1];
    if (before?.pattern === 'soft-c' || before?.pattern === 'soft-g') segment.pattern = before.pattern;
    else segment.odd = true;
  });
  // FLOSS: ff, ll, ss, zz closing the stem after a short vowel.
  const last = segments[stemEnd - 1];
  const beforeLast = segments[stemEnd - 2];
  if (last && /^(ff|ll|ss|zz)$/.test(last.letters) && beforeLast?.pattern?.startsWith('short-')) last.pattern = 'floss';
  // Blends: two or more consonants together at the start or the end of the stem; single consonants in them take the blend's id.
  const blend = (run: Segment[], pattern: PatternId) => {
    if (run.length < 2) return;
    for (const segment of run) if (!segment.pattern && !segment.odd && segment.letters.length === 1) segment.pattern = pattern;
  };
  if (stemStart >= 0) {
    const run: Segment[] = [];
    for (let k = stemStart; k < stemEnd && isConsonant(segments[k]); k++) run.push(segments[k]!);
    if (run.length < stemEnd - stemStart) blend(run, 'blend-initial');
    const tail: Segment[] = [];
    let k = stemEnd - 1;
    if (segments[k]?.kind === 'silent-e') k--;
    for (; k > stemStart && isConsonant(segments[k]); k--) tail.unshift(segments[k]!);
    if (k >= stemStart && vowelish(segments[k])) blend(tail, 'blend-final');
  }
}

const phoneCount = (segments: readonly Segment[]) => segments.reduce((n, segment) => n + segment.phones.filter((phone) => VOWEL_PHONES.has(phone.p)).length, 0);

const LETTERS_ONLY = /^[a-z]+$/;

type Reading = Pick<WordAnalysis, 'graphemes' | 'patterns' | 'syllables' | 'lesson' | 'note'>;

function reading(word: string, segments: Segment[]): Reading {
  namePatterns(segments, word);
  const graphemes = segments.map((segment): Grapheme => ({ letters: segment.letters, sound: soundText(segment), ...(segment.pattern ? { pattern: segment.pattern } : {}) }));
  const patterns = [...new Set(segments.flatMap((segment) => (segment.pattern ? [segment.pattern] : [])))];
  const odd = segments.filter((segment) => segment.odd);
  if (!odd.length) return { graphemes, patterns, syllables: phoneCount(segments), lesson: Math.max(1, ...patterns.map((p) => PATTERN_LESSON.get(p) ?? 1)) };
  const parts = [...new Set(odd.map((segment) => `“${segment.letters}” saying ${soundText(segment) || 'nothing'}`))];
  return { graphemes, patterns, syllables: phoneCount(segments), lesson: null, note: `${parts.join(', ')}: outside the sequence.` };
}

/** One word, analysed; `lexicon` knows real words, anything else is read as a pseudo-word. */
export function analyseWord(word: string, lexicon: Lexicon, lesson?: number): WordAnalysis {
  const lower = word.toLowerCase();
  if (!LETTERS_ONLY.test(lower)) {
    return { word, known: false, graphemes: [], patterns: [], syllables: 0, lesson: null, ...(lesson === undefined ? {} : { beyond: true }), note: 'Only words of the letters a to z can be analysed.' };
  }
  const pronunciations = lexicon.pronounce(lower);
  const isWord = (w: string) => lexicon.has(w);
  // A word said more than one way (read, live) is decodable when one of its ways is: the most regular reading counts.
  const readings = (pronunciations ?? [undefined]).map((phones) => reading(lower, phones ? align(lower, phones, isWord) : soundOut(lower)));
  const best = readings.reduce((a, b) => ((b.lesson ?? Infinity) < (a.lesson ?? Infinity) ? b : a));
  const { graphemes, patterns, syllables } = best;
  let { lesson: first, note } = best;
  const heart = HEART_WORD_LESSON.get(lower);
  if (heart !== undefined && (first === null || first > heart)) {
    first = heart;
    note = `A heart word, learnt by heart in lesson ${heart}.`;
  }
  // A heart word with a prefix or a suffix (undo, goes) is known once both the word and the affix are.
  const affixes = graphemes.filter((g) => g.pattern?.startsWith('prefix-') || g.pattern?.startsWith('suffix-'));
  const stem = graphemes.filter((g) => !affixes.includes(g)).map((g) => g.letters).join('');
  const heartStem = HEART_WORD_LESSON.get(stem);
  if (first === null && affixes.length && heartStem !== undefined) {
    first = Math.max(heartStem, ...affixes.map((g) => PATTERN_LESSON.get(g.pattern!) ?? 1));
    note = `“${stem}” is a heart word, learnt by heart in lesson ${heartStem}.`;
  }
  return {
    word,
    known: pronunciations !== undefined,
    graphemes,
    patterns,
    syllables,
    lesson: first,
    ...(lesson === undefined ? {} : { beyond: first === null || first > lesson }),
    ...(note ? { note } : {}),
  };
}
