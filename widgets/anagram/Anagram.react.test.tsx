// The Anagram view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, settle, type, useComponentTest } from '../runtime/testing';
import { Anagram } from './Anagram';
import { NEXT_DELAY } from './logic';

useComponentTest({ toFake: ['setTimeout', 'clearTimeout'], reducedMotion: true });

describe('Anagram on React', () => {
  it("takes a teacher's words and clues in the settings, shares them, plays them and reports each word and the round", async () => {
    const { page, onComplete, onScore, copiedLink } = await renderTool((on) => <Anagram {...on} />);
    // The moves and the teacher's fields load with the first tap, key or focus in the tool.
    expect(page.querySelector('textarea')).toBeNull();
    act(() => void page.querySelector('.settings-panel')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await settle(() => page.querySelectorAll('textarea').length === 2);
    const [words, clues] = [...page.querySelectorAll('textarea')];
    const select = page.querySelector('select')!;
    type(select, 'level-4');
    expect(page.textContent).toContain('Word 1 of 10');
    type(words!, 'ship, chop');
    expect(select.disabled).toBe(true);
    type(clues!, 'chop:cut with an axe');
    const shared = (await copiedLink()).searchParams;
    expect(Object.fromEntries(shared)).toEqual({ list: 'level-4', words: 'ship, chop', clues: 'chop:cut with an axe' });

    const tap = (letters: string) => {
      for (const letter of letters) click([...page.querySelectorAll<HTMLButtonElement>('.ag-tiles button')].find((t) => t.textContent === letter)!);
    };
    expect(page.textContent).toContain('Word 1 of 2');
    tap('ship');
    expect(onScore).toHaveBeenLastCalledWith({ tool: 'anagram', verb: 'answered', prompt: 'ship', score: 1, max: 1, success: true, durationMs: expect.any(Number) });
    act(() => void vi.advanceTimersByTime(NEXT_DELAY));
    expect(page.querySelector('.ag-clue')!.textContent).toBe('Clue: cut with an axe');
    click(button(page, 'Hint'));
    click(button(page, 'Hint'));
    tap('op');
    click(button(page, 'See my score'));
    expect(page.textContent).toContain('All done! You unscrambled 1 of 2 words on your own.');
    expect(page.textContent).toContain('Words to practise: chop.');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'anagram', verb: 'completed', score: 1, max: 2, success: true, durationMs: expect.any(Number) });

    // A bad list: its sentence shows, and the chosen list plays (which has no chop for the clue).
    type(words!, 'ship,x');
    expect(page.querySelector('[role="alert"]')!.textContent).toBe(
      '"x" has 1 letter; a word needs 2 to 12. Playing the built-in words instead. The clue for "chop" matches none of the words.',
    );
    expect(page.textContent).toContain('Word 1 of 10');
    expect(select.disabled).toBe(false);
  });
});
