import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { LESSONS } from '../../../phonics/lessons';
import { PATTERN_IDS } from '../../../phonics/patterns';
import { playKey } from '../teacher/limits';
import { setClock } from '../time/clock';
import { PHONICS_LIMIT } from './limits';

afterEach(() => setClock(null));

const PARTNER = 'https://partner.example';
let clients = 0;

/** A call as a partner's page makes it: another origin, no cookie, its own client address. */
function call(method: string, path: string, body?: unknown, ip = `198.51.100.${++clients % 250}`): Promise<Response> {
  const headers: Record<string, string> = { Origin: PARTNER, 'CF-Connecting-IP': ip };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return SELF.fetch(`https://verse.example/api/phonics${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function json<T = Record<string, any>>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

describe('GET /api/phonics/lessons', () => {
  it('lists the scope and sequence from 1, every pattern id introduced once, to any origin', async () => {
    const response = await call('GET', '/lessons');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const { lessons } = await json<{ lessons: { n: number; id: string; title: string; patterns: string[]; example: string }[] }>(response, 200);
    expect(lessons.length).toBe(LESSONS.length);
    expect(lessons[0]).toEqual({ n: 1, id: 'short-a', title: 'Short a', patterns: ['short-a'], example: 'cat' });
    expect(lessons.map((lesson) => lesson.n)).toEqual(lessons.map((_, i) => i + 1));
    expect(lessons.flatMap((lesson) => lesson.patterns).sort()).toEqual([...PATTERN_IDS].sort());
  });
});

describe('POST /api/phonics/analyze', () => {
  it('answers the spec’s example: ship known, aligned to its sounds; zib a pseudo-word', async () => {
    const { words } = await json(await call('POST', '/analyze', { words: ['ship', 'zib'] }), 200);
    const sh = LESSONS.find((lesson) => lesson.patterns.includes('digraph-sh'))!.n;
    expect(words[0]).toEqual({
      word: 'ship',
      known: true,
      graphemes: [
        { letters: 'sh', sound: 'SH', pattern: 'digraph-sh' },
        { letters: 'i', sound: 'IH', pattern: 'short-i' },
        { letters: 'p', sound: 'P' },
      ],
      patterns: ['digraph-sh', 'short-i'],
      syllables: 1,
      lesson: sh,
    });
    expect(words[1]).toMatchObject({ word: 'zib', known: false, patterns: ['short-i'], syllables: 1, lesson: 2 });
  });

  it('lets the pronunciation decide ow: snow is the long o team, cow the diphthong', async () => {
    const { words } = await json(await call('POST', '/analyze', { words: ['snow', 'cow'] }), 200);
    expect(words[0].graphemes.at(-1)).toEqual({ letters: 'ow', sound: 'OW', pattern: 'team-ow-long' });
    expect(words[1].graphemes.at(-1)).toEqual({ letters: 'ow', sound: 'AW', pattern: 'diphthong-ow' });
  });

  it('with a lesson, says which words need a later one; a part outside the sequence is named in a note', async () => {
    const { words } = await json(await call('POST', '/analyze', { words: ['cat', 'night', 'though'], lesson: 12 }), 200);
    expect(words.map((w: { beyond: boolean }) => w.beyond)).toEqual([false, true, true]);
    expect(words[2].lesson).toBeNull();
    expect(words[2].note).toMatch(/outside the sequence/);
  });

  it('answers a word with other characters on its own, and the rest as usual', async () => {
    const { words } = await json(await call('POST', '/analyze', { words: ['c@t', 'cat'] }), 200);
    expect(words[0]).toMatchObject({ word: 'c@t', known: false, graphemes: [], lesson: null, note: 'Only words of the letters a to z can be analysed.' });
    expect(words[1]).toMatchObject({ word: 'cat', lesson: 1 });
  });

  it('refuses more than 200 words, none, a word over 30 characters and an unknown lesson, each with its sentence', async () => {
    const many = await json(await call('POST', '/analyze', { words: Array.from({ length: 201 }, () => 'cat') }), 400);
    expect(many.error).toBe('Send at most 200 words at a time.');
    expect((await json(await call('POST', '/analyze', { words: [] }), 400)).error).toBe('Send at least one word to analyse.');
    expect((await json(await call('POST', '/analyze', {}), 400)).error).toBe('Send the words to analyse as a list: {"words": ["ship", "zib"]}.');
    expect((await json(await call('POST', '/analyze', { words: ['a'.repeat(31)] }), 400)).error).toBe('Each word must be 1 to 30 characters long.');
    expect((await json(await call('POST', '/analyze', { words: ['cat'], lesson: 999 }), 400)).error).toBe(`The lesson must be a whole number from 1 to ${LESSONS.length}.`);
    await json(await call('POST', '/analyze', { words: Array.from({ length: 200 }, () => 'cat') }), 200);
  });
});

describe('GET /api/phonics/lessons/:n/words', () => {
  it('answers up to count distinct real words of the lesson’s bank, most using its new pattern', async () => {
    const n = LESSONS.find((lesson) => lesson.patterns.includes('digraph-sh'))!.n;
    const { lesson, words } = await json<{ lesson: number; words: string[] }>(await call('GET', `/lessons/${n}/words?count=20`), 200);
    expect(lesson).toBe(n);
    expect(words.length).toBe(20);
    expect(new Set(words).size).toBe(20);
    expect(words.filter((word) => word.includes('sh')).length).toBeGreaterThan(10);
    const { words: analysed } = await json(await call('POST', '/analyze', { words, lesson: n }), 200);
    expect(analysed.filter((w: { known: boolean; beyond: boolean }) => !w.known || w.beyond)).toEqual([]);
  });

  it('answers 30 words by default, and pseudo-words when asked', async () => {
    expect((await json(await call('GET', '/lessons/1/words'), 200)).words.length).toBe(30);
    const { words } = await json<{ words: string[] }>(await call('GET', '/lessons/5/words?kind=pseudo&count=10'), 200);
    expect(words.length).toBe(10);
    const { words: analysed } = await json(await call('POST', '/analyze', { words }), 200);
    expect(analysed.map((w: { known: boolean; lesson: number }) => [w.known, w.lesson])).toEqual(words.map(() => [false, 5]));
  });

  it('answers 404 for a lesson that does not exist, and 400 for a count or kind out of range', async () => {
    for (const n of ['0', String(LESSONS.length + 1), 'abc', '1.5']) {
      expect((await json(await call('GET', `/lessons/${n}/words`), 404)).error).toBe(`There is no such lesson: lessons are numbered from 1 to ${LESSONS.length}.`);
    }
    expect((await json(await call('GET', '/lessons/1/words?count=101'), 400)).error).toBe('count must be a whole number from 1 to 100.');
    expect((await json(await call('GET', '/lessons/1/words?count=0'), 400)).error).toBe('count must be a whole number from 1 to 100.');
    expect((await json(await call('GET', '/lessons/1/words?kind=fake'), 400)).error).toBe('kind must be real or pseudo.');
  });
});

describe('the phonics calls’ limit', () => {
  it('refuses a client that used up its window with 429 and Retry-After; another client goes on', async () => {
    setClock(new Date('2031-05-01T10:00:00Z'));
    const ip = '192.0.2.91';
    await json(await call('GET', '/lessons', undefined, ip), 200);
    await env.DB.prepare('UPDATE lead_rate_limits SET hits = ? WHERE bucket = ? AND client = ?').bind(PHONICS_LIMIT.perClient, 'phonics_client', await playKey(ip)).run();
    const refused = await call('POST', '/analyze', { words: ['cat'] }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(600);
    await json(await call('GET', '/lessons/1/words', undefined, ip), 429);
    await json(await call('GET', '/lessons'), 200);
  });
});
