// A teacher's word list checked against the lesson her game plays: the analyser's answer for each
// word (POST /api/phonics/analyze) turned into what the editor says of it, and the one-tap changes
// it offers (keep as a heart word, replace with a word of the lesson, remove). Pure: no DOM, no calls.
import type { RouteAnswer } from '../../contract/routes';
import { CONTENT_LIMITS } from '../../contract/teacher';
import { PATTERN_LESSONS } from './patterns.data';
import { analysableWord, PATTERN_NAMES } from '../../phonics/patterns';

export type WordAnalysis = RouteAnswer<'POST /api/phonics/analyze'>['words'][number];

/** Whether an item of the list is one word the analyser can read: letters only (a wheel's question or a number is not). */
export const checkable = (item: string): boolean => analysableWord(item) !== null;

/** The words of a list to send to the analyser: each checkable word once, in lower case, at most the call's 200. */
export const wordsToAnalyse = (items: readonly string[]): string[] => [...new Set(items.map(analysableWord).filter((word) => word !== null))].slice(0, 200);

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What the check says of one word of the list. */
type WordMark = {
  /** The item as the teacher typed it. */
  word: string;
  /** It needs a later lesson than the chosen one (or is outside the sequence), and is not kept as a heart word. */
  beyond: boolean;
  /** A heart word the teacher kept. */
  heart: boolean;
  /** The sentence shown beside it: "night: igh comes in lesson 40", or quietly its patterns ("ship: sh, short i"). */
  text: string;
};

/** A note of the analyser for a part outside the sequence ("“o” saying AH: outside the sequence.") as a clause. */
const outsideText = (note: string | undefined) => (note ? note.replace(/: outside the sequence\.$/, ' is not in the lessons').replace(/\.$/, '') : 'it is not in the lessons');

/** Why a word needs a lesson after `lesson`: the patterns not taught yet, each with the lesson that teaches it. */
function beyondText(analysis: WordAnalysis, lesson: number): string {
  if (analysis.lesson === null) return outsideText(analysis.note);
  const later = analysis.patterns.flatMap((id) => {
    const at = PATTERN_LESSONS[id]?.lesson ?? 0;
    return at > lesson ? [{ name: PATTERN_NAMES[id] ?? id, at }] : [];
  });
  if (!later.length) return `it comes in lesson ${analysis.lesson}${analysis.note ? ` (${analysis.note.replace(/\.$/, '').toLowerCase()})` : ''}`;
  return later.map(({ name, at }, i) => (i ? `${name} in lesson ${at}` : `${name} comes in lesson ${at}`)).join(', ');
}

/** A word's patterns said quietly, with no lesson chosen. */
function patternsText(analysis: WordAnalysis): string {
  if (analysis.lesson === null) return outsideText(analysis.note);
  const names = analysis.patterns.map((id) => PATTERN_NAMES[id] ?? id);
  if (analysis.note && !names.length) return analysis.note.replace(/\.$/, '').toLowerCase();
  return names.length ? names.join(', ') : 'single letters';
}

/**
 * What the check says of each word of the list it has an answer for (`analyses`, by the word in
 * lower case), in the list's order. With a `lesson` (1 to 51) a word that needs a later one is
 * marked beyond, unless it is one of `heartWords`; with none (0), every word's patterns, nothing marked.
 */
export function markWords(items: readonly string[], analyses: ReadonlyMap<string, WordAnalysis>, lesson: number, heartWords: readonly string[] = []): WordMark[] {
  return items.flatMap((word) => {
    const analysis = checkable(word) ? analyses.get(word.toLowerCase()) : undefined;
    if (!analysis) return [];
    if (!lesson) return [{ word, beyond: false, heart: false, text: `${word}: ${patternsText(analysis)}` }];
    const needs = analysis.lesson === null || analysis.lesson > lesson;
    if (!needs) return [{ word, beyond: false, heart: false, text: `${word}: ${patternsText(analysis)}` }];
    const heart = heartWords.some((kept) => same(kept, word));
    return [{ word, beyond: !heart, heart, text: heart ? `${word}: kept as a heart word` : `${word}: ${beyondText(analysis, lesson)}` }];
  });
}

/**
 * A word of the lesson's bank to offer in place of each marked word: one not in the list and not
 * offered for another, in the bank's order (common words first), preferring one that starts with
 * the same letter.
 */
export function suggestions(marked: readonly string[], items: readonly string[], bank: readonly string[]): Map<string, string> {
  const taken = new Set(items.map((item) => item.toLowerCase()));
  const offered = new Map<string, string>();
  for (const word of marked) {
    const free = bank.filter((candidate) => !taken.has(candidate.toLowerCase()));
    const pick = free.find((candidate) => same(candidate[0]!, word[0]!)) ?? free[0];
    if (!pick) break;
    offered.set(word, pick);
    taken.add(pick.toLowerCase());
  }
  return offered;
}

/** The list with up to `count` words of the bank added at its end, in the bank's order: none it holds already, never past the list's limit. */
export function fillFromBank(items: readonly string[], bank: readonly string[], count: number): string[] {
  const have = new Set(items.map((item) => item.toLowerCase()));
  const room = Math.max(0, Math.min(count, CONTENT_LIMITS.items - items.length));
  return [...items, ...bank.filter((word) => !have.has(word.toLowerCase())).slice(0, room)];
}

/** A word list's content: its words, and those of `heartWords` still in it (none: no field). */
export function wordContent(words: readonly string[], heartWords: readonly string[] = []): { kind: 'words'; words: string[]; heartWords?: string[] } {
  const kept = words.filter((word, i) => heartWords.some((heart) => same(heart, word)) && words.findIndex((w) => same(w, word)) === i);
  return kept.length ? { kind: 'words', words: [...words], heartWords: kept } : { kind: 'words', words: [...words] };
}

/** The list with `word` replaced by `by`, where it stands. */
export const replaceWord = (words: readonly string[], word: string, by: string): string[] => words.map((item) => (item === word ? by : item));

/** The list without `word`. */
export const removeWord = (words: readonly string[], word: string): string[] => words.filter((item) => item !== word);
