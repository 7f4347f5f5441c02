import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { phonicsSourceHash } from '../scripts/phonics-data';
import { analyseWord } from './analyse';
import { BANK_SIZE, type Bank } from './banks';
import { dictionary } from './dictionary';
import { BANK_LOADERS, SOURCE_HASH } from './generated/banks';
import { LESSONS } from './lessons';

const banks: Bank[] = await Promise.all(BANK_LOADERS.map(async (load) => (await load()).default));
const unsuited = new Set(
  (await readFile(new URL('./unsuited-words.txt', import.meta.url), 'utf8')).split('\n').filter((line) => line && !line.startsWith('#')),
);

describe('the word banks', () => {
  it('were made from the analyser, lessons, filter and packages in the tree (else run npm run phonics-data)', async () => {
    expect(SOURCE_HASH).toBe(await phonicsSourceHash());
  });

  it('has one bank a lesson', () => {
    expect(banks.length).toBe(LESSONS.length);
  });

  it('holds, at every lesson, only words that lesson makes decodable: real words known, pseudo-words not', { timeout: 60_000 }, () => {
    banks.forEach((bank, i) => {
      const n = i + 1;
      for (const word of bank.real) {
        const analysis = analyseWord(word, dictionary, n);
        expect({ word, lesson: n, known: analysis.known, beyond: analysis.beyond }).toEqual({ word, lesson: n, known: true, beyond: false });
      }
      for (const word of bank.pseudo) {
        const analysis = analyseWord(word, dictionary, n);
        expect({ word, lesson: n, known: analysis.known, decodable: analysis.lesson }).toEqual({ word, lesson: n, known: false, decodable: n });
      }
    });
  });

  it('fills each bank, most words using a pattern the lesson introduces', () => {
    banks.forEach((bank, i) => {
      const lesson = LESSONS[i]!;
      expect(bank.real.length, lesson.id).toBeGreaterThanOrEqual(20);
      expect(bank.real.length, lesson.id).toBeLessThanOrEqual(BANK_SIZE);
      expect(new Set(bank.real).size).toBe(bank.real.length);
      const fresh = bank.real.filter((word) => analyseWord(word, dictionary).patterns.some((p) => lesson.patterns.includes(p)));
      expect(fresh.length / bank.real.length, lesson.id).toBeGreaterThan(0.5);
      expect(bank.pseudo.length, lesson.id).toBeGreaterThanOrEqual(10);
    });
  });

  it('holds no abbreviation, fragment or name, only words a child meets in books', () => {
    // Each was in a bank while subtitles' counts alone chose the words (lessons 1 and 5).
    const notWords = ['em', 'et', 'es', 'en', 'med', 'sec', 'intel', 'rep', 'lan', 'cann', 'gat', 'nav', 'lac'];
    expect(banks.flatMap((bank) => bank.real).filter((word) => notWords.includes(word))).toEqual([]);
  });

  it('holds no word of the unsuited list', () => {
    const all = banks.flatMap((bank) => [...bank.real, ...bank.pseudo]);
    expect(all.filter((word) => unsuited.has(word))).toEqual([]);
  });
});
