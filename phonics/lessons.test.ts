import { describe, expect, it } from 'vitest';
import { analyseWord } from './analyse';
import { dictionary } from './dictionary';
import { HEART_WORD_LESSON, LESSONS } from './lessons';
import { PATTERN_IDS } from './patterns';

describe('the scope and sequence', () => {
  it('has at least 40 lessons, numbered from 1 in order, with distinct ids', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(40);
    expect(LESSONS.map((lesson) => lesson.n)).toEqual(LESSONS.map((_, i) => i + 1));
    expect(new Set(LESSONS.map((lesson) => lesson.id)).size).toBe(LESSONS.length);
  });

  it('introduces every pattern id of the spec exactly once', () => {
    const introduced = LESSONS.flatMap((lesson) => lesson.patterns);
    expect([...introduced].sort()).toEqual([...PATTERN_IDS].sort());
  });

  it('gives each lesson an example word that the lesson itself makes decodable', () => {
    for (const lesson of LESSONS) {
      const analysis = analyseWord(lesson.example, dictionary);
      expect(analysis.lesson, lesson.example).toBe(lesson.n);
      expect(analysis.patterns.some((p) => lesson.patterns.includes(p)), lesson.example).toBe(true);
    }
  });

  it('teaches each heart word once, and the analyser counts it known from that lesson', () => {
    const hearts = LESSONS.flatMap((lesson) => lesson.heartWords);
    expect(new Set(hearts).size).toBe(hearts.length);
    for (const lesson of LESSONS) {
      for (const word of lesson.heartWords) {
        expect(HEART_WORD_LESSON.get(word.toLowerCase())).toBe(lesson.n);
        expect(analyseWord(word, dictionary).lesson, word).toBeLessThanOrEqual(lesson.n);
      }
    }
  });
});
