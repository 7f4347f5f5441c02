import { describe, expect, it } from 'vitest';
import { readSetting } from '../tool-kit/declaration';
import { FREEZE_MS, OPERATIONS, RANGE, question, type Operation } from './logic';
import { settings } from './tool';

const operationsOf = (value: unknown) => readSetting(settings.operations, value);

const operands = (text: string) => text.replace(' =', '').split(/ [+−×÷] /).map(Number) as [number, number];

describe('Math It questions', () => {
  it('use the four operations on operands 1 to 12: subtraction never negative, division exact', () => {
    const seen = new Set<Operation>();
    const wrong: string[] = [];
    for (let seed = 1; seed <= 5000; seed++) {
      const q = question(seed);
      seen.add(q.operation);
      const [a, b] = operands(q.text);
      const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= 12;
      const fine =
        q.operation === 'div'
          ? inRange(b) && inRange(q.answer) && a === b * q.answer
          : inRange(a) && inRange(b) && q.answer === (q.operation === 'add' ? a + b : q.operation === 'sub' ? a - b : a * b) && q.answer >= 0;
      if (!fine) wrong.push(`${seed}: ${q.text} ${q.answer}`);
    }
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual([...OPERATIONS].sort());
  });

  it('offer each side 8 different options with exactly one answer, in the range of the operation (many seeds)', () => {
    const wrong: string[] = [];
    for (let seed = 1; seed <= 5000; seed++) {
      const q = question(seed);
      for (const side of [q.left, q.right]) {
        const fine =
          side.length === 8 &&
          new Set(side).size === 8 &&
          side.filter((n) => n === q.answer).length === 1 &&
          side.every((n) => Number.isInteger(n) && n >= 0 && n <= RANGE[q.operation]);
        if (!fine) wrong.push(`${seed}: ${q.text} ${q.answer} [${side.join(' ')}]`);
      }
    }
    expect(wrong).toEqual([]);
    expect(RANGE).toEqual({ add: 24, sub: 12, mul: 144, div: 12 });
  });

  it('keep to the chosen operations; the same seed asks the same', () => {
    for (let seed = 1; seed <= 200; seed++) expect(['mul', 'div']).toContain(question(seed, ['mul', 'div']).operation);
    expect(question(9)).toEqual(question(9));
    expect(operationsOf('add, div')).toEqual(['add', 'div']);
    expect(operationsOf('nonsense')).toEqual(OPERATIONS);
    expect(operationsOf(undefined)).toEqual(OPERATIONS);
    expect(FREEZE_MS).toBe(2000);
  });

  it('read the equation in words', () => {
    const q = question(5, ['mul']);
    expect(q.spoken).toBe(q.text.replace(' =', '').replace('×', 'times'));
  });
});
