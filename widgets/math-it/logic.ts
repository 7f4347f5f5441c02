// Math It's rules, pure: questions (adding and taking away within 20, times tables and division to
// 12), and each side's eight options.
import { seededRandom, shuffled } from '../tool-kit/random';
import { settings } from './tool';

export const OPERATIONS = settings.operations.values;
export type Operation = (typeof OPERATIONS)[number];
const SIGNS: Record<Operation, string> = { add: '+', sub: '−', mul: '×', div: '÷' };
const WORDS: Record<Operation, string> = { add: 'plus', sub: 'minus', mul: 'times', div: 'divided by' };
export const FREEZE_MS = 2000;
const OPTIONS = 8;
/** Adding and taking away stay within this: a sum up to 20, a take-away from 20 or less. */
const WITHIN = 20;
/** The largest distractor: 144 for multiplication, 20 for adding and taking away, 12 for division. */
export const RANGE: Record<Operation, number> = { add: WITHIN, sub: WITHIN, mul: 144, div: 12 };

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
 * A question of one of `operations`: adding within 20 (the sum at most 20), taking away from 20 or
 * less (never below zero), times tables 1 to 12, and exact division (the divisor and the answer 1
 * to 12).
 */
export function question(seed: number, operations: readonly Operation[] = settings.operations.default): Question {
  const random = seededRandom(seed);
  const operation = operations[Math.floor(random() * operations.length)]!;
  let a = pick(random, 1, 12);
  let b = pick(random, 1, 12);
  if (operation === 'add') {
    a = pick(random, 1, WITHIN - 1);
    b = pick(random, 1, WITHIN - a);
  }
  if (operation === 'sub') {
    a = pick(random, 1, WITHIN);
    b = pick(random, 1, a);
  }
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

/** What to do while the match runs, in the words of the question on screen: "What is 7 minus 3? …". */
export const stepFor = (q: Pick<Question, 'spoken'> | null): string =>
  q ? `What is ${q.spoken}? Tap the answer on your side first!` : 'Tap the right answer on your side first!';

/** The question as the child sees it, without its equals sign: "7 + 5". */
export const sumOf = (q: Pick<Question, 'text'>): string => q.text.replace(/ =$/, '');

/**
 * The match as the view holds it: the question on screen (none before Start), each side's options
 * tried wrongly on it, and what the last pick did: right (the next question is asked), wrong
 * (crossed out on that side) or a freeze (when wrong answers freeze).
 */
export type MathIt = {
  question: Question | null;
  tried: [number[], number[]];
  last: { player: 0 | 1; outcome: 'right' | 'wrong' | 'freeze'; chosen: number } | null;
};

/** `seed` and `operations` make the next question: at Start, or after a right answer. */
export type MathItAction =
  | { type: 'ask'; seed: number; operations: readonly Operation[] }
  | { type: 'pick'; player: 0 | 1; index: number; freeze: boolean; seed: number; operations: readonly Operation[] };

export const startMathIt = (): MathIt => ({ question: null, tried: [[], []], last: null });

/** A pick before Start, off the side's options or on one already crossed out changes nothing. */
export function mathItReducer(state: MathIt, action: MathItAction): MathIt {
  if (action.type === 'ask') return { question: question(action.seed, action.operations), tried: [[], []], last: null };
  const { question: q, tried } = state;
  const { player, index } = action;
  if (!q) return state;
  const chosen = (player === 0 ? q.left : q.right)[index];
  if (chosen === undefined || tried[player].includes(index)) return state;
  if (chosen === q.answer) return { question: question(action.seed, action.operations), tried: [[], []], last: { player, outcome: 'right', chosen } };
  if (action.freeze) return { ...state, last: { player, outcome: 'freeze', chosen } };
  const after: [number[], number[]] = [...tried];
  after[player] = [...tried[player], index];
  return { question: q, tried: after, last: { player, outcome: 'wrong', chosen } };
}
