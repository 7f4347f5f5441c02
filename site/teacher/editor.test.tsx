// @vitest-environment happy-dom
// The editor's word list against a lesson, as a teacher uses it: "Use lesson n" fills it from the
// lesson's bank, a word she types beyond the lesson is marked with its one-tap choices, and what she
// chose is saved with the game. The worker's answers are the analyser's own (phonics/analyse.ts).
import { describe, expect, it, vi } from 'vitest';
import { analyseWord } from '../../phonics/analyse';
import { dictionary } from '../../phonics/dictionary';
import { button, click, field, mockApi, render, settle, type } from '../../widgets/runtime/testing';
import { Editor } from './Editor';
import { FIXTURE_TIME, testTeacherScreens } from './screen-testing';

// The preview's element is not what these tests look at.
vi.mock('../lib/elements', () => ({ loadElement: () => Promise.resolve() }));

testTeacherScreens();

const at = FIXTURE_TIME;
const BANK = ['bed', 'red', 'net', 'pet', 'nap', 'ten'];
const analysis = (...words: string[]) => ({ body: { words: words.map((word) => analyseWord(word, dictionary)) } });
const text = (root: ParentNode) => root.textContent?.replace(/\s+/g, ' ') ?? '';
const words = (page: HTMLElement) => field<HTMLTextAreaElement>(page, 'Your words');
const saved = (content: unknown, settings: Record<string, string>) => ({ body: { activity: { id: 'a1', title: 'Short e', template: 'spinner-wheel', content, settings, shareCode: null, createdAt: at, updatedAt: at } } });

