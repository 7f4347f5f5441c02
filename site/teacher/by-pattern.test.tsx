// @vitest-environment happy-dom
// Results by pattern as a teacher reads them: lesson titles, the weakest and the strongest, the
// confusions in a tutor's words, and the class grid as a real table with its numbers in every cell.
import { afterEach, describe, expect, it } from 'vitest';
import type { ByPattern } from '../../contract/teacher';
import { failOnReactErrors, render, unmount } from '../../widgets/runtime/testing';
import { bandOf, confusionText, gridPatterns, patternTitle, weakestAndStrongest } from './by-pattern';
import { ClassGrid, PatternSummary } from './ByPattern';

failOnReactErrors();
afterEach(unmount);

const total = (pattern: string, right: number, tried: number) => ({ pattern, right, tried }) as ByPattern['patterns'][number];
const text = (root: ParentNode | null) => root?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('by pattern, in words', () => {
  it('names a pattern by its lesson’s plain title, and by its id where the lesson teaches several', () => {
    expect([patternTitle('digraph-sh'), patternTitle('short-a'), patternTitle('digraph-ph'), patternTitle('team-ow-long')]).toEqual(['sh', 'Short a', 'wh, ph: digraph-ph', 'oa, oe, ow (snow): team-ow-long']);
  });

  it('takes the weakest from the front of the list and the strongest from its end, never the same one twice', () => {
    const list = [total('digraph-sh', 0, 2), total('digraph-ch', 1, 3), total('short-i', 3, 4), total('short-o', 2, 2), total('digraph-th', 5, 5)];
    const { weakest, strongest } = weakestAndStrongest(list);
    expect(weakest.map((t) => t.pattern)).toEqual(['digraph-sh', 'digraph-ch', 'short-i']);
    expect(strongest.map((t) => t.pattern)).toEqual(['digraph-th', 'short-o']);
    // All right: nothing is called weakest.
    expect(weakestAndStrongest([total('short-a', 2, 2), total('short-i', 1, 1)])).toEqual({ weakest: [], strongest: [total('short-i', 1, 1), total('short-a', 2, 2)] });
    expect(weakestAndStrongest([total('short-a', 0, 1)])).toEqual({ weakest: [total('short-a', 0, 1)], strongest: [] });
  });

  it('says each confusion as a tutor would, with the answers that show it', () => {
    expect(confusionText({ kind: 'b-d', letters: 'b/d', count: 2, examples: [{ prompt: 'bed', answer: 'deb' }, { prompt: 'dig', answer: 'big' }] })).toBe('b and d reversed twice (bed as deb, dig as big)');
    expect(confusionText({ kind: 'short-e-i', letters: 'e/i', count: 1, examples: [{ prompt: 'pen', answer: 'pin' }] })).toBe('Short e and i mixed up once (pen as pin)');
    expect(confusionText({ kind: 'missing-digraph', letters: 'sh', count: 4, examples: [{ prompt: 'ship', answer: 'sip' }] })).toBe('sh left out 4 times (ship as sip)');
  });

  it('bands a share right: 80% secure, 50% growing, below that not yet; the grid’s columns come in teaching order', () => {
    expect([bandOf(4, 5), bandOf(3, 4), bandOf(1, 2), bandOf(1, 3), bandOf(0, 1)]).toEqual(['secure', 'growing', 'growing', 'not-yet', 'not-yet']);
    expect(gridPatterns([{ byPattern: { patterns: [total('digraph-ch', 1, 1), total('short-i', 1, 1)], confusions: [] } }, { byPattern: { patterns: [total('short-a', 0, 1)], confusions: [] } }])).toEqual(['short-a', 'short-i', 'digraph-ch']);
  });
});

describe('on screen', () => {
  const cleo: ByPattern = { patterns: [total('digraph-sh', 0, 1), total('short-i', 1, 2), total('digraph-th', 1, 1)], confusions: [{ kind: 'missing-digraph', letters: 'sh', count: 1, examples: [{ prompt: 'ship', answer: 'sip' }] }] };
  const ava: ByPattern = { patterns: [total('short-i', 2, 2), total('digraph-sh', 1, 1)], confusions: [] };
  const klass: ByPattern = { patterns: [total('digraph-sh', 1, 2), total('short-i', 3, 4), total('digraph-th', 1, 1)], confusions: cleo.confusions };

  it('the summary names the weakest, the strongest and what the answers show', () => {
    const page = render(<PatternSummary byPattern={klass} who="the class" />);
    expect([...page.querySelectorAll('.pattern-line')].map(text)).toEqual(['Weakest: sh 1 of 2 · Short i 3 of 4', 'Strongest: th 1 of 1', 'What the answers show:']);
    expect(text(page.querySelector('.confusions'))).toBe('sh left out once (ship as sip)');
  });

  it('the class grid is a table of students by patterns, each cell its numbers and its colour, a legend and the class at its foot', () => {
    const page = render(<ClassGrid title="Room 4 · Digraph words" students={[{ id: 'a', name: 'Ava', byPattern: ava }, { id: 'c', name: 'Cleo', byPattern: cleo }]} byPattern={klass} />);
    const table = page.querySelector('table')!;
    expect(text(table.querySelector('caption'))).toBe('Room 4 · Digraph words: right of tried for each pattern, in each student’s counted attempts');
    expect([...table.querySelectorAll('thead th')].map((th) => [th.getAttribute('scope'), text(th)])).toEqual([
      ['col', 'Student'],
      ['col', 'Short i short-i'],
      ['col', 'sh digraph-sh'],
      ['col', 'th digraph-th'],
    ]);
    const rows = [...table.querySelectorAll('tbody tr, tfoot tr')].map((tr) => [...tr.children].map(text));
    expect(rows).toEqual([
      ['Ava', '2/2', '1/1', '— not tried'],
      ['Cleo', '1/2', '0/1', '1/1'],
      ['Whole class', '3/4', '1/2', '1/1'],
    ]);
    expect([...table.querySelectorAll('tbody th')].every((th) => th.getAttribute('scope') === 'row')).toBe(true);
    expect([...table.querySelectorAll('tbody tr')[1]!.querySelectorAll('td')].map((td) => td.className)).toEqual(['pattern-cell band-growing', 'pattern-cell band-not-yet', 'pattern-cell band-secure']);
    expect([...page.querySelectorAll('.grid-legend li')].map(text)).toEqual(['80% or more right', '50% to 79% right', 'Under 50% right', '— Not tried']);
    expect(page.querySelector('button')?.textContent).toBe('Print grid');
  });

  it('before any word is played, the grid says it fills in as students play', () => {
    const page = render(<ClassGrid title="Room 4" students={[]} byPattern={{ patterns: [], confusions: [] }} />);
    expect(text(page)).toBe('The grid by pattern fills in as students play words.');
    expect(page.querySelector('table')).toBeNull();
  });
});
