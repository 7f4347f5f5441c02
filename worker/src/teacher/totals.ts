// A student's results at one assignment as the report adds them up: kept as rows when each result is
// written (store/report-totals.ts), so that opening a report sums a few rows per student rather
// than analysing every word of every attempt again. Pure: the same functions make the rows of one
// new result and, once, of every result a student already has.
import type { ByPattern, Confusion } from '../../../contract/teacher';
import type { PatternId } from '../../../phonics/patterns';
import { countedAttempts, fraction, itemReport, mergeItems, type Attempt, type ItemRow } from './logic';
import { EXAMPLES, memoisedAnalyser, mergeReports, patternReport } from './patterns';

/** One total: an item's (`key` its prompt), a pattern's, a confusion's (`tried` how often), or one of a confusion's examples (`detail`: `[word, answer]`). */
export type TotalRow = { kind: 'item' | 'pattern' | 'confusion' | 'example'; key: string; detail: string; correct: number; tried: number };

type Analyser = ReturnType<typeof memoisedAnalyser>;

/**
 * The totals of these attempts (oldest first): the same rows whether made of all of them at once
 * or added up one result at a time as they are stored (each confusion keeps its first examples, at
 * most 3, the report's). Every template's words are totalled by pattern; whether the report counts
 * them is the report's to say (a template may change).
 */
export function totalsOf(attempts: readonly Pick<Attempt, 'items'>[], analyse: Analyser = memoisedAnalyser()): TotalRow[] {
  const rows: TotalRow[] = itemReport(attempts).map((item) => ({ kind: 'item', key: item.prompt, detail: '', correct: item.right, tried: item.asked }));
  const { patterns, confusions } = patternReport(attempts, analyse);
  for (const total of patterns) rows.push({ kind: 'pattern', key: total.pattern, detail: '', correct: total.right, tried: total.tried });
  for (const confusion of confusions) {
    const key = `${confusion.kind} ${confusion.letters}`;
    rows.push({ kind: 'confusion', key, detail: '', correct: 0, tried: confusion.count });
    for (const example of confusion.examples) rows.push({ kind: 'example', key, detail: JSON.stringify([example.prompt, example.answer]), correct: 0, tried: 0 });
  }
  return rows;
}

/** A student's item totals and results by pattern from their rows (examples in the order stored). */
export function fromTotals(rows: readonly TotalRow[]): { items: ItemRow[]; byPattern: ByPattern } {
  const items: ItemRow[] = [];
  const patterns: ByPattern['patterns'] = [];
  const confusions = new Map<string, Confusion>();
  for (const row of rows)
    if (row.kind === 'item') items.push({ prompt: row.key, right: row.correct, asked: row.tried });
    else if (row.kind === 'pattern') patterns.push({ pattern: row.key as PatternId, right: row.correct, tried: row.tried });
    else if (row.kind === 'confusion') {
      const [kind, letters] = row.key.split(' ') as [Confusion['kind'], string];
      confusions.set(row.key, { kind, letters, count: row.tried, examples: [] });
    }
  for (const row of rows)
    if (row.kind === 'example') {
      const confusion = confusions.get(row.key);
      const [prompt, answer] = JSON.parse(row.detail) as [string, string];
      if (confusion && confusion.examples.length < EXAMPLES) confusion.examples.push({ prompt, answer });
    }
  // One report "merged" is that report in the report's order.
  return { items: mergeItems(items), byPattern: mergeReports([{ patterns, confusions: [...confusions.values()] }]) };
}

/** What a student's row keeps besides their totals: every attempt summed, and which attempts the rules first and best count. */
export type StudentTally = {
  attempts: number;
  score: number;
  max: number;
  durationMs: number;
  lastPlayedAt: string;
  first: { id: string; at: string };
  best: { id: string; at: string; fraction: number };
};

/** The tally of a student's attempts (oldest first, at least one). */
export function tallyOf(attempts: readonly Attempt[]): StudentTally {
  const first = attempts[0]!;
  const best = countedAttempts(attempts, 'best')[0]!;
  return {
    attempts: attempts.length,
    score: attempts.reduce((n, a) => n + a.score, 0),
    max: attempts.reduce((n, a) => n + a.max, 0),
    durationMs: attempts.reduce((n, a) => n + a.durationMs, 0),
    lastPlayedAt: attempts.at(-1)!.playedAt,
    first: { id: first.id, at: first.playedAt },
    best: { id: best.id, at: best.playedAt, fraction: fraction(best) },
  };
}
