// Results by pattern: the words a class played, totalled by the phonics spec's pattern ids
// (`digraph-sh: 0 of 2`), and the confusions a tutor looks for in the answers (b/d reversed, short
// e and i swapped, a digraph left out). Pure totalling: the analyser comes in as a function, so the
// report analyses each distinct word once however many attempts played it.
import { UNJUDGED_TEMPLATES } from '../../../contract/templates.data';
import type { ByPattern, Confusion, PatternTotal } from '../../../contract/teacher';
import { analyseWord } from '../../../phonics/analyse';
import { dictionary } from '../../../phonics/dictionary';
import { PATTERN_LESSON } from '../../../phonics/lessons';
import { analysableWord, type PatternId } from '../../../phonics/patterns';
import type { Attempt } from './logic';

/** What a report needs of a word: its patterns, and the digraphs and trigraphs it is spelt with. */
type WordPatterns = { patterns: readonly PatternId[]; digraphs: readonly string[] };
type PatternAnalyser = (word: string) => WordPatterns | null;


/** The distinct words one report analyses at most: a class's lists hold far fewer; past it, a word is not counted by pattern. */
const REPORT_WORDS = 2_000;

/** The phonics analyser, each word analysed once per report (`limit` distinct words at most). */
export function memoisedAnalyser(limit = REPORT_WORDS): PatternAnalyser {
  const known = new Map<string, WordPatterns>();
  return (word) => {
    const hit = known.get(word);
    if (hit || known.size >= limit) return hit ?? null;
    const { graphemes, patterns } = analyseWord(word, dictionary);
    const found = { patterns: [...new Set(patterns)], digraphs: graphemes.filter((g) => /^(digraph|trigraph)-/.test(g.pattern ?? '')).map((g) => g.letters) };
    known.set(word, found);
    return found;
  };
}

/** The placeholders a tool's result carries where it names no answer (site/teacher/results.ts). */
const NO_ANSWER = new Set(['', 'right', 'not yet']);

/** Whether `answer` is `word` with only the letters of `pair` swapped for each other (at least once). */
function swapped(word: string, answer: string, pair: readonly [string, string]): boolean {
  if (word.length !== answer.length || word === answer) return false;
  for (let i = 0; i < word.length; i++) {
    const [a, b] = [word[i]!, answer[i]!];
    if (a !== b && !(pair.includes(a) && pair.includes(b))) return false;
  }
  return true;
}

/** The confusions a wrong answer shows: b for d (or d for b), e for i in a word with short e or i, a digraph of the word missing from it. */
export function confusionsOf(word: string, answer: string, analysis: WordPatterns): Array<Pick<Confusion, 'kind' | 'letters'>> {
  const given = answer.trim().toLowerCase();
  if (NO_ANSWER.has(given) || given === word || !/^[a-z]+$/.test(given)) return [];
  const found: Array<Pick<Confusion, 'kind' | 'letters'>> = [];
  if (swapped(word, given, ['b', 'd'])) found.push({ kind: 'b-d', letters: 'b/d' });
  if (swapped(word, given, ['e', 'i']) && analysis.patterns.some((p) => p === 'short-e' || p === 'short-i')) found.push({ kind: 'short-e-i', letters: 'e/i' });
  // Only an answer about the word's length tries to spell it (ship as sip); a stray letter or another word shows nothing.
  for (const letters of new Set(analysis.digraphs)) if (!given.includes(letters) && given.length >= word.length - letters.length && given.length <= word.length + 1) found.push({ kind: 'missing-digraph', letters });
  return found;
}

/** Examples a confusion names at most. */
export const EXAMPLES = 3;

const lessonOf = (pattern: PatternId) => PATTERN_LESSON.get(pattern) ?? Infinity;
const share = (total: PatternTotal) => total.right / total.tried;

/** Weakest first (the smallest share right, then the most tried, then in teaching order): the screen reads the weakest from the top and the strongest from the end. */
const weakestFirst = (a: PatternTotal, b: PatternTotal) => share(a) - share(b) || b.tried - a.tried || lessonOf(a.pattern) - lessonOf(b.pattern);

const byCount = (a: Confusion, b: Confusion) => b.count - a.count || a.letters.localeCompare(b.letters);

