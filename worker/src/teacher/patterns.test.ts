import { describe, expect, it } from 'vitest';
import { confusionsOf, judges, memoisedAnalyser, mergeReports, patternColumns, patternReport } from './patterns';
import { analysableWord as wordOf } from '../../../phonics/patterns';

const item = (prompt: string, right: boolean, answer = right ? 'right' : 'not yet') => ({ prompt, answer, right });

describe('results by pattern', () => {
  it('count the games that judge answers: a spin or tiles built freely are listed, not totalled', () => {
    expect(['whack-a-mole', 'anagram', 'ice-fishers', 'sort-categories', 'sentence-sense'].every(judges)).toBe(true);
    expect(['spinner-wheel', 'letter-tiles'].some(judges)).toBe(false);
  });


  it('totals each pattern of the words played, right and tried; sentences, numbers and “Answer 3” are not analysed', () => {
    const report = patternReport(
      [{ items: [item('ship', false, 'sip'), item('Chop', true), item('shed', true), item('The cat sat.', false), item('Answer 3', false), item('12', true)] }, { items: [item('ship', true)] }],
      memoisedAnalyser(),
    );
    const total = Object.fromEntries(report.patterns.map((t) => [t.pattern, `${t.right} of ${t.tried}`]));
    expect(total).toEqual({ 'digraph-sh': '2 of 3', 'short-i': '1 of 2', 'digraph-ch': '1 of 1', 'short-o': '1 of 1', 'short-e': '1 of 1' });
  });

  it('lists the weakest first (then the most tried, then in teaching order), the strongest last', () => {
    const report = patternReport([{ items: [item('ship', false), item('chop', true), item('chin', false), item('thin', true), item('thud', true), item('much', true)] }], memoisedAnalyser());
    expect(report.patterns.map((t) => `${t.pattern} ${t.right}/${t.tried}`)).toEqual([
      'digraph-sh 0/1',
      'short-i 1/3',
      'digraph-ch 2/3',
      'short-u 2/2',
      'digraph-th 2/2',
      'short-o 1/1',
    ]);
    expect(patternColumns(report)).toEqual(['short-i', 'short-o', 'short-u', 'digraph-sh', 'digraph-th', 'digraph-ch']);
  });

  it('the class’s report is its students’ added up: the same as one report of all their attempts', () => {
    const analyse = memoisedAnalyser();
    const ava = [{ items: [item('ship', false, 'sip'), item('bed', false, 'deb'), item('thin', true)] }];
    const ben = [{ items: [item('ship', false, 'sip'), item('chop', true), item('dig', false, 'big')] }, { items: [item('shed', false, 'sed')] }];
    expect(mergeReports([patternReport(ava, analyse), patternReport(ben, analyse)])).toEqual(patternReport([...ava, ...ben], analyse));
    expect(mergeReports([])).toEqual({ patterns: [], confusions: [] });
  });

  it('analyses each distinct word once, and no more distinct words than its limit', () => {
    const analyse = memoisedAnalyser();
    const first = analyse('ship');
    expect(analyse('ship')).toBe(first);
    const small = memoisedAnalyser(1);
    expect(small('ship')?.patterns).toEqual(['digraph-sh', 'short-i']);
    expect(small('chop')).toBeNull();
    expect(small('ship')?.patterns).toEqual(['digraph-sh', 'short-i']);
  });

  it('a word is one word of the letters a to z', () => {
    expect([wordOf(' Ship '), wordOf('ice cream'), wordOf("can't"), wordOf('Answer 1'), wordOf('a'.repeat(31))]).toEqual(['ship', null, null, null, null]);
  });
});

describe('confusions', () => {
  const analyse = memoisedAnalyser();
  const of = (word: string, answer: string) => confusionsOf(word, answer, analyse(word)!).map((c) => `${c.kind} ${c.letters}`);

  it('names b/d reversals, short e/i swaps and a missing digraph where the answer shows them', () => {
    expect(of('bed', 'deb')).toEqual(['b-d b/d']);
    expect(of('dab', 'bad')).toEqual(['b-d b/d']);
    expect(of('pen', 'pin')).toEqual(['short-e-i e/i']);
    expect(of('ship', 'sip')).toEqual(['missing-digraph sh']);
    expect(of('catch', 'cach')).toEqual(['missing-digraph tch']);
    expect(of('chest', 'shist')).toEqual(['missing-digraph ch']);
  });

  it('names nothing for a placeholder, the word itself, another slip, or e/i in a word without a short e or i', () => {
    expect(of('ship', 'not yet')).toEqual([]);
    expect(of('ship', 'right')).toEqual([]);
    expect(of('ship', 'SHIP')).toEqual([]);
    expect(of('bed', 'bad')).toEqual([]);
    expect(of('ship', 'x')).toEqual([]);
    expect(of('ship', 'elephant')).toEqual([]);
    expect(of('bike', 'bika')).toEqual([]);
    expect(of('these', 'thise')).toEqual([]);
  });

  it('are counted over the wrong answers of a report, the most frequent first, with up to three examples', () => {
    const report = patternReport(
      [{ items: [item('bed', false, 'deb'), item('dig', false, 'big'), item('dog', false, 'bog'), item('dip', false, 'bip'), item('dip', false, 'bip'), item('ship', false, 'sip'), item('bed', true, 'bed')] }],
      analyse,
    );
    expect(report.confusions).toEqual([
      { kind: 'b-d', letters: 'b/d', count: 5, examples: [{ prompt: 'bed', answer: 'deb' }, { prompt: 'dig', answer: 'big' }, { prompt: 'dog', answer: 'bog' }] },
      { kind: 'missing-digraph', letters: 'sh', count: 1, examples: [{ prompt: 'ship', answer: 'sip' }] },
    ]);
  });
});
