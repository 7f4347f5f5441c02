// A class's student's spaced review, made of their results' items in that class (no table of its
// own: deleting the class or the student takes it with their results, and nothing can drift). The
// schedule is phonics/review.ts's; here a student's attempts are read, folded and filtered.
import { activityLesson, type ActivityContent } from '../../../contract/teacher';
import { analyseWord } from '../../../phonics/analyse';
import { dictionary } from '../../../phonics/dictionary';
import { dueWords, LESSON_ROUND, recordGames, reviewRoom } from '../../../phonics/review';
import * as play from '../store/teacher-play';

/** The due words analysed at most for one answer: enough to fill a third of the longest round. */
const ANALYSED = 60;

/**
 * How many review words one round of an activity takes: a third of its words, or of a lesson's
 * round where it plays a lesson; none for sentences, groups or a template without words.
 */
function reviewRoomOf(content: ActivityContent, settings: Readonly<Record<string, string>>): number {
  if (content.kind !== 'words') return 0;
  return reviewRoom(content.words.length || (activityLesson(settings) ? LESSON_ROUND : 0));
}

type Item = { prompt: string; right: boolean };
const isItem = (item: unknown): item is Item => typeof item === 'object' && item !== null && typeof (item as Item).prompt === 'string' && typeof (item as Item).right === 'boolean';

/**
 * The words due at `at` from a student's attempts (newest first, as read), at most `room`, the
 * longest waiting first, none the round plays anyway (`playing`, lower case); with a lesson, only
 * those decodable by then (every pattern taught).
 */
function dueReview(attempts: readonly { items: string; played_at: string }[], at: Date, lesson: number, room: number, playing: ReadonlySet<string> = new Set()): string[] {
  if (room <= 0) return [];
  const games = [...attempts].reverse().flatMap((attempt) => {
    try {
      const items: unknown = JSON.parse(attempt.items);
      return Array.isArray(items) ? [{ items: items.filter(isItem), at: Date.parse(attempt.played_at) }] : [];
    } catch {
      return [];
    }
  });
  const due = dueWords(recordGames({}, games), at.getTime())
    .filter((word) => !playing.has(word))
    .slice(0, lesson ? ANALYSED : room);
  const decodable = lesson
    ? due.filter((word) => {
        const first = analyseWord(word, dictionary, lesson).lesson;
        return first !== null && first <= lesson;
      })
    : due;
  return decodable.slice(0, room);
}

/** The review words of the student whose live play token this is, for a round of this assignment; null without such a student. */
export async function reviewOfStudent(
  db: D1Database,
  assignment: { class_id: string; content: ActivityContent; settings: Readonly<Record<string, string>> },
  tokenHash: string,
  at: Date,
): Promise<string[] | null> {
  const studentId = await play.playTokenStudent(db, tokenHash, assignment.class_id, at.toISOString());
  if (!studentId) return null;
  const room = reviewRoomOf(assignment.content, assignment.settings);
  if (!room) return [];
  const playing = new Set(assignment.content.kind === 'words' ? assignment.content.words.map((word) => word.trim().toLowerCase()) : []);
  return dueReview(await play.reviewAttempts(db, studentId, assignment.class_id), at, activityLesson(assignment.settings), room, playing);
}
