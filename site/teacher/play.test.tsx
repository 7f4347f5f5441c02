// @vitest-environment happy-dom
// A student's side: a class page asks for the class at once, a game shows the teacher's title and
// leads back to the class's games, and /play with no code asks a child to type one.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, click, failOnReactErrors, field, mockApi, render, settle, type, unmount, useFakeClock } from '../../widgets/runtime/testing';
import { Play } from '../pages/Play';
import { PlayActivity } from './PlayActivity';

failOnReactErrors();
useFakeClock();
// The games themselves are not under test: their tags stand in, defined, so none is loaded.
beforeAll(() => customElements.define('verse-anagram', class extends HTMLElement {}));
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

const students = [
  { id: 's1', name: 'Ava', picture: 'fox' },
  { id: 's2', name: 'Ben', picture: 'owl' },
];
const join = { class: { name: 'Room 4', picturePassword: false, students, assignments: [{ code: 'GAME2345', title: 'Digraph words', template: 'anagram', dueAt: null }], moreAssignments: false } };
const game = {
  status: 'shared',
  activity: { title: 'Digraph words', template: 'anagram', content: { kind: 'words', words: ['ship', 'chop'] }, settings: {} },
  assignment: { className: 'Room 4', dueAt: null, picturePassword: false, students },
};
/** A play token for the sitting, two hours from the run's moment. */
const token = () => ({ token: 't'.repeat(43), expiresAt: new Date(Date.now() + 2 * 3_600_000).toISOString() });
const paths = (requests: { url: string }[]) => requests.map((r) => new URL(r.url, 'http://page.test').pathname).filter((p) => p !== '/api/config');

/** Opens `/play/<code>` at that address, as a link or a QR code does. */
function open(address: string) {
  history.replaceState(null, '', address);
  const code = new URL(address, 'http://page.test').pathname.replace(/^\/play\/?/, '');
  return render(<PlayActivity code={code} />);
}

describe('a class page', () => {
  it('asks for the class, and nothing else, when its address says it is one', async () => {
    const api = mockApi({ '/api/join/ABCD2345': { body: join } });
    const page = open('/play/ABCD2345?class');
    await settle(() => page.querySelector('h1')?.textContent === 'Room 4: who is playing?');
    expect(paths(api.requests)).toEqual(['/api/join/ABCD2345']);
  });

  it('still opens from a class page link given before its address said so (the code alone), asking for a game first', async () => {
    const api = mockApi({ '/api/play/ABCD2345': { status: 404, body: { error: 'There is no activity at this address. Please check the code.' } }, '/api/join/ABCD2345': { body: join } });
    const page = open('/play/ABCD2345');
    await settle(() => page.querySelector('h1')?.textContent === 'Room 4: who is playing?');
    expect(paths(api.requests)).toEqual(['/api/play/ABCD2345', '/api/join/ABCD2345']);
  });

  it('asks for the class first from a sign-in card printed before its address said so (the student alone)', async () => {
    const api = mockApi({ '/api/join/ABCD2345': { body: join }, '/api/play/ABCD2345/sign-in': { body: token() } });
    const page = open('/play/ABCD2345?student=s1');
    await settle(() => page.querySelector('h1')?.textContent === 'Choose a game');
    expect(paths(api.requests)).toEqual(['/api/join/ABCD2345', '/api/play/ABCD2345/sign-in']);
  });

  it('leads each game back to the class: its link names the class it came from', async () => {
    mockApi({ '/api/join/ABCD2345': { body: join }, '/api/play/ABCD2345/sign-in': { body: token() } });
    const page = open('/play/ABCD2345?class');
    await settle(() => page.querySelector('.picker-name'));
    click(button(page, 'Ava'));
    await settle(() => page.querySelector('.picker-game'));
    expect(page.querySelector('.picker-game')?.getAttribute('href')).toBe('/play/GAME2345?student=s1&from=ABCD2345');
  });
});

