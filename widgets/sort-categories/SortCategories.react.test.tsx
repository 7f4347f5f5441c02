// The Sort Categories view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, type, useComponentTest } from '../runtime/testing';
import { SortCategories } from './SortCategories';

useComponentTest({ reducedMotion: true });

describe('Sort Categories on React', () => {
  it("takes a teacher's groups, the deal and the check in the settings, shares them, plays them and reports the round", async () => {
    const { page, onComplete, onScore, choose, copiedLink } = await renderTool((on) => <SortCategories {...on} />);
    // The moves and the teacher's field load with the first tap, key or focus in the tool.
    expect(page.querySelector('textarea')).toBeNull();
    act(() => void page.querySelector('.settings-panel')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    for (let round = 0; round < 50 && !page.querySelector('textarea'); round++) await act(async () => vi.dynamicImportSettled());
    const select = page.querySelector('select')!;
    type(select, 'welded');
    expect(page.textContent).toContain('Sorted 0 of 12');
    type(page.querySelector('textarea')!, 'short a:cat,map\nshort i:pig');
    expect(select.disabled).toBe(true);
    const radio = (label: string) => [...page.querySelectorAll('.choice')].find((l) => l.textContent === label)!.querySelector('input')!;
    choose('All at once');
    choose('All at the end');
    const shared = (await copiedLink()).searchParams;
    expect(Object.fromEntries(shared)).toEqual({ list: 'welded', groups: 'short a:cat,map\nshort i:pig', deal: 'all', check: 'end' });

    const item = (word: string) => [...page.querySelectorAll<HTMLButtonElement>('.sc-pile .sc-item')].find((b) => b.textContent === word)!;
    const group = (title: string) => [...page.querySelectorAll<HTMLButtonElement>('.sc-group-button')].find((b) => b.textContent!.slice(1) === title)!;
    expect(page.textContent).toContain('Sorted 0 of 3');
    click(item('cat'));
    click(group('short i'));
    click(item('map'));
    click(group('short a'));
    click(item('pig'));
    click(group('short i'));
    click(button(page, 'Check my sort'));
    // The check answers each word placed: its item and the group chosen.
    const answer = (prompt: string, group: string, right: boolean) => ({ tool: 'sort-categories', verb: 'answered', prompt, answer: group, score: right ? 1 : 0, max: 1, success: right, durationMs: expect.any(Number) });
    expect(onScore.mock.calls.map(([detail]) => detail)).toEqual([answer('cat', 'short i', false), answer('map', 'short a', true), answer('pig', 'short i', true)]);
    click(item('cat'));
    click(group('short a'));
    click(button(page, 'Check my sort'));
    expect(onScore).toHaveBeenLastCalledWith(answer('cat', 'short a', true));
    expect(page.textContent).toContain('All sorted! 2 of 3 words right on the first try.');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'sort-categories', verb: 'completed', score: 2, max: 3, success: true, durationMs: expect.any(Number) });

    type(page.querySelector('textarea')!, 'short a:cat');
    expect(page.querySelector('[role="alert"]')!.textContent).toBe('There is 1 group; a sort needs 2 to 4. Playing the built-in sort instead.');
    expect(page.textContent).toContain('Sorted 0 of 12');
  });
});
