// Math It's rules, pure: questions of the four operations on 1 to 12, and each side's eight options.
import { seededRandom, shuffled } from '../tool-kit/random';
import { settings } from './tool';

export const OPERATIONS = settings.operations.values;
export type Operation = (typeof OPERATIONS)[number];
const SIGNS: Record<Operation, string> = { add: '+', sub: '−', mul: '×', div: '÷' };
const WORDS: Record<Operation, string> = { add: 'plus', sub: 'minus', mul: 'times', div: 'divided by' };
export const FREEZE_MS = 2000;
const OPTIONS = 8;
/** The largest distractor: 144 for multiplication, 24 for addition, 12 otherwise. */
export const RANGE: Record<Operation, number> = { add: 24, sub: 12, mul: 144, div: 12 };

/** A question: the equation as shown and as read, its answer, and each player's options. */
export type Question = { operation: Operation; text: string; spoken: string; answer: number; left: number[]; right: number[] };

const pick = (random: () => number, from: number, to: number) => from + Math.floor(random() * (to - from + 1));

/**
 * Eight different numbers in a random order: the answer and seven distractors from the
 * operation's range, drawn from the numbers nearest the answer (the tempting ones).
 */
function optionsFor(answer: number, operation: Operation, random: () => number): number[] {
  const low = operation === 'sub' ? 0 : 1;
  const candidates: number[] = [];
  for (let n = low; n <= RANGE[operation]; n++) if (n !== answer) candidates.push(n);
  candidates.sort((a, b) => Math.abs(a - answer) - Math.abs(b - answer) || random() - 0.5);
  const near = candidates.slice(0, 12);
  const out = [answer];
  while (out.length < OPTIONS) out.push(near.splice(Math.floor(random() * near.length), 1)[0]!);
  return shuffled(out, random);
}

/**
 * A question of one of `operations`, operands 1 to 12: subtraction never goes below zero and
 * division is exact (the divisor and the answer are 1 to 12).
 */
export function question(seed: number, operations: readonly Operation[] = OPERATIONS): Question {
  const random = seededRandom(seed);
  const operation = operations[Math.floor(random() * operations.length)]!;
  let a = pick(random, 1, 12);
  let b = pick(random, 1, 12);
  if (operation === 'sub' && b > a) [a, b] = [b, a];
  if (operation === 'div') a *= b;
  const answer = operation === 'add' ? a + b : operation === 'sub' ? a - b : operation === 'mul' ? a * b : a / b;
  return {
    operation,
    text: `${a} ${SIGNS[operation]} ${b} =`,
    spoken: `${a} ${WORDS[operation]} ${b}`,
    answer,
    left: optionsFor(answer, operation, random),
    right: optionsFor(answer, operation, random),
  };
}
