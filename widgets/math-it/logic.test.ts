import { describe, expect, it } from 'vitest';
import { readSetting } from '../tool-kit/declaration';
import { FREEZE_MS, OPERATIONS, RANGE, mathItReducer, question, startMathIt, stepFor, sumOf, type Operation } from './logic';
import { settings } from './tool';

const operationsOf = (value: unknown) => readSetting(settings.operations, value);

const operands = (text: string) => text.replace(' =', '').split(/ [+−×÷] /).map(Number) as [number, number];

describe('Math It questions', () => {
  it('by default, for a 7-year-old: adding and taking away within 20 only, never below zero', () => {
    const seen = new Set<Operation>();
    const wrong: string[] = [];
    for (let seed = 1; seed <= 5000; seed++) {
      const q = question(seed);
      seen.add(q.operation);
      const [a, b] = operands(q.text);
      const fine =
        [a, b, q.answer].every(Number.isInteger) &&
        a >= 1 &&
        b >= 1 &&
        (q.operation === 'add' ? q.answer === a + b && q.answer <= 20 : q.operation === 'sub' && a <= 20 && q.answer === a - b && q.answer >= 0);
      if (!fine) wrong.push(`${seed}: ${q.text} ${q.answer}`);
    }
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual(['add', 'sub']);
  });

  it('set to all four: times tables and exact division on 1 to 12 besides', () => {
    const seen = new Set<Operation>();
    const wrong: string[] = [];
    for (let seed = 1; seed <= 5000; seed++) {
      const q = question(seed, OPERATIONS);
      seen.add(q.operation);
      const [a, b] = operands(q.text);
      const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= 12;
      const fine =
        q.operation === 'div'
          ? inRange(b) && inRange(q.answer) && a === b * q.answer
          : q.operation === 'mul'
            ? inRange(a) && inRange(b) && q.answer === a * b
            : q.answer >= 0 && q.answer <= 20 && q.answer === (q.operation === 'add' ? a + b : a - b);
      if (!fine) wrong.push(`${seed}: ${q.text} ${q.answer}`);
    }
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual([...OPERATIONS].sort());
  });

  it('say what to do in the words of the question on screen: never a sum for a take-away', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const q = question(seed);
      const step = stepFor(q);
      expect(step).toBe(`What is ${q.spoken}? Tap the answer on your side first!`);
      expect(step).toContain(q.operation === 'add' ? ' plus ' : ' minus ');
      expect(step).not.toMatch(/\bsum\b/);
    }
    expect(stepFor(null)).toBe('Tap the right answer on your side first!');
  });

  it('offer each side 8 different options with exactly one answer, in the range of the operation (many seeds)', () => {
    const wrong: string[] = [];
    for (let seed = 1; seed <= 5000; seed++) {
      const q = question(seed, OPERATIONS);
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
    expect(RANGE).toEqual({ add: 20, sub: 20, mul: 144, div: 12 });
  });

  it('keep to the chosen operations; the same seed asks the same', () => {
    for (let seed = 1; seed <= 200; seed++) expect(['mul', 'div']).toContain(question(seed, ['mul', 'div']).operation);
    expect(question(9)).toEqual(question(9));
    expect(operationsOf('add, div')).toEqual(['add', 'div']);
    expect(operationsOf('nonsense')).toEqual(['add', 'sub']);
    expect(operationsOf(undefined)).toEqual(['add', 'sub']);
    expect(FREEZE_MS).toBe(2000);
  });

  it('read the equation in words', () => {
    const q = question(5, ['mul']);
    expect(q.spoken).toBe(q.text.replace(' =', '').replace('×', 'times'));
  });
});

describe('the match as the view holds it (mathItReducer)', () => {
  const operations: Operation[] = ['add'];
  const asked = mathItReducer(startMathIt(), { type: 'ask', seed: 4, operations });
  const q = asked.question!;
  const right = q.left.indexOf(q.answer);
  const wrong = q.left.findIndex((n) => n !== q.answer);
  const pick = (index: number, freeze = false) => ({ type: 'pick', player: 0, index, freeze, seed: 9, operations }) as const;

  it('asks the question of its seed; a pick before that changes nothing', () => {
    expect(q).toEqual(question(4, operations));
    expect(sumOf(q)).toMatch(/^\d+ \+ \d+$/);
    const start = startMathIt();
    expect(mathItReducer(start, pick(0))).toBe(start);
  });

  it("a right answer asks the next question from the action's seed", () => {
    const after = mathItReducer(asked, pick(right));
    expect(after.last).toEqual({ player: 0, outcome: 'right', chosen: q.answer });
    expect(after.question).toEqual(question(9, operations));
    expect(after.tried).toEqual([[], []]);
  });

  it('a wrong answer is crossed out on that side only, and picking it again changes nothing', () => {
    const after = mathItReducer(asked, pick(wrong));
    expect(after.last).toEqual({ player: 0, outcome: 'wrong', chosen: q.left[wrong] });
    expect(after.tried).toEqual([[wrong], []]);
    expect(after.question).toBe(q);
    expect(mathItReducer(after, pick(wrong))).toBe(after);
  });

  it('set to freeze, a wrong answer freezes and crosses nothing out', () => {
    const after = mathItReducer(asked, pick(wrong, true));
    expect(after.last!.outcome).toBe('freeze');
    expect(after.tried).toEqual([[], []]);
  });
});
