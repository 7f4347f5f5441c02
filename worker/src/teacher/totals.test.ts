import { describe, expect, it } from 'vitest';
import { itemReport, summarise, type Attempt } from './logic';
import { memoisedAnalyser, patternReport } from './patterns';
import { fromTotals, tallyOf, totalsOf } from './totals';

const item = (prompt: string, answer: string) => ({ prompt, answer, right: prompt === answer });
const attempt = (i: number, score: number, items: Attempt['items']): Attempt => ({ id: `r${i}`, studentId: 's', score, max: items.length, durationMs: 1000 * i, playedAt: `2031-01-01T10:0${i}:00.000Z`, items });

// Ship is asked first but missed only later, so examples by first time missed differ from examples by first prompt.
const attempts = [
  attempt(1, 2, [item('ship', 'ship'), item('bed', 'deb'), item('thin', 'thin')]),
  attempt(2, 1, [item('chop', 'chop'), item('dig', 'big'), item('bed', 'deb'), item('ship', 'sip')]),
  attempt(3, 3, [item('dog', 'bog'), item('bud', 'dub'), item('pen', 'pin'), item('ship', 'shp'), item('chest', 'cest')]),
  attempt(4, 3, [item('bad', 'dab'), item('ship', 'ship'), item('The cat sat.', 'x')]),
];

describe('stored totals', () => {
  it('are a fresh analysis of every attempt: items, patterns, confusions and their first examples', () => {
    const analyse = memoisedAnalyser();
    const stored = fromTotals(totalsOf(attempts, analyse));
    expect(stored).toEqual({ items: itemReport(attempts), byPattern: patternReport(attempts, analyse) });
    expect(stored.byPattern.confusions.find((c) => c.kind === 'b-d')).toEqual({
      kind: 'b-d',
      letters: 'b/d',
      count: 6,
      examples: [
        { prompt: 'bed', answer: 'deb' },
        { prompt: 'dig', answer: 'big' },
        { prompt: 'dog', answer: 'bog' },
      ],
    });
  });

  it('added a result at a time are the same rows as made from all of them at once', () => {
    const rows = new Map<string, ReturnType<typeof totalsOf>[number]>();
    const examples = new Map<string, number>();
    for (const one of attempts)
      for (const row of totalsOf([one])) {
        const id = `${row.kind}\n${row.key}\n${row.detail}`;
        if (row.kind === 'example' && (rows.has(id) || (examples.get(row.key) ?? 0) >= 3)) continue;
        if (row.kind === 'example') examples.set(row.key, (examples.get(row.key) ?? 0) + 1);
        const had = rows.get(id);
        rows.set(id, had ? { ...had, correct: had.correct + row.correct, tried: had.tried + row.tried } : row);
      }
    const sorted = (list: Iterable<ReturnType<typeof totalsOf>[number]>) => [...list].map((r) => `${r.kind} ${r.key} ${r.detail} ${r.correct}/${r.tried}`).sort();
    expect(sorted(rows.values())).toEqual(sorted(totalsOf(attempts)));
    // Each confusion's examples in the same order (the report reads them in the order stored).
    const examplesByKey = (list: Iterable<ReturnType<typeof totalsOf>[number]>) => [...list].filter((r) => r.kind === 'example').reduce<Record<string, string[]>>((by, r) => ({ ...by, [r.key]: [...(by[r.key] ?? []), r.detail] }), {});
    expect(examplesByKey(rows.values())).toEqual(examplesByKey(totalsOf(attempts)));
  });

  it('keep every attempt summed and which ones the rules first and best count', () => {
    const tally = tallyOf(attempts);
    expect(tally).toEqual({ attempts: 4, score: 9, max: 15, durationMs: 10_000, lastPlayedAt: '2031-01-01T10:04:00.000Z', first: { id: 'r1', at: attempts[0]!.playedAt }, best: { id: 'r4', at: attempts[3]!.playedAt, fraction: 1 } });
    expect(summarise(attempts, 'every')).toMatchObject({ attempts: tally.attempts, score: tally.score / 4, max: tally.max / 4 });
  });
});
