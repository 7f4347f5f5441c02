// The rules of Alphabet Sequencing, free of the DOM: the texts, a generated text from a seed, and
// finding a to z in order (each letter the first unused one after the previous correct letter).
import type { SettingValue } from '../tool-kit/declaration';
import { seededRandom as random } from '../tool-kit/random';
import type { settings } from './tool';

export const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
export const LETTER_COUNT = 26;

/** The `source` and `case` settings. */
export type Source = SettingValue<typeof settings.source>;
export type Case = SettingValue<typeof settings.case>;

/** Two short passages in which a to z can be found in order. */
export const TEXTS: Record<'text1' | 'text2', string> = {
  text1:
    'A big cat danced on the path. For a game, she hid in a jumbo kettle. ' +
    'Later, my nephew opened a quiet room, sat under a vast window and saw an extra yellow puzzle.',
  text2:
    'Sam and Bob cooked red eggs for Gran. Then Hal invited Jo to a kite lesson. ' +
    'Mum and Nan opened a parcel: a quilt! Rex sat on it, but Val was excited. Yes, a lazy day.',
};


export const newSeed = (): number => Math.floor(Math.random() * 2 ** 32);

const VOWELS = 'aeiou';
const CONSONANTS = 'bcdfghjklmnprstvwy';

/**
 * A text of pseudo-words from `seed`: 26 words of 3 to 5 letters, the n-th holding the n-th letter
 * of the alphabet, in order, with 90 random letters besides, made into words of 3 to 5 letters and
 * mixed in between. The 26 words keep their order, so a to z can always be found.
 */
export function generateText(seed: number): string {
  const next = random(seed);
  const pick = (from: string) => from[Math.floor(next() * from.length)]!;
  const length = () => 3 + Math.floor(next() * 3);
  const word = (n: number) => Array.from({ length: n }, (_, i) => pick(i % 2 ? VOWELS : CONSONANTS)).join('');
  const keys = [...ALPHABET].map((letter) => {
    const letters = [...word(length())];
    letters[Math.floor(next() * letters.length)] = letter;
    return letters.join('');
  });
  const extras: string[] = [];
  let left = 90;
  while (left > 0) {
    const n = left <= 5 ? left : Math.min(length(), left - 3);
    extras.push([...Array(n)].map(() => pick(ALPHABET)).join(''));
    left -= n;
  }
  // Each extra word goes before a random key word (or at the end).
  const slots: string[][] = keys.map(() => []);
  const tail: string[] = [];
  for (const extra of extras) {
    const at = Math.floor(next() * (keys.length + 1));
    (at === keys.length ? tail : slots[at]!).push(extra);
  }
  return keys.flatMap((key, i) => [...slots[i]!, key]).concat(tail).join(' ');
}

export function textOf(source: Source, seed: number): string {
  return source === 'generated' ? generateText(seed) : TEXTS[source];
}

export const isLetter = (ch: string): boolean => /^[a-z]$/i.test(ch);

/** Positions of the letters in `text`, in order. */
export function letterPositions(text: string): number[] {
  return [...text].flatMap((ch, i) => (isLetter(ch) ? [i] : []));
}

/** Progress: the positions of the letters found (a first), and the wrong picks. */
export type Progress = { found: readonly number[]; wrong: readonly number[] };
export const startProgress = (): Progress => ({ found: [], wrong: [] });

/** The letter to find next, or null when z is found. */
export function nextLetter(progress: Progress): string | null {
  return ALPHABET[progress.found.length] ?? null;
}

/** Where the next letter must be picked: its first occurrence after the previous correct letter. */
export function target(text: string, progress: Progress): number {
  const letter = nextLetter(progress);
  if (!letter) return -1;
  const after = progress.found.length ? progress.found[progress.found.length - 1]! : -1;
  for (let i = after + 1; i < text.length; i++) if (text[i]!.toLowerCase() === letter) return i;
  return -1;
}

export type PickOutcome = 'correct' | 'wrong' | 'ignored';

/** Picks the character at `position`: correct at the target, wrong elsewhere; a found letter is ignored. */
export function pick(text: string, progress: Progress, position: number): { outcome: PickOutcome; progress: Progress } {
  if (!isLetter(text[position] ?? '') || progress.found.includes(position) || isDone(progress)) return { outcome: 'ignored', progress };
  if (position === target(text, progress)) return { outcome: 'correct', progress: { ...progress, found: [...progress.found, position] } };
  if (progress.wrong.includes(position)) return { outcome: 'wrong', progress };
  return { outcome: 'wrong', progress: { ...progress, wrong: [...progress.wrong, position] } };
}

export const isDone = (progress: Progress): boolean => progress.found.length === LETTER_COUNT;

/** True when a to z can be found in order in `text`. */
export function completable(text: string): boolean {
  let progress = startProgress();
  while (!isDone(progress)) {
    const at = target(text, progress);
    if (at < 0) return false;
    progress = pick(text, progress, at).progress;
  }
  return true;
}

export const PARTICLES = 150;

/** A letter as the child sees it, in the case asked for. */
export const inCase =
  (letterCase: Case) =>
  (ch: string): string =>
    letterCase === 'upper' ? ch.toUpperCase() : ch.toLowerCase();

/**
 * A round as the view holds it: the seed of its text, how many rounds came before (Play again on a
 * passage is a new round of the same text), the text the progress was made on, the progress, and
 * what the last pick said (a wrong one: which letter to look for), on screen until the next pick.
 */
export type Sequencing = { seed: number; round: number; text: string | null; progress: Progress; said: string };

export type SequencingAction = { type: 'pick'; text: string; position: number; letterCase: Case } | { type: 'restart'; seed: number };

export const startSequencing = (seed: number, round = 0): Sequencing => ({ seed, round, text: null, progress: startProgress(), said: '' });

/** The progress on `text`: none yet when the round's progress was made on another text (the setting changed). */
export const progressOn = (state: Sequencing, text: string): Progress => (state.text === text ? state.progress : startProgress());

/** A found letter or a gap changes nothing (the same state); Play again and Start Over restart with a new seed. */
export function sequencingReducer(state: Sequencing, action: SequencingAction): Sequencing {
  if (action.type === 'restart') return startSequencing(action.seed, state.round + 1);
  const { text, position } = action;
  const { outcome, progress } = pick(text, progressOn(state, text), position);
  if (outcome === 'ignored') return state;
  const shown = inCase(action.letterCase);
  const found = progress.found.length;
  const said = outcome === 'wrong' ? wrongPickText(shown(text[position]!), shown(nextLetter(progress)!), found ? shown(ALPHABET[found - 1]!) : null) : '';
  return { ...state, text, progress, said };
}

/**
 * What a wrong pick says, on screen and aloud: which letter to look for. A later copy of the right
 * letter is not the one either: the first one after the letter found last is.
 */
export function wrongPickText(picked: string, next: string, previous: string | null): string {
  if (picked.toLowerCase() !== next.toLowerCase()) return `That is ${picked}. Look for ${next}.`;
  return previous ? `Not that ${picked}. Look for the first ${next} after ${previous}.` : `Not that ${picked}. Look for the first ${next} in the text.`;
}
