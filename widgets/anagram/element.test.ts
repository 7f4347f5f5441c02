// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { describe, expect, it } from 'vitest';
import { fired, heard, keydown as press, mountTool, openSettings, tick, until, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';
import { loadLesson } from '../tool-kit/lesson-words';
import { anagramFits } from './content';
import { LISTS, NEXT_DELAY } from './logic';

const { defineAnagram } = await import('./define');

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-anagram', attributes);
  const { host, root } = tool;
  const tiles = () => [...root.querySelectorAll<HTMLButtonElement>('.ag-tiles button')];
  const slots = () => root.querySelector<HTMLElement>('.ag-slots')!;
  const filled = () => [...slots().querySelectorAll<HTMLElement>('.ag-slot')].map((s) => s.textContent).join('');
  /** Taps the pool's tiles that spell `letters`, one by one. */
  const tap = async (letters: string) => {
    for (const letter of letters) {
      tiles().find((t) => t.textContent === letter)!.click();
      await tick(0);
    }
  };
  return { ...tool, tiles, slots, filled, tap };
}

useElementTest({ define: defineAnagram });

describe('<verse-anagram>', () => {
  it('reads what to do aloud with Hear it', async () => {
    const { root } = await mount();
    await tick(50);
    const hear = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Hear it')!;
    hear.click();
    expect(heard.spoken.at(-1)).toBe('Tap the letters in order.');
  });

  it('by mouse: ten words of the built-in list, each shuffled, spoken when right; the end reports 10 of 10', async () => {
    const { root, tiles, filled, text, tap, completes, scores, button } = await mount({ list: 'level-3' });
    const list = LISTS.find((l) => l.id === 'level-3')!.words;
    const sorted = (w: string) => [...w].sort().join('');
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      expect(text()).toContain(`Word ${i + 1} of 10`);
      const letters = tiles().map((t) => t.textContent).join('');
      const word = list.find((w) => sorted(w) === sorted(letters) && !seen.includes(w))!;
      expect(letters).not.toBe(word);
      seen.push(word);
      await tap(word);
      expect(filled()).toBe(word);
      expect(root.querySelector('.ag-verdict')!.textContent).toBe(`Right! ${word}`);
      expect(heard.spoken.at(-1)).toBe(word);
      expect(heard.played.at(-1)).toBe('correct');
      expect(scores.at(-1)).toEqual({ tool: 'anagram', verb: 'answered', prompt: word, score: 1, max: 1, success: true, durationMs: expect.any(Number) });
      // The next word comes on its own.
      await tick(NEXT_DELAY + 50);
    }
    expect(new Set(seen).size).toBe(10);
    expect(text()).toContain('All done! You unscrambled 10 of 10 words on your own.');
    expect(text()).toContain('No hints needed. Well done!');
    expect(completes).toEqual([{ tool: 'anagram', verb: 'completed', score: 10, max: 10, success: true, durationMs: expect.any(Number) }]);
    expect(heard.played.at(-1)).toBe('success');
    expect(fired).toEqual([150]);
    button('Play again')!.click();
    await tick(50);
    expect(text()).toContain('Word 1 of 10');
  });

  it("a lesson's game names each answer by the bank's word it dealt: a wrong try with the letters built, then the word with hints", async () => {
    const { root, tiles, filled, tap, scores, button } = await mount({ lesson: '5' });
    await until(() => tiles().length > 0);
    const letters = tiles().map((t) => t.textContent).join('');
    await tap(letters);
    expect(scores).toEqual([expect.objectContaining({ tool: 'anagram', answer: letters, score: 0, max: 1, success: false })]);
    let hints = 0;
    while (!root.querySelector('.ag-verdict')?.textContent?.startsWith('Right!') && hints < 12) {
      button('Hint')!.click();
      hints++;
      await tick(0);
    }
    const word = filled();
    const bank = (await loadLesson(5)).real.filter(anagramFits);
    expect(bank).toContain(word);
    expect(scores[0]!.prompt).toBe(word);
    expect(scores[1]).toMatchObject({ prompt: word, answer: `with ${hints} hint${hints === 1 ? '' : 's'}`, score: 0, success: false });
  });

  it("a picture clue shows the project's drawing, named for screen readers and in the announcement", async () => {
    const { root, text } = await mount({ words: 'sun,cup', clues: 'sun:pic.sun|cup:pic.cup' });
    await tick(50);
    const picture = root.querySelector('.ag-clue [role="img"]')!;
    expect(['a picture of sun', 'a picture of cup']).toContain(picture.getAttribute('aria-label'));
    expect(picture.querySelector('svg path')).not.toBeNull();
    expect(root.querySelector('.ag-clue')!.textContent).toBe('Clue: ');
    expect(text()).toContain('Word 1 of 2');
  });

  it("a teacher's words with a clue: a wrong try, a tile sent back, a hint; the end shows what was missed", async () => {
    const { root, tiles, filled, status, text, tap, completes, scores, button } = await mount({ words: 'ship,bell', clues: 'bell:It rings.' });
    expect(text()).toContain('Word 1 of 2');
    expect(root.querySelector('.ag-clue')).toBeNull();
    await tap('shpi');
    expect(filled()).toBe('shpi');
    expect(root.querySelector('.ag-slots')!.getAttribute('data-state')).toBe('wrong');
    expect(root.querySelector('.ag-verdict')!.textContent).toContain('Not yet.');
    expect(heard.played).toEqual(['miss']);
    await tick(100);
    expect(status()).toBe('Not yet: shpi. Tap a letter in a slot to send it back.');
    // Tap the p in slot 3: it goes back, the i moves up.
    root.querySelector<HTMLButtonElement>('button[aria-label="p, slot 3: send back"]')!.click();
    await tick(0);
    expect(filled()).toBe('shi');
    expect(tiles().map((t) => t.textContent)).toEqual(['p']);
    await tap('p');
    // Each full word checked is an answer: the wrong one with the letters the child built.
    expect(scores).toEqual([
      expect.objectContaining({ prompt: 'ship', answer: 'shpi', score: 0, max: 1, success: false }),
      expect.objectContaining({ prompt: 'ship', score: 1, max: 1, success: true }),
    ]);
    expect(scores[1]!.answer).toBeUndefined();
    button('Next word')!.click();
    await tick(50);
    expect(text()).toContain('Word 2 of 2');
    expect(root.querySelector('.ag-clue')!.textContent).toBe('Clue: It rings.');
    button('Hint')!.click();
    await tick(0);
    expect(filled()).toBe('b');
    expect(root.querySelector('[role="img"][aria-label="b, hint"]')).not.toBeNull();
    expect(text()).toContain('Hints 1');
    // Either l goes in either slot.
    await tap('ell');
    expect(scores.at(-1)).toMatchObject({ prompt: 'bell', answer: 'with 1 hint', score: 0, max: 1, success: false });
    await tick(NEXT_DELAY + 50);
    expect(text()).toContain('All done! You unscrambled 1 of 2 words on your own.');
    expect([...root.querySelectorAll('.ag-review li')].map((li) => li.textContent)).toEqual(['ship on your own', 'bell with 1 hint']);
    expect(text()).toContain('Words to practise: bell.');
    expect(completes).toEqual([expect.objectContaining({ score: 1, max: 2, success: true })]);
  });

  it('by keyboard: letters typed into the slots, Backspace sends the last back, Enter checks; focus goes on', async () => {
    const { root, slots, filled, status, tiles } = await mount({ words: 'chop,much' });
    slots().focus();
    press(slots(), 'c');
    press(slots(), 'H');
    await tick(0);
    expect(filled()).toBe('ch');
    press(slots(), 'Backspace');
    await tick(0);
    expect(filled()).toBe('c');
    press(slots(), 'Enter');
    await tick(100);
    expect(status()).toBe('3 letters to go.');
    press(slots(), 'z');
    await tick(100);
    expect(status()).toBe('No z tile left.');
    // A tile focused and placed: focus goes to a tile still in the pool.
    const h = tiles().find((t) => t.textContent === 'h')!;
    h.focus();
    h.click();
    await tick(50);
    expect(filled()).toBe('ch');
    expect(root.activeElement?.className).toBe('ag-tile');
    press(root.activeElement!, 'o');
    press(root.activeElement!, 'p');
    await tick(50);
    expect(filled()).toBe('chop');
    expect(root.activeElement?.textContent).toBe('Next word');
    (root.activeElement as HTMLButtonElement).click();
    await tick(50);
    expect(root.activeElement).toBe(slots());
    expect(slots().getAttribute('aria-label')).toBe('Your word, 0 of 4 letters. Type letters, Backspace sends the last back, Enter checks.');
  });

  it("bad words show their sentence in the tool and the built-in list plays; a bad clue says so too", async () => {
    const { root, text } = await mount({ words: 'ship,sh1p', clues: 'ship a boat' });
    const alert = root.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(
      '"sh1p" has a character that is not a letter; a word is letters only. Playing the built-in words instead. "ship a boat" is not a clue: write the word, a colon and the clue, as in ship:a big boat. Playing without clues.',
    );
    expect(text()).toContain('Word 1 of 10');
    // The panel's list is the one playing.
    await openSettings(root);
    expect(root.querySelector<HTMLSelectElement>('select')!.disabled).toBe(false);
  });

  it('a list over the setting\'s length still names what is wrong', async () => {
    const { root, text } = await mount({ words: Array.from({ length: 120 }, () => 'a'.repeat(40)).join(',') });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('The list has 120 items; up to 100 fit. Playing the built-in words instead.');
    expect(text()).toContain('Word 1 of 10');
  });

  it('a new attribute plays new words', async () => {
    const { host, text, tiles } = await mount({ words: 'ship' });
    expect(text()).toContain('Word 1 of 1');
    host.setAttribute('words', 'bell,fell,tell');
    await tick(50);
    expect(text()).toContain('Word 1 of 3');
    expect(tiles().map((t) => t.textContent).sort()).toEqual(['b', 'e', 'l', 'l']);
  });
});