describe('the editor’s word list and its lesson', () => {
  it('fills the list from lesson 5, marks a typed word beyond it, replaces it with a word of the lesson, and saves what she chose', async () => {
    const replies: Parameters<typeof mockApi>[0] = {
      '/api/phonics/lessons/5/words': { body: { lesson: 5, words: BANK } },
      '/api/phonics/analyze': analysis('bed', 'red', 'night'),
    };
    const api = mockApi(replies);
    const onDone = vi.fn();
    const page = render(<Editor template="spinner-wheel" onDone={onDone} />);
    type(field(page, 'Title'), 'Short e');
    type(field<HTMLSelectElement>(page, 'Lesson'), '5');
    type(field(page, 'How many words'), '2');
    click(button(page, 'Use lesson 5'));
    await settle(() => words(page).value === 'bed\nred');
    expect(text(page)).toContain('Added 2 words of lesson 5 to your list.');
    expect(api.requests.find((r) => r.url.includes('/words'))?.url).toBe('/api/phonics/lessons/5/words?count=100&kind=real');
    type(words(page), 'bed\nred\nnight');
    await settle(() => text(page).includes('night: igh comes in lesson 40'));
    // One call for the change, not one a word.
    expect(api.posted('/api/phonics/analyze').map((r) => r.body)).toEqual([{ words: ['bed', 'red', 'night'] }]);
    expect(page.querySelector('.word-mark.beyond .mark-tag')?.textContent).toBe('Later lesson');
    expect(text(page)).toContain('1 word needs a later lesson than lesson 5.');
    expect(button(page, 'Keep night as a heart word')).toBeTruthy();
    expect(button(page, 'Remove night')).toBeTruthy();
    replies['/api/phonics/analyze'] = analysis('net');
    click(button(page, 'Replace night with net'));
    expect(words(page).value).toBe('bed\nred\nnet');
    expect(text(page)).toContain('Replaced night with net.');
    await settle(() => text(page).includes('Every word fits lesson 5.'));
    expect(page.querySelector('.word-mark')).toBeNull();
    replies['/api/teacher/activities'] = saved({ kind: 'words', words: ['bed', 'red', 'net'] }, { lesson: '5' });
    click(button(page, 'Save Game'));
    await settle(() => onDone.mock.calls.length > 0);
    expect(api.posted('/api/teacher/activities')[0]!.body).toEqual({ title: 'Short e', template: 'spinner-wheel', content: { kind: 'words', words: ['bed', 'red', 'net'] }, settings: { lesson: '5' } });
  });

  it('keeps a word as a heart word: saved with the words, and still kept when the game is opened again', async () => {
    const replies: Parameters<typeof mockApi>[0] = { '/api/phonics/lessons/5/words': { body: { lesson: 5, words: BANK } }, '/api/phonics/analyze': analysis('bed', 'night', 'ship') };
    const api = mockApi(replies);
    const onDone = vi.fn();
    const page = render(<Editor template="anagram" onDone={onDone} />);
    type(field(page, 'Title'), 'Short e');
    type(field<HTMLSelectElement>(page, 'Lesson'), '5');
    type(words(page), 'bed, night, ship');
    await settle(() => page.querySelectorAll('.word-mark.beyond').length === 2);
    click(button(page, 'Keep night as a heart word'));
    expect(text(page)).toContain('night: kept as a heart word');
    expect(text(page)).toContain('Kept night as a heart word.');
    // The focus moves on to the next word to decide on.
    expect(document.activeElement?.textContent).toBe('Keep ship as a heart word');
    click(button(page, 'Remove ship'));
    expect(words(page).value).toBe('bed\nnight');
    expect(document.activeElement?.textContent).toBe('Your words and lesson 5');
    const content = { kind: 'words', words: ['bed', 'night'], heartWords: ['night'] };
    replies['/api/teacher/activities'] = saved(content, { lesson: '5' });
    click(button(page, 'Save Game'));
    await settle(() => onDone.mock.calls.length > 0);
    expect((api.posted('/api/teacher/activities')[0]!.body as { content: unknown }).content).toEqual(content);

    const again = render(<Editor template="anagram" activity={{ id: 'a1', title: 'Short e', template: 'anagram', content: content as never, settings: { lesson: '5' }, shareCode: null, createdAt: at, updatedAt: at }} onDone={onDone} />);
    await settle(() => text(again).includes('night: kept as a heart word'));
    expect(again.querySelector('.word-mark.beyond')).toBeNull();
    click(button(again, 'Check night again'));
    expect(text(again)).toContain('night: igh comes in lesson 40');
  });

  it('asks again for a count it cannot use, and says where the list is full', async () => {
    const api = mockApi({ '/api/phonics/lessons/5/words': { body: { lesson: 5, words: BANK } }, '/api/phonics/analyze': analysis('bed') });
    const page = render(<Editor template="anagram" onDone={() => {}} />);
    type(field<HTMLSelectElement>(page, 'Lesson'), '5');
    type(field(page, 'How many words'), '0');
    click(button(page, 'Use lesson 5'));
    expect(page.querySelector('#fill-problem')?.textContent).toBe('How many words: a whole number from 1 to 100.');
    expect(field(page, 'How many words').getAttribute('aria-describedby')).toContain('fill-problem');
    expect(api.requests.filter((r) => r.url.includes('/words'))).toHaveLength(0);
    type(words(page), Array.from({ length: 100 }, (_, i) => `w${i}`).join('\n'));
    type(field(page, 'How many words'), '3');
    click(button(page, 'Use lesson 5'));
    await settle(() => text(page).includes('Your list holds 100 words, the most it can.'));
    expect(page.querySelector('#fill-problem')).toBeNull();
  });

  it('with no lesson chosen, says each word’s patterns quietly and marks none', async () => {
    mockApi({ '/api/phonics/analyze': analysis('ship', 'night') });
    const page = render(<Editor template="whack-a-mole" onDone={() => {}} />);
    type(words(page), 'ship\nnight');
    await settle(() => page.querySelector('.word-patterns'));
    expect([...page.querySelectorAll('.word-patterns li')].map((li) => li.textContent)).toEqual(['ship: sh, short i', 'night: igh']);
    expect(page.querySelector('.word-mark')).toBeNull();
    expect(() => button(page, 'Use lesson 5')).toThrow();
  });

  it('a failed check says so quietly and blocks nothing: the game still saves', async () => {
    const replies: Parameters<typeof mockApi>[0] = { '/api/phonics/analyze': { status: 503, body: {} } };
    const api = mockApi(replies);
    const onDone = vi.fn();
    const page = render(<Editor template="anagram" onDone={onDone} />);
    type(field(page, 'Title'), 'Mine');
    type(words(page), 'ship');
    await settle(() => text(page).includes('Your words could not be checked just now'));
    expect(page.querySelector('[role="alert"]')).toBeNull();
    replies['/api/teacher/activities'] = saved({ kind: 'words', words: ['ship'] }, {});
    click(button(page, 'Save Game'));
    await settle(() => onDone.mock.calls.length > 0);
    expect(api.posted('/api/phonics/analyze')).toHaveLength(1);
  });
});
