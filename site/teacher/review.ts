// Spaced review in the player: a round's words with the due review words mixed in (a class's
// student gets theirs from the play answer; anonymous play keeps its own on this device), by the
// schedule of phonics/review.ts.
import { dueWords, LESSON_ROUND, mixReview, recordGame, reviewWord, type ReviewBook } from '../../phonics/review';
import { lessonWords, loadLesson } from '../../widgets/tool-kit/lesson-words';

/** What a game plays: the element's attributes, and the words of its round where review words were mixed in. */
export type Round = { attributes: Record<string, string>; words?: string[] };

/** A word list in an attribute as the activity writes it: one a line (commas too, as the tools read it). */
const listOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter(Boolean);

/** `count` words of a lesson, drawn at random from those every word game can play. */
async function lessonRound(lesson: number, count: number, random: () => number): Promise<string[]> {
  const words = lessonWords(await loadLesson(lesson), (word) => reviewWord(word) === word);
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [words[i], words[j]] = [words[j]!, words[i]!];
  }
  return words.slice(0, count);
}

/**
 * The round of a word game with review words mixed into its `words` (at most a third of it): at
 * once for a teacher's list; for a lesson played instead, once a round of its words has loaded
 * (without them, the game plays as it is). Anything else plays as it is.
 */
export function reviewRound(attributes: Record<string, string>, review: readonly string[], random: () => number = Math.random): Round | Promise<Round> {
  // A game scoring only the teacher's chosen targets (Whack-a-mole's) could lose one to a review word.
  if (!review.length || attributes.targets?.trim()) return { attributes };
  const typed = listOf(attributes.words ?? '');
  const mixed = (words: string[]): Round => {
    const round = mixReview(words, review, random);
    return { attributes: { ...attributes, words: round.join('\n') }, words: round };
  };
  if (typed.length) return mixed(typed);
  const lesson = Number(attributes.lesson);
  if (!('words' in attributes) || !Number.isInteger(lesson) || lesson < 1) return { attributes };
  return lessonRound(lesson, LESSON_ROUND, random).then(mixed, () => ({ attributes }));
}

// ---- Anonymous play: the review kept on this device --------------------------------------------

/** The words a device keeps under review for one activity at most: the longest waiting stay. */
const KEPT_WORDS = 200;

const keyOf = (place: string) => `verse.review.${place}`;

/** The review kept on this device for one place (a share code's activity), or none. */
function bookOf(place: string): ReviewBook {
  try {
    const book = JSON.parse(localStorage.getItem(keyOf(place)) ?? '{}') as unknown;
    return typeof book === 'object' && book !== null && !Array.isArray(book) ? (book as ReviewBook) : {};
  } catch {
    return {};
  }
}

/** The words due now of the review this device keeps for `place`. */
export const dueOnDevice = (place: string, at: number): string[] => dueWords(bookOf(place), at);

/** A finished game's readings, kept on this device for `place` (works offline: nothing is sent). */
export function keepOnDevice(place: string, items: readonly { prompt: string; right: boolean }[], at: number): void {
  const book = recordGame(bookOf(place), items, at);
  const kept = Object.fromEntries(
    Object.entries(book)
      .sort(([, a], [, b]) => a.due - b.due)
      .slice(0, KEPT_WORDS),
  );
  try {
    localStorage.setItem(keyOf(place), JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, full): the review starts again next time.
  }
}