/** Every analysable item of the attempts, totalled by pattern (right and tried), with the confusions its wrong answers show. */
const UNJUDGED: ReadonlySet<string> = new Set(UNJUDGED_TEMPLATES);

/** Whether a template's answers are right or wrong, so that a total by pattern may count them (a spin is a draw, not a reading). */
export const judges = (template: string): boolean => !UNJUDGED.has(template);

export function patternReport(attempts: readonly Pick<Attempt, 'items'>[], analyse: PatternAnalyser): ByPattern {
  // Each prompt counted first (a round asks the same few words again and again), then analysed and spread over its patterns once.
  // A wrong answer keeps when it first came, so a confusion's examples are its first ones whichever way the attempts are added up.
  const prompts = new Map<string, { right: number; tried: number; wrong: Map<string, { times: number; first: number }> }>();
  let seen = 0;
  for (const attempt of attempts)
    for (const item of attempt.items) {
      let counts = prompts.get(item.prompt);
      if (!counts) prompts.set(item.prompt, (counts = { right: 0, tried: 0, wrong: new Map() }));
      counts.tried++;
      if (item.right) counts.right++;
      else {
        const wrong = counts.wrong.get(item.answer);
        if (wrong) wrong.times++;
        else counts.wrong.set(item.answer, { times: 1, first: seen++ });
      }
    }
  const totals = new Map<PatternId, PatternTotal>();
  const confusions = new Map<string, Confusion & { firsts: Array<{ prompt: string; answer: string; first: number }> }>();
  for (const [prompt, counts] of prompts) {
    const word = analysableWord(prompt);
    const analysis = word && analyse(word);
    if (!word || !analysis) continue;
    for (const pattern of analysis.patterns) {
      const total = totals.get(pattern) ?? { pattern, right: 0, tried: 0 };
      total.tried += counts.tried;
      total.right += counts.right;
      totals.set(pattern, total);
    }
    for (const [given, { times, first }] of counts.wrong)
      for (const { kind, letters } of confusionsOf(word, given, analysis)) {
        const key = `${kind} ${letters}`;
        const confusion = confusions.get(key) ?? { kind, letters, count: 0, examples: [], firsts: [] };
        confusion.count += times;
        confusion.firsts.push({ prompt: word, answer: given.trim().toLowerCase(), first });
        confusions.set(key, confusion);
      }
  }
  const named = [...confusions.values()].map(({ firsts, ...confusion }) => {
    for (const { prompt, answer } of firsts.sort((a, b) => a.first - b.first))
      if (confusion.examples.length < EXAMPLES && !confusion.examples.some((e) => e.prompt === prompt && e.answer === answer)) confusion.examples.push({ prompt, answer });
    return confusion;
  });
  return { patterns: [...totals.values()].sort(weakestFirst), confusions: named.sort(byCount) };
}

/** Several reports as one (the class's, from its students'): totals and confusions added up, each list in its order again. */
export function mergeReports(reports: readonly ByPattern[]): ByPattern {
  const totals = new Map<PatternId, PatternTotal>();
  const confusions = new Map<string, Confusion>();
  for (const report of reports) {
    for (const { pattern, right, tried } of report.patterns) {
      const total = totals.get(pattern) ?? { pattern, right: 0, tried: 0 };
      total.right += right;
      total.tried += tried;
      totals.set(pattern, total);
    }
    for (const { kind, letters, count, examples } of report.confusions) {
      const key = `${kind} ${letters}`;
      const confusion = confusions.get(key) ?? { kind, letters, count: 0, examples: [] };
      confusion.count += count;
      for (const example of examples)
        if (confusion.examples.length < EXAMPLES && !confusion.examples.some((e) => e.prompt === example.prompt && e.answer === example.answer)) confusion.examples.push(example);
      confusions.set(key, confusion);
    }
  }
  return { patterns: [...totals.values()].sort(weakestFirst), confusions: [...confusions.values()].sort(byCount) };
}

/** The patterns a report names, in teaching order: the CSV's columns. */
export const patternColumns = (report: ByPattern): PatternId[] => report.patterns.map((t) => t.pattern).sort((a, b) => lessonOf(a) - lessonOf(b) || a.localeCompare(b));
