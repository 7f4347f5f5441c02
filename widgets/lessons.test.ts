// Every word a word game can show at `lesson=<n>` is decodable by lesson n: each game's own choice
// of the lesson's words (its limits, its tiles, its wheel), over every lesson's bank, through the
// analyser on the pronouncing dictionary.
import { describe, expect, it } from 'vitest';
import { analyseWord } from '../phonics/analyse';
import { dictionary } from '../phonics/dictionary';
import { LESSONS } from '../phonics/lessons';
import { LESSON_COUNT, lessonNumber, lessonWords, loadLesson, type LessonBank } from './tool-kit/lesson';
import { lessonName } from './tool-kit/lesson-field';
import { anagramFits } from './anagram/Anagram';
import { tilesFit } from './letter-tiles/moves';
import { LESSON_SEGMENTS, wheelContent } from './spinner-wheel/segments';
import { lessonSorts, patternSortGroups, sortLesson, sortRule } from './sort-categories/pattern-sorts';
import { SORT_PATTERNS, type SortPatternId } from './sort-categories/pattern-ids';

const banks: LessonBank[] = await Promise.all(LESSONS.map((lesson) => loadLesson(lesson.n)));

/** What each game deals from a lesson's bank. */
const games: Record<string, (bank: LessonBank) => readonly string[]> = {
  'Whack-a-mole': (bank) => lessonWords(bank),
  'Ice Fishers': (bank) => lessonWords(bank),
  Anagram: (bank) => lessonWords(bank, anagramFits),
  'Letter Tiles, level 1': (bank) => lessonWords(bank, (word) => tilesFit(word, 1)),
  'Letter Tiles, level 2': (bank) => lessonWords(bank, (word) => tilesFit(word, 2)),
  'Letter Tiles, level 3': (bank) => lessonWords(bank, (word) => tilesFit(word, 3)),
  'Spinner Wheel': (bank) => wheelContent('short-a', '', lessonWords(bank)).segments,
};

describe('lesson=<n> in the word games', () => {
  it('knows every lesson of the scope and sequence, by its title', () => {
    expect(LESSON_COUNT).toBe(LESSONS.length);
    expect(lessonName(12)).toBe(`Lesson 12: ${LESSONS[11]!.title}`);
    expect([lessonNumber('5'), lessonNumber(0), lessonNumber(52), lessonNumber('x'), lessonNumber(2.5)]).toEqual([5, 0, 0, 0, 0]);
  });

  it('shows at lesson n only words decodable by lesson n, in every game, at every lesson', { timeout: 120_000 }, () => {
    const beyond: string[] = [];
    let shown = 0;
    banks.forEach((bank, i) => {
      const n = i + 1;
      for (const [game, deal] of Object.entries(games)) {
        const words = deal(bank);
        // Every game has words to play at every lesson.
        if (words.length < 2) beyond.push(`${game} has ${words.length} words at lesson ${n}`);
        for (const word of words) {
          shown++;
          const analysis = analyseWord(word, dictionary, n);
          if (!analysis.known || analysis.beyond !== false) beyond.push(`${game}, lesson ${n}: ${word}`);
        }
      }
    });
    expect(beyond).toEqual([]);
    expect(shown).toBeGreaterThan(LESSONS.length * 100);
  });

  it('sorts any two patterns a teacher may choose into groups that each show their own and not the other', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    const ids = Object.keys(SORT_PATTERNS) as SortPatternId[];
    const read = new Map<string, ReturnType<typeof analyseWord>>();
    for (const [i, one] of ids.entries()) {
      for (const other of ids.slice(i + 1)) {
        const pair = [one, other];
        const groups = await patternSortGroups(pair);
        const lesson = sortLesson(pair);
        groups.forEach((group, g) => {
          for (const word of group.items) {
            const analysis = read.get(word) ?? analyseWord(word, dictionary);
            read.set(word, analysis);
            if (analysis.lesson === null || analysis.lesson > lesson || !sortRule(pair[g]!).has(analysis) || sortRule(pair[1 - g]!).has(analysis)) wrong.push(`${one} or ${other}, ${group.title}: ${word} (${analysis.patterns.join(' ')})`);
          }
        });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('puts a wheel of the lesson’s first words on the Spinner Wheel, review included', () => {
    const bank = banks[4]!;
    expect(wheelContent('short-a', '', lessonWords(bank)).segments).toEqual(bank.real.slice(0, LESSON_SEGMENTS));
    // A teacher's own words still win.
    expect(wheelContent('short-a', 'ship,shop', lessonWords(bank)).segments).toEqual(['ship', 'shop']);
  });

  it('sorts, at every built-in pattern sort, only words that carry their group’s pattern and none of the others’', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const sort of lessonSorts) {
      const groups = await patternSortGroups(sort.patterns);
      expect(groups.length, sort.id).toBe(sort.patterns.length);
      groups.forEach((group, g) => {
        if (group.items.length < 4) wrong.push(`${sort.id}, ${group.title}: ${group.items.length} words`);
        for (const word of group.items) {
          const analysis = analyseWord(word, dictionary, sort.lesson);
          const fits = sort.patterns.map((p) => sortRule(p).has(analysis));
          if (analysis.beyond !== false || !fits[g] || fits.some((f, k) => f && k !== g)) wrong.push(`${sort.id}, ${group.title}: ${word} (${analysis.patterns.join(' ')})`);
        }
      });
    }
    expect(wrong).toEqual([]);
  });
});
