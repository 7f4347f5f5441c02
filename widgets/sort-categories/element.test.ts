// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { describe, expect, it } from 'vitest';
import { fired, heard, keydown as press, mountTool, tick, until, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';
import { SORTS } from './sorts';

const { defineSortCategories } = await import('./define');

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-sort-categories', attributes);
  const { host, root } = tool;
  const pile = () => [...root.querySelectorAll<HTMLButtonElement>('.sc-pile .sc-item')];
  const group = (title: string) => [...root.querySelectorAll<HTMLButtonElement>('.sc-group-button')].find((b) => b.textContent!.slice(1) === title)!;
  const inGroup = (title: string) => [...group(title).closest('section')!.querySelectorAll('.sc-in li')].map((li) => li.textContent);
  const itemText = (b: HTMLButtonElement) => b.childNodes[0]!.textContent;
  return { ...tool, pile, group, inGroup, itemText };
}

useElementTest({ define: defineSortCategories });

describe('<verse-sort-categories>', () => {
  it('sorts by a teacher\'s two patterns, by a lesson\'s, and by its groups over both', async () => {
    const titles = (root: ShadowRoot) => [...root.querySelectorAll('.sc-group-button')].map((b) => b.textContent!.slice(1));
    const { host, root, pile, itemText } = await mount({ patterns: 'team-ai,team-ay' });
    await until(() => titles(root).length > 0);
    expect(titles(root)).toEqual(['ai', 'ay']);
    expect(itemText(pile()[0]!)).toMatch(/ai|ay/);
    host.setAttribute('patterns', '');
    host.setAttribute('lesson', '11');
    await until(() => titles(root)[0] === 'ck');
    expect(titles(root)).toEqual(['ck', 'k']);
    host.setAttribute('groups', 'big:cat,dog|small:ant,bee');
    await until(() => titles(root)[0] === 'big');
  });

  it('reads what to do aloud with Hear it', async () => {
    const { root } = await mount();
    await tick(50);
    const hear = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Hear it')!;
    hear.click();
    // Dealt one at a time: the top word is picked, so the step names it, as the line on screen does.
    expect(heard.spoken.at(-1)).toMatch(/^Now tap the group for [a-z]+\.$/);
    expect(heard.spoken.at(-1)).toBe(root.querySelector('.sc-verdict')!.textContent);
  });

  it('the built-in sort, one at a time: every item to its group, each spoken when right; the end reviews by group', async () => {
    const { pile, group, text, itemText, completes, scores, root, button } = await mount({ list: 'digraphs' });
    const sort = SORTS.find((s) => s.id === 'digraphs')!;
    expect(pile()).toHaveLength(1);
    expect(pile()[0]!.getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 12; i++) {
      expect(text()).toContain(`Sorted ${i} of 12`);
      const word = itemText(pile()[0]!)!;
      const title = sort.groups.find((g) => g.items.includes(word))!.title;
      group(title).click();
      await tick(0);
      expect(heard.spoken.at(-1)).toBe(word);
      expect(scores.at(-1)).toEqual({ tool: 'sort-categories', verb: 'answered', prompt: word, answer: title, score: 1, max: 1, success: true, durationMs: expect.any(Number) });
    }
    expect(scores).toHaveLength(12);
    expect(text()).toContain('All sorted! 12 of 12 words right on the first try.');
    expect([...root.querySelectorAll('.sc-over section')].map((s) => s.getAttribute('aria-label'))).toEqual(['sh', 'ch', 'th', 'wh']);
    expect(completes).toEqual([{ tool: 'sort-categories', verb: 'completed', score: 12, max: 12, success: true, durationMs: expect.any(Number) }]);
    expect(fired).toEqual([150]);
    button('Play again')!.click();
    await tick(50);
    expect(text()).toContain('Sorted 0 of 12');
  });

  it("a teacher's groups, all at once, checked at once: a wrong item goes back and shows its group after two tries", async () => {
    const { pile, group, inGroup, status, text, itemText, scores, completes, root } = await mount({ groups: 'short a:cat,map|short i:pig', deal: 'all' });
    expect(pile().map(itemText).sort()).toEqual(['cat', 'map', 'pig']);
    group('short a').click();
    await tick(100);
    expect(status()).toBe('Pick a word from the pile first.');
    const tap = (word: string) => pile().find((b) => itemText(b) === word)!.click();
    tap('cat');
    await tick(0);
    expect(pile().find((b) => itemText(b) === 'cat')!.getAttribute('aria-pressed')).toBe('true');
    group('short i').click();
    await tick(100);
    expect(heard.played).toEqual(['miss']);
    expect(status()).toBe('Not short i. cat goes back to the pile.');
    expect(root.querySelector('.sc-verdict')!.textContent).toBe('Not short i. Try cat again.');
    tap('cat');
    group('short i').click();
    await tick(100);
    expect(status()).toBe('Not short i. cat goes back to the pile: it goes in short a.');
    expect(pile().find((b) => itemText(b) === 'cat')!.textContent).toBe('cat short a');
    tap('cat');
    group('short a').click();
    await tick(0);
    expect(inGroup('short a')).toEqual(['cat']);
    // Each placement is an answer, its item and the group chosen: two wrong, then right.
    expect(scores.map(({ prompt, answer, score, max, success }) => ({ prompt, answer, score, max, success }))).toEqual([
      { prompt: 'cat', answer: 'short i', score: 0, max: 1, success: false },
      { prompt: 'cat', answer: 'short i', score: 0, max: 1, success: false },
      { prompt: 'cat', answer: 'short a', score: 1, max: 1, success: true },
    ]);
    tap('pig');
    group('short i').click();
    tap('map');
    group('short a').click();
    await tick(0);
    expect(text()).toContain('All sorted! 2 of 3 words right on the first try.');
    expect([...root.querySelectorAll('.sc-over li')].map((li) => li.textContent)).toEqual(['cat after 2 wrong tries', 'map ', 'pig ']);
    expect(completes).toEqual([expect.objectContaining({ score: 2, max: 3, success: true })]);
  });

  it('one at a time, a wrong placement names the item that shows now, never the one gone to the back of the pile', async () => {
    const { root, pile, group, itemText } = await mount({ groups: 'short a:cat,map|short o:fox' });
    const verdict = () => root.querySelector('.sc-verdict')!.textContent;
    const wrongGroup = (word: string) => (word === 'fox' ? 'short a' : 'short o');
    const first = itemText(pile()[0]!)!;
    group(wrongGroup(first)).click();
    await tick(100);
    const now = itemText(pile()[0]!)!;
    expect(now).not.toBe(first);
    expect(verdict()).toBe(`Not ${wrongGroup(first)}. ${first} goes back to the pile. Now: ${now}.`);
    // The last one left: it shows again, so the verdict asks for it again.
    group(now === 'fox' ? 'short o' : 'short a').click();
    await tick(100);
    const other = itemText(pile()[0]!)!;
    group(other === 'fox' ? 'short o' : 'short a').click();
    await tick(100);
    expect(itemText(pile()[0]!)).toBe(first);
    group(wrongGroup(first)).click();
    await tick(100);
    expect(verdict()).toBe(`Not ${wrongGroup(first)}. Try ${first} again.`);
  });

  it('every control with a name of its own starts it with the words it shows (WCAG 2.5.3, Label in Name)', async () => {
    const { root, pile, group, itemText } = await mount({ groups: 'short a:cat,map|short o:fox' });
    const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim();
    const check = () => {
      for (const control of root.querySelectorAll<HTMLElement>('button[aria-label]')) {
        const visible = [...control.childNodes]
          .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
          .map((n) => n.textContent)
          .join('');
        expect(words(control.getAttribute('aria-label')!).startsWith(words(visible)), control.outerHTML).toBe(true);
      }
    };
    check();
    group(itemText(pile()[0]!) === 'fox' ? 'short o' : 'short a').click();
    await tick(100);
    check();
  });

  it('checked at the end: items taken back, Check my sort returns the wrong ones; by keyboard, number keys pick the group', async () => {
    const { root, pile, group, inGroup, status, itemText, button, completes } = await mount({ groups: 'short a:cat|short i:pig', check: 'end' });
    // One at a time: the top item is picked; its number key puts it in that group.
    const first = itemText(pile()[0]!)!;
    pile()[0]!.focus();
    press(pile()[0]!, '1');
    await tick(50);
    expect(inGroup('short a')).toEqual([first]);
    expect(root.querySelector('[aria-label$=": take back"]')!.getAttribute('aria-label')).toBe(`${first}, in short a: take back`);
    const takeBack = root.querySelector<HTMLButtonElement>('[aria-label$=": take back"]')!;
    takeBack.focus();
    takeBack.click();
    await tick(100);
    // The button left with its item: focus went on to the pile.
    expect(root.activeElement).toBe(pile()[0]);
    expect(pile()).toHaveLength(1);
    expect(status()).toBe(`${first} is back in the pile.`);
    press(pile()[0]!, '1');
    await tick(50);
    // Focus went on to the next item of the pile.
    expect(root.activeElement).toBe(pile()[0]);
    press(root.activeElement!, '1');
    await tick(50);
    expect(inGroup('short a').sort()).toEqual(['cat', 'pig']);
    expect(root.activeElement).toBe(button('Check my sort'));
    button('Check my sort')!.click();
    await tick(100);
    expect(status()).toBe('1 word right. 1 word went back to the pile: try it again.');
    expect(inGroup('short a')).toEqual(['cat']);
    group('short i').click();
    await tick(50);
    button('Check my sort')!.click();
    await tick(50);
    expect(completes).toEqual([expect.objectContaining({ score: 1, max: 2, success: true })]);
  });

  it('bad groups show their message and the built-in sort plays', async () => {
    const { root, text } = await mount({ groups: 'short a:cat,map|short i:pig,cat' });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('"cat" is in both "short a" and "short i"; an item belongs to one group. Playing the built-in sort instead.');
    expect(text()).toContain('Sorted 0 of 12');
  });

  it('a new attribute plays new groups', async () => {
    const { host, text } = await mount({ groups: 'a:x|b:y' });
    expect(text()).toContain('Sorted 0 of 2');
    host.setAttribute('groups', 'a:x,z|b:y|c:w');
    await tick(50);
    expect(text()).toContain('Sorted 0 of 4');
  });
});
