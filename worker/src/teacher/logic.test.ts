import { describe, expect, it } from 'vitest';
import { activityBody, CODE_PATTERN, splitStudentNames, studentName, templatesFor } from '../../../contract/teacher';
import { countedAttempts, itemReport, newCode, picturesFor, scoreBound, settingsFor, settingsProblem, summarise, type Attempt } from './logic';

const attempt = (id: string, score: number, max = 4, items: Attempt['items'] = []): Attempt => ({ id, studentId: 's', score, max, durationMs: 1000, playedAt: `2031-01-01T00:00:0${id}Z`, items });

describe('codes', () => {
  it('are 8 characters of Crockford base32 and do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
  });
});

describe('student names', () => {
  it('a pasted list splits at lines, commas, semicolons and tabs', () => {
    expect(splitStudentNames('Ava\n Ben T.,Cleo;;\tDev\n\n')).toEqual(['Ava', 'Ben T.', 'Cleo', 'Dev']);
  });
  it.each(['Ava', 'Ben T.', 'Ben T', 'Zoë', 'Mary-Jane', "O'Neil", 'José'])('takes %s', (name) => expect(studentName.safeParse(name).success).toBe(true));
  it.each(['ava@school.org', 'Ava Smith', 'Ava T. Smith', 'Ava2', '12', 'A'.repeat(31), 'Ava\u0000'])('refuses %s', (name) => expect(studentName.safeParse(name).success).toBe(false));
});

describe('content and settings', () => {
  it('a word list plays as the five word templates; groups as Sort Categories or Spinner Wheel', () => {
    expect(templatesFor('words').sort()).toEqual(['anagram', 'ice-fishers', 'letter-tiles', 'spinner-wheel', 'whack-a-mole']);
    expect(templatesFor('groups').sort()).toEqual(['sort-categories', 'spinner-wheel']);
    expect(templatesFor('sentences')).toEqual(['sentence-sense']);
  });
  it('an activity of content its template cannot play is refused', () => {
    expect(activityBody.safeParse({ title: 'x', template: 'anagram', content: { kind: 'sentences', sentences: ['A cat sat.'] } }).success).toBe(false);
    expect(activityBody.safeParse({ title: 'x', template: 'sentence-sense', content: { kind: 'sentences', sentences: ['A cat sat.'] } }).success).toBe(true);
  });
  it('settings are checked by the tool’s declaration; content settings are not settings of an activity', () => {
    expect(settingsProblem('whack-a-mole', { speed: 'fast', time: '60' })).toBeUndefined();
    expect(settingsProblem('whack-a-mole', { speed: 'warp' })).toMatch(/^Speed:/);
    expect(settingsProblem('anagram', { words: 'a,b' })).toBe('Anagram - Unscramble Letters plays the activity\'s own content: “words” is not a setting to give.');
    // The built-in list the activity's words stand in for is not one either; an unknown name is no setting.
    expect(settingsProblem('anagram', { list: 'short-a' })).toMatch(/own content: “list”/);
    expect(settingsProblem('anagram', { colour: 'red' })).toMatch(/no setting “colour”/);
    expect(settingsProblem('place-value-showdown', { rounds: '5' })).toBeUndefined();
    expect(settingsProblem('sort-categories', { deal: 'all', check: 'end' })).toBeUndefined();
    expect(settingsProblem('sort-categories', { deal: 'some' })).toMatch(/^Deal:/);
    expect(settingsProblem('sort-categories', { groups: 'a: b' })).toMatch(/own content: “groups”/);
    expect(settingsProblem('sort-categories', { patterns: 'team-ai,team-ay' })).toMatch(/own content: “patterns”/);
    expect(settingsProblem('sentence-sense', { sentences: 'A cat sat.' })).toMatch(/own content: “sentences”/);
  });
  it('a word list may be empty only where a lesson plays instead; a round of a lesson scores up to a bank of words', () => {
    const lessonGame = (settings: Record<string, string>) => activityBody.safeParse({ title: 'x', template: 'anagram', content: { kind: 'words', words: [] }, settings }).success;
    expect([lessonGame({}), lessonGame({ lesson: '0' }), lessonGame({ lesson: '5' }), lessonGame({ lesson: '51' })]).toEqual([false, false, true, true]);
    expect(scoreBound('anagram', { kind: 'words', words: [] }, { lesson: '5' })).toBe(100);
    expect(scoreBound('anagram', { kind: 'words', words: ['ship', 'chop'] }, { lesson: '5' })).toBe(2);
    expect(scoreBound('anagram', { kind: 'words', words: [] }, {})).toBe(0);
  });
  it('switching template keeps the settings the new one takes', () => {
    // Its own speed goes with it; the built-in list and the clues are what an activity's content stands in for.
    expect(settingsFor('whack-a-mole', { speed: 'fast', list: 'short-a', clues: 'a:b' })).toEqual({ speed: 'fast' });
    expect(settingsFor('ice-fishers', { time: '60', speed: 'fast' })).toEqual({ time: '60' });
  });
});

describe('pictures', () => {
  it('hands out the pictures a class does not use yet, then round again', () => {
    expect(picturesFor(['fox', 'bear'], 2)).toEqual(['owl', 'cat']);
    expect(new Set(picturesFor([], 24)).size).toBe(24);
    expect(picturesFor([], 26).slice(24)).toEqual(['fox', 'owl']);
  });
});

describe('reports', () => {
  const attempts = [attempt('1', 1), attempt('2', 4), attempt('3', 2)];
  it('counts every attempt (their mean), the first, or the best', () => {
    expect(countedAttempts(attempts, 'every').map((a) => a.id)).toEqual(['1', '2', '3']);
    expect(countedAttempts(attempts, 'first').map((a) => a.id)).toEqual(['1']);
    expect(countedAttempts(attempts, 'best').map((a) => a.id)).toEqual(['2']);
    expect(summarise(attempts, 'every')).toEqual({ attempts: 3, score: 2.33, max: 4, percent: 0.58, durationMs: 3000, lastPlayedAt: '2031-01-01T00:00:03Z' });
    expect(summarise([], 'best')).toEqual({ attempts: 0, score: null, max: null, percent: null, durationMs: 0, lastPlayedAt: null });
  });
  it('lists items hardest first', () => {
    const item = (prompt: string, right: boolean) => ({ prompt, answer: '', right });
    const report = itemReport([attempt('1', 0, 2, [item('ship', true), item('chop', false)]), attempt('2', 0, 2, [item('ship', true), item('chop', true), item('whip', false)])]);
    expect(report).toEqual([
      { prompt: 'whip', right: 0, asked: 1 },
      { prompt: 'chop', right: 1, asked: 2 },
      { prompt: 'ship', right: 2, asked: 2 },
    ]);
  });
});
