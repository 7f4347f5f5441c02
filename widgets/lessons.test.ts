// Every word a word game can show at `lesson=<n>` is decodable by lesson n: each game's own choice
// of the lesson's words (its limits, its tiles, its wheel), over every lesson's bank, through the
// analyser on the pronouncing dictionary.
import { describe, expect, it } from 'vitest';
import { analyseWord } from '../phonics/analyse';
import { dictionary } from '../phonics/dictionary';
import { LESSONS } from '../phonics/lessons';
import { LESSON_COUNT } from './tool-kit/lesson';
import { lessonWords, loadLesson, type LessonBank } from './tool-kit/lesson-words';
import { LESSON_NAMES } from './tool-kit/lesson-names.data';
import { anagramFits } from './anagram/content';
import { tilesFit } from './letter-tiles/logic';
import { LESSON_SEGMENTS, wheelContent } from './spinner-wheel/segments';
import { SORT_PATTERNS, lessonSorts, patternSortGroups, sortLesson, sortRule } from './sort-categories/pattern-sorts';
import { SORT_PATTERN_IDS, type SortPatternId } from './sort-categories/pattern-ids';

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
    expect(LESSON_NAMES[11]).toBe(`Lesson 12: ${LESSONS[11]!.title}`);
    expect(LESSON_NAMES.length).toBe(LESSONS.length);
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
    const ids: readonly SortPatternId[] = SORT_PATTERN_IDS;
    expect(Object.keys(SORT_PATTERNS).sort()).toEqual([...ids].sort());
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
        // Three at least: oi or oy's oy has boy, joy and toy (one syllable, no suffix) since the banks hold common words only.
        if (group.items.length < 3) wrong.push(`${sort.id}, ${group.title}: ${group.items.length} words`);
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
