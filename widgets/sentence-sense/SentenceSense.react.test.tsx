// The Sentence Sense view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, type, useComponentTest } from '../runtime/testing';
import { SentenceSense } from './SentenceSense';

useComponentTest({ reducedMotion: true });

describe('Sentence Sense on React', () => {
  it("takes a teacher's sentences and the help in the settings, shares them, plays them and reports each sentence and the round", async () => {
    const { page, onComplete, onScore, copiedLink } = await renderTool((on) => <SentenceSense {...on} />);
    // The moves and the teacher's field load with the first tap, key or focus in the tool.
    expect(page.querySelector('textarea')).toBeNull();
    act(() => void page.querySelector('.settings-panel')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    for (let round = 0; round < 50 && !page.querySelector('textarea'); round++) await act(async () => vi.dynamicImportSettled());
    const select = page.querySelector('select')!;
    type(select, 'blends');
    expect(page.textContent).toContain('Sentence 1 of 6');
    type(page.querySelector('textarea')!, 'Sam has a hat.|The sun is hot.');
    expect(select.disabled).toBe(true);
    const help = [...page.querySelectorAll('.choice')].find((l) => l.textContent === 'First word and end mark in place')!;
    click(help.querySelector('input')!);
    const shared = (await copiedLink()).searchParams;
    expect(Object.fromEntries(shared)).toEqual({ list: 'blends', sentences: 'Sam has a hat.|The sun is hot.', fixed: 'ends' });

    const tap = (words: string) => {
      for (const word of words.split(' ')) click([...page.querySelectorAll<HTMLButtonElement>('.ss-tiles button')].find((t) => t.textContent === word)!);
    };
    expect(page.textContent).toContain('Sentence 1 of 2');
    expect([...page.querySelectorAll('[data-fixed]')].map((t) => t.textContent)).toEqual(['Sam', '.']);
    tap('has a hat');
    expect(onScore).toHaveBeenLastCalledWith({ tool: 'sentence-sense', verb: 'answered', prompt: 'Sam has a hat.', score: 1, max: 1, success: true, durationMs: expect.any(Number) });
    click(button(page, 'Next sentence'));
    tap('is sun hot');
    click(button(page, 'Clear'));
    tap('sun is hot');
    click(button(page, 'See my score'));
    expect(page.textContent).toContain('All done! You built 1 of 2 sentences on the first try.');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'sentence-sense', verb: 'completed', score: 1, max: 2, success: true, durationMs: expect.any(Number) });

    // Bad content: its message shows, and the chosen set plays.
    type(page.querySelector('textarea')!, 'Hi.');
    expect(page.querySelector('[role="alert"]')!.textContent).toBe('Sentence 1 ("Hi.") has 1 word; a sentence needs 2 to 12. Playing the built-in sentences instead.');
    expect(page.textContent).toContain('Sentence 1 of 6');
    expect(select.disabled).toBe(false);
  });
});
