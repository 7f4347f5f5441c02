// Spaced review in a word game: a round's words with the due review words mixed in (a teacher's
// class's student gets theirs from the play answer; anonymous play, a share code's or an embed's,
// keeps its own on this device), by the schedule of phonics/review.ts. Loaded apart from any
// tool's first screen: the teacher's player and the embed page import it.
import { dueWords, LESSON_ROUND, mixReview, recordGame, reviewWord, type ReviewBook } from '../../phonics/review';
import { lessonWords, loadLesson } from './lesson-words';
import type { ResultDetail } from './results';

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
 * The round of a word game (the caller knows it is one) with review words mixed into its `words`
 * (at most a third of it): at
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
  if (!Number.isInteger(lesson) || lesson < 1) return { attributes };
  return lessonRound(lesson, LESSON_ROUND, random).then(mixed, () => ({ attributes }));
}

// ---- Anonymous play: the review kept on this device --------------------------------------------

/** The words a device keeps under review for one activity at most: the longest waiting stay. */
const KEPT_WORDS = 200;

const keyOf = (place: string) => `verse.review.${place}`;

/** The review kept on this device for one place (a share code's activity, an embed's tool and words), or none. */
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

// ---- An embed's review -------------------------------------------------------------------------

/** A short, stable name for a teacher's word list (FNV-1a): an embed's review is its own list's. */
function listName(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * A word game on an embed page (`/embed/<tool>?words=…` or `?lesson=n`) reviews on this device:
 * the words it missed come back mixed into its round (at most a third) when due, per tool and its
 * lesson or word list; its own built-in lists play as they are. Each round's readings are the
 * `score` events that name their word (`prompt`). Returns what stops it.
 */
export function startEmbedReview(element: HTMLElement, tool: string, now: () => number = Date.now): () => void {
  const words = element.getAttribute('words') ?? '';
  const lesson = Number(element.getAttribute('lesson'));
  const place = words.trim() ? `embed.${tool}.words-${listName(words.trim())}` : Number.isInteger(lesson) && lesson >= 1 ? `embed.${tool}.lesson-${lesson}` : '';
  if (!place) return () => {};
  const attributes = Object.fromEntries(['words', 'lesson', 'targets'].flatMap((name) => (element.hasAttribute(name) ? [[name, element.getAttribute(name)!]] : [])));
  const due = dueOnDevice(place, now());
  if (due.length) {
    void Promise.resolve(reviewRound(attributes, due)).then((round) => {
      if (round.words) element.setAttribute('words', round.words.join('\n'));
    });
  }
  let items: { prompt: string; right: boolean }[] = [];
  const onScore = (event: Event) => {
    const detail = (event as CustomEvent<Partial<ResultDetail>>).detail;
    const right = detail.success ?? (typeof detail.score === 'number' && typeof detail.max === 'number' && detail.max > 0 && detail.score >= detail.max);
    if (typeof detail.prompt === 'string') items.push({ prompt: detail.prompt, right });
  };
  const onComplete = () => {
    keepOnDevice(place, items, now());
    items = [];
  };
  element.addEventListener('score', onScore);
  element.addEventListener('complete', onComplete);
  return () => {
    element.removeEventListener('score', onScore);
    element.removeEventListener('complete', onComplete);
  };
}
