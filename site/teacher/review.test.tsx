// @vitest-environment happy-dom
// Spaced review in the player: a class's student's due words (from the play answer their token
// brings) and anonymous play's (kept on this device) are mixed into a word game's words, at most a
// third of a round; a missed word of anonymous play comes back the next day.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, failOnReactErrors, mockApi, render, settle, unmount, useFakeClock } from '../../widgets/runtime/testing';
import { reviewWord } from '../../phonics/review';
import { PlayActivity } from './PlayActivity';
import { GamePlayer } from './Player';

failOnReactErrors();
useFakeClock();
// The games themselves are not under test: their tags stand in, defined, so none is loaded.
beforeAll(() => {
  customElements.define('verse-anagram', class extends HTMLElement {});
  customElements.define('verse-sentence-sense', class extends HTMLElement {});
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const DAY = 24 * 3_600_000;
const round = ['ship', 'shop', 'chip', 'chop', 'thin', 'that', 'whip', 'when', 'much'];
const wordsOf = (element: Element | null) => element?.getAttribute('words')?.split('\n') ?? [];

describe('the player mixes review words into a word game', () => {
  it('takes at most a third of a teacher’s list, which keeps its length, ', async () => {
    const finished = vi.fn();
    const page = render(<GamePlayer template="anagram" attributes={{ words: round.join('\n') }} review={['fish', 'bath', 'dish', 'rich', 'moth']} onFinished={finished} />);
    await settle(() => page.querySelector('verse-anagram'));
    const element = page.querySelector('verse-anagram')!;
    const words = wordsOf(element);
    expect(words).toHaveLength(9);
    // The longest waiting first, in places drawn at random; the teacher's other words in their order.
    expect(words.filter((word) => !round.includes(word))).toEqual(['fish', 'bath', 'dish']);
    expect(words.filter((word) => round.includes(word))).toEqual(round.filter((word) => words.includes(word)));
    element.dispatchEvent(new CustomEvent('complete', { detail: { verb: 'completed', score: 0, max: 9, durationMs: 1000 } }));
    expect(finished).toHaveBeenCalledWith([], expect.objectContaining({ score: 0 }));
  });

  it('fills a lesson’s round of 10 of its words with them, once its words have loaded', async () => {
    // Words of lesson 13 (th), which a round of lesson 12's words never holds.
    const page = render(<GamePlayer template="anagram" attributes={{ lesson: '12', words: '' }} review={['moth', 'bath', 'that', 'thin']} />);
    await settle(() => page.querySelector('verse-anagram'));
    const words = wordsOf(page.querySelector('verse-anagram'));
    expect(words).toHaveLength(10);
    expect(words.filter((word) => ['moth', 'bath', 'that', 'thin'].includes(word))).toEqual(['moth', 'bath', 'that']);
    expect(words.every((word) => reviewWord(word) === word)).toBe(true);
  });

  it('leaves a game that scores only chosen targets as it is', async () => {
    const attributes = { words: round.join('\n'), targets: 'ship,shop' };
    const page = render(<GamePlayer template="anagram" attributes={attributes} review={['fish', 'bath', 'dish']} />);
    await settle(() => page.querySelector('verse-anagram'));
    expect(wordsOf(page.querySelector('verse-anagram'))).toEqual(round);
  });

  it('leaves a game without a word list as it is', async () => {
    const page = render(<GamePlayer template="sentence-sense" attributes={{ sentences: 'The cat sat.' }} review={['fish']} />);
    await settle(() => page.querySelector('verse-sentence-sense'));
    expect(page.querySelector('verse-sentence-sense')?.getAttribute('words')).toBeNull();
  });
});

const students = [{ id: 's1', name: 'Ava', picture: 'fox' }];
const game = (assignment: unknown, review?: string[]) => ({
  status: 'shared',
  activity: { title: 'Digraph words', template: 'anagram', content: { kind: 'words', words: round }, settings: {} },
  assignment,
  ...(review ? { review } : {}),
});
const token = () => ({ token: 't'.repeat(43), expiresAt: new Date(Date.now() + 2 * 3_600_000).toISOString() });

function open(address: string) {
  history.replaceState(null, '', address);
  return render(<PlayActivity code={new URL(address, 'http://page.test').pathname.replace(/^\/play\/?/, '')} />);
}

describe('a class’s student', () => {
  it('after their name’s tap, plays their due review words, asked for with their play token', async () => {
    const api = mockApi({
      '/api/play/GAME2345': { body: game({ className: 'Room 4', dueAt: null, picturePassword: false, students }, ['dish', 'moth']) },
      '/api/play/GAME2345/sign-in': { body: token() },
    });
    const page = open('/play/GAME2345?student=s1&game');
    await settle(() => page.querySelector('verse-anagram'));
    expect(wordsOf(page.querySelector('verse-anagram'))).toEqual(expect.arrayContaining(['dish', 'moth']));
    const asked = vi.mocked(fetch).mock.calls.filter(([url, init]) => String(url).endsWith('/api/play/GAME2345') && (init?.headers as Record<string, string> | undefined)?.Authorization);
    expect(asked).toHaveLength(1);
    expect((asked[0]![1]!.headers as Record<string, string>).Authorization).toBe(`Bearer ${'t'.repeat(43)}`);
    expect(api.posted('/api/play/GAME2345/sign-in')).toHaveLength(1);
  });

  it('after a reload, plays their review words from the game’s one answer, asked with the token the tab holds', async () => {
    sessionStorage.setItem('verse.play.s1', JSON.stringify(token()));
    const api = mockApi({ '/api/play/GAME2345': { body: game({ className: 'Room 4', dueAt: null, picturePassword: false, students }, ['dish', 'moth']) } });
    const page = open('/play/GAME2345?student=s1&game');
    await settle(() => page.querySelector('verse-anagram'));
    expect(wordsOf(page.querySelector('verse-anagram'))).toEqual(expect.arrayContaining(['dish', 'moth']));
    expect(api.requests.filter((r) => r.url.endsWith('/api/play/GAME2345'))).toHaveLength(1);
    expect((vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/api/play/GAME2345'))![1]!.headers as Record<string, string>).Authorization).toBe(`Bearer ${'t'.repeat(43)}`);
  });

  it('plays without review words when the token the tab holds is not one of this class (the answer brings none), asking once', async () => {
    sessionStorage.setItem('verse.play.s1', JSON.stringify(token()));
    const api = mockApi({ '/api/play/GAME2345': { body: game({ className: 'Room 4', dueAt: null, picturePassword: false, students }) } });
    const page = open('/play/GAME2345?student=s1&game');
    await settle(() => page.querySelector('verse-anagram'));
    expect(wordsOf(page.querySelector('verse-anagram'))).toEqual(round);
    expect(api.requests.filter((r) => r.url.endsWith('/api/play/GAME2345'))).toHaveLength(1);
  });
});

describe('anonymous play of a shared activity', () => {
  it('keeps a missed word on this device, sending nothing, and mixes it into the next day’s game', async () => {
    const api = mockApi({ '/api/play/SHAR2345': { body: game(null) } });
    let page = open('/play/SHAR2345');
    await settle(() => page.querySelector('verse-anagram'));
    let element = page.querySelector('verse-anagram')!;
    expect(wordsOf(element)).toEqual(round);
    // Anagram names each answer by its word; a word the list does not hold is missed here.
    element.dispatchEvent(new CustomEvent('score', { detail: { verb: 'answered', prompt: 'fish', answer: 'fihs', success: false, score: 0, max: 1, durationMs: 900 } }));
    element.dispatchEvent(new CustomEvent('score', { detail: { verb: 'answered', prompt: 'ship', answer: 'ship', success: true, score: 1, max: 1, durationMs: 900 } }));
    element.dispatchEvent(new CustomEvent('complete', { detail: { verb: 'completed', score: 1, max: 2, durationMs: 2000 } }));
    unmount();

    // Later the same day: not due yet.
    page = open('/play/SHAR2345');
    await settle(() => page.querySelector('verse-anagram'));
    expect(wordsOf(page.querySelector('verse-anagram'))).toEqual(round);
    unmount();

    vi.setSystemTime(Date.now() + DAY);
    await advance();
    page = open('/play/SHAR2345');
    await settle(() => page.querySelector('verse-anagram'));
    element = page.querySelector('verse-anagram')!;
    expect(wordsOf(element)).toContain('fish');
    expect(wordsOf(element)).toHaveLength(round.length);
    expect(vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);
    expect(api.requests.every((r) => r.body === undefined)).toBe(true);
  });
});
