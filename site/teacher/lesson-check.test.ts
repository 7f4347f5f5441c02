import { describe, expect, it } from 'vitest';
import { analyseWord } from '../../phonics/analyse';
import { dictionary } from '../../phonics/dictionary';
import { checkable, fillFromBank, markWords, removeWord, replaceWord, suggestions, wordContent, wordsToAnalyse, type WordAnalysis } from './lesson-check';

/** The analyser's answers for these words, as POST /api/phonics/analyze gives them (no lesson sent). */
const analysed = (...words: string[]): Map<string, WordAnalysis> => new Map(words.map((word) => [word, analyseWord(word, dictionary)]));

describe('markWords: a teacher’s list against the lesson her game plays', () => {
  it('marks each word beyond the lesson, naming the pattern not taught yet and the lesson that teaches it', () => {
    const list = ['bed', 'night', 'ship', 'catch'];
    expect(markWords(list, analysed('bed', 'night', 'ship', 'catch'), 5)).toEqual([
      { word: 'bed', beyond: false, heart: false, text: 'bed: short e' },
      { word: 'night', beyond: true, heart: false, text: 'night: igh comes in lesson 40' },
      { word: 'ship', beyond: true, heart: false, text: 'ship: sh comes in lesson 12' },
      { word: 'catch', beyond: true, heart: false, text: 'catch: tch comes in lesson 18' },
    ]);
  });

  it('names every pattern still to come, and says why a word outside the sequence or a later heart word is beyond', () => {
    const marks = markWords(['sunshine', 'son', 'said'], analysed('sunshine', 'son', 'said'), 2);
    expect(marks.map((m) => [m.beyond, m.text])).toEqual([
      [true, 'sunshine: short u comes in lesson 4, sh in lesson 12, i_e in lesson 22'],
      [true, 'son: “o” saying AH is not in the lessons'],
      [true, 'said: it comes in lesson 3 (a heart word, learnt by heart in lesson 3)'],
    ]);
    // A heart word taught by then fits.
    expect(markWords(['said'], analysed('said'), 3)).toEqual([{ word: 'said', beyond: false, heart: false, text: 'said: a heart word, learnt by heart in lesson 3' }]);
  });

  it('keeps a heart word the teacher chose: no longer marked, whatever its case', () => {
    expect(markWords(['Night', 'ship'], analysed('night', 'ship'), 5, ['Night'])).toEqual([
      { word: 'Night', beyond: false, heart: true, text: 'Night: kept as a heart word' },
      { word: 'ship', beyond: true, heart: false, text: 'ship: sh comes in lesson 12' },
    ]);
  });

  it('with no lesson, says each word’s patterns quietly and marks none', () => {
    const marks = markWords(['ship', 'night', 'zib', 'son'], analysed('ship', 'night', 'zib', 'son'), 0, ['night']);
    expect(marks.map((m) => m.text)).toEqual(['ship: sh, short i', 'night: igh', 'zib: short i', 'son: “o” saying AH is not in the lessons']);
    expect(marks.some((m) => m.beyond || m.heart)).toBe(false);
  });

  it('leaves out what the analyser cannot read (a wheel’s question, a number) and words not answered yet', () => {
    expect(markWords(['What is 2 + 2?', '12', 'ship', 'chop'], analysed('ship'), 5).map((m) => m.word)).toEqual(['ship']);
  });
});

describe('what is sent to the analyser', () => {
  it('is each word of letters once, in lower case: no questions, numbers or words over 30 letters', () => {
    expect(wordsToAnalyse(['Ship', 'ship', 'chop', 'What is it?', '7', 'a'.repeat(31), 'thin'])).toEqual(['ship', 'chop', 'thin']);
    expect(checkable('a'.repeat(30))).toBe(true);
  });
});

describe('the choices beside a marked word', () => {
  it('suggests a word of the lesson not in the list, one for each marked word, the same first letter where the bank has one', () => {
    const bank = ['bed', 'red', 'net', 'pet', 'nap', 'sat'];
    expect([...suggestions(['night', 'rain', 'ship', 'chop'], ['bed', 'night', 'rain', 'ship', 'chop', 'net'], bank)]).toEqual([
      ['night', 'nap'],
      ['rain', 'red'],
      ['ship', 'sat'],
      ['chop', 'pet'],
    ]);
    expect(suggestions(['night'], ['bed'], ['bed']).size).toBe(0);
  });

  it('replaces or removes the word where it stands', () => {
    expect(replaceWord(['bed', 'night', 'net'], 'night', 'pet')).toEqual(['bed', 'pet', 'net']);
    expect(removeWord(['bed', 'night', 'net'], 'night')).toEqual(['bed', 'net']);
  });

  it('keeps with the content only the heart words still in the list, and no field when there are none', () => {
    expect(wordContent(['bed', 'Night'], ['night', 'rain'])).toEqual({ kind: 'words', words: ['bed', 'Night'], heartWords: ['Night'] });
    expect(wordContent(['bed'], ['night'])).toEqual({ kind: 'words', words: ['bed'] });
  });
});

describe('fillFromBank: “Use lesson n”', () => {
  it('adds up to that many words of the bank in its order, none twice, after the teacher’s own', () => {
    expect(fillFromBank(['Net', 'zap'], ['bed', 'net', 'red', 'pet'], 2)).toEqual(['Net', 'zap', 'bed', 'red']);
    expect(fillFromBank([], ['bed', 'red'], 20)).toEqual(['bed', 'red']);
  });

  it('never fills past the list’s 100 words', () => {
    const full = Array.from({ length: 99 }, (_, i) => `w${i}`);
    expect(fillFromBank(full, ['bed', 'red'], 20)).toHaveLength(100);
  });
});