describe('a game of the class', () => {
  it('shows the teacher’s title as its heading, and after the game the way back to the class’s games', async () => {
    const api = mockApi({
      '/api/play/GAME2345': { body: game },
      '/api/play/GAME2345/sign-in': { body: token() },
      '/api/play/GAME2345/results': { status: 201, body: { recorded: true, duplicate: false, next: token() } },
    });
    const page = open('/play/GAME2345?student=s1&from=ABCD2345');
    await settle(() => page.querySelector('verse-anagram'));
    const element = page.querySelector('verse-anagram')!;
    expect(element.getAttribute('heading')).toBe('Digraph words');
    const back = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Back to my games')!;
    expect(back.getAttribute('href')).toBe('/play/ABCD2345?class&student=s1');
    element.dispatchEvent(new CustomEvent('score', { detail: { verb: 'answered', score: 1, max: 1, success: true, durationMs: 900 } }));
    element.dispatchEvent(new CustomEvent('complete', { detail: { verb: 'completed', score: 1, max: 2, durationMs: 2000 } }));
    await settle(() => page.textContent?.includes('Well done! Your teacher can see your score.'));
    expect(api.posted('/api/play/GAME2345/results')).toHaveLength(1);
    expect(back.className).toContain('primary');
    // Play again: the next round's first answer takes the last round's praise away.
    element.dispatchEvent(new CustomEvent('score', { detail: { verb: 'answered', score: 0, max: 1, success: false, durationMs: 700 } }));
    await settle(() => !page.textContent?.includes('Well done!'));
    expect(page.querySelector('.sent-note')?.textContent).toBe('');
  });
});

describe('an assignment’s own link', () => {
  it('asks for the game first, and again once a student has picked their name on it (a reload keeps them)', async () => {
    const api = mockApi({ '/api/play/GAME2345': { body: game }, '/api/play/GAME2345/sign-in': { body: token() } });
    const page = open('/play/GAME2345');
    await settle(() => page.querySelector('.picker-name'));
    click(button(page, 'Ava'));
    await settle(() => page.querySelector('verse-anagram'));
    unmount();
    const again = open(location.pathname + location.search);
    await settle(() => again.querySelector('verse-anagram'));
    // The game, the name's tap, the student's review words (the same call with their token); after
    // the reload, one call: the game, asked with the token the tab still holds, brings the review too.
    expect(paths(api.requests)).toEqual(['/api/play/GAME2345', '/api/play/GAME2345/sign-in', '/api/play/GAME2345', '/api/play/GAME2345']);
    const authorizations = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/api/play/GAME2345')).map(([, init]) => (init?.headers as Record<string, string> | undefined)?.Authorization);
    expect(authorizations).toEqual([undefined, `Bearer ${'t'.repeat(43)}`, `Bearer ${'t'.repeat(43)}`]);
  });
});

describe('/play with no code', () => {
  it('gives a child a box for the code on their card, and opens its page', async () => {
    const page = open('/play');
    await settle(() => page.querySelector('h1')?.textContent === 'Type your code');
    expect(document.activeElement).toBe(page.querySelector('h1'));
    type(field(page, 'Your code'), 'hello');
    click(button(page, 'Go'));
    await settle(() => page.querySelector('[role="alert"]'));
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('A code has 8 letters and numbers. Check it on your card, or ask your teacher.');
    // Lower case, a dash, and the letter O for a zero: the code all the same.
    type(field(page, 'Your code'), ' abcd-234o ');
    click(button(page, 'Go'));
    await settle(() => location.pathname === '/play/ABCD2340');
    expect(location.search).toBe('?class');
  });

  it('is drawn with the page itself, before the player’s code has come; the code typed there opens its page', async () => {
    const api = mockApi({ '/api/join/ABCD2340': { body: join } });
    history.replaceState(null, '', '/play');
    const page = render(<Play />);
    expect(page.querySelector('h1')?.textContent).toBe('Type your code');
    expect(page.querySelector('.spinner')).toBeNull();
    type(field(page, 'Your code'), 'abcd-234o');
    click(button(page, 'Go'));
    await settle(() => page.querySelector('h1')?.textContent === 'Room 4: who is playing?');
    expect(location.pathname + location.search).toBe('/play/ABCD2340?class');
    expect(paths(api.requests)).toEqual(['/api/join/ABCD2340']);
  });

  it('offers the box again when a code opens nothing', async () => {
    mockApi({ '/api/play/ZZZZ2345': { status: 404, body: { error: 'No.' } }, '/api/join/ZZZZ2345': { status: 404, body: { error: 'No.' } } });
    const page = open('/play/ZZZZ2345');
    await settle(() => page.querySelector('h1')?.textContent === 'Game not found');
    expect(page.textContent).toContain('This link does not open a game. Check the code with your teacher.');
    expect(field(page, 'Your code')).toBeTruthy();
  });
});
