// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineLetterTiles } from './define';
import { wordListById } from './logic';
import { advance, clearRecords, eventsOf, fired, heard, mount as mountElement, stubClipboard, tick, useFakeClock } from '../runtime/testing';

/** aria-label, else the text a screen reader hears (aria-hidden parts left out). */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.trim() ?? '';
}

async function mount(attributes: Record<string, string> = {}) {
  const { host, root } = await mountElement('verse-letter-tiles', attributes);
  const button = (name: string) => {
    const found = [...root.querySelectorAll('button')].find((b) => accessibleName(b) === name);
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  const slots = () => [...root.querySelectorAll<HTMLButtonElement>('[part="board"] button')];
  /** The board as text: row 1 and row 2, "." for an empty space. */
  const board = () => {
    const text = slots().map((s) => s.textContent || '.');
    return [text.slice(0, 12).join(' '), text.slice(12).join(' ')];
  };
  const said = () => root.querySelector('[role="status"]')?.textContent ?? '';
  /** What the live region says once the shell has announced it (60 ms after). */
  const hears = async (text: string | RegExp) => {
    await advance(100);
    expect(said()).toMatch(text);
  };
  const key = async (target: Element, name: string) => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, composed: true }));
    await tick();
  };
  const click = async (target: HTMLElement) => {
    target.click();
    await tick();
  };
  return { host, root, button, slots, board, said, hears, key, click };
}

describe('<verse-letter-tiles>', () => {
  useFakeClock();
  beforeEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
    clearRecords();
    defineLetterTiles();
  });
  afterEach(() => vi.restoreAllMocks());

  it("a teacher's own list (words) is laid out one word at a time; a bad list is named and the word list is laid out", async () => {
    const { root, board, button } = await mount({ words: 'ship,chop', level: '2' });
    expect(root.querySelector('.status')!.textContent).toContain('Your words: word 1 of 2');
    expect(board()[1]).toMatch(/^sh i p \./);
    button('Next').click();
    await tick();
    expect(board()[1]).toMatch(/^ch o p \./);
    expect(root.querySelector('[role="alert"]')).toBeNull();
    const bad = await mount({ words: 'ship,café', list: 'short-a' });
    expect(bad.root.querySelector('[role="alert"]')!.textContent).toBe('"café" has a letter with no tile at Level 1. Laying out the word list instead.');
    expect(bad.root.querySelector('.status')!.textContent).toContain('short a: word 1 of');
  });

  it('shows a 2 x 12 board, empty for No Words, and a Level 1 palette of letters and pictures', async () => {
    const { root, slots, board } = await mount();
    expect(slots()).toHaveLength(24);
    expect(board()[1]).toBe(Array(12).fill('.').join(' '));
    expect(root.querySelector('h1, h2')?.textContent).toBe('Letter Tiles');
    expect(root.querySelector('.status')!.textContent).toContain('No Words: build your own words, or practise short a words');
    const palette = [...root.querySelectorAll('[part="palette"] button')].map((b) => b.getAttribute('aria-label'));
    expect(palette).toHaveLength(26 + 6);
    expect(palette.slice(0, 3)).toEqual(['a, vowel', 'b, consonant', 'c, consonant']);
    expect(palette.at(-1)).toBe('sun, picture');
    // Pictures are drawn inline.
    expect(root.querySelector('[part="palette"] button[aria-label="apple, picture"] svg')).not.toBeNull();
    expect(root.querySelector('[part="legend"]')?.textContent).toContain('Vowel: round');
  });

  it('by click: pick a tile, tap an empty space; a filled space is not replaced; double-click empties', async () => {
    const { button, slots, board, hears, click } = await mount({ level: '2' });
    await click(button('sh, special tile'));
    expect(button('sh, special tile').getAttribute('aria-pressed')).toBe('true');
    await hears('sh picked. Now choose an empty space on the board.');
    await click(slots()[0]!);
    expect(board()[0]!.startsWith('sh .')).toBe(true);
    expect(slots()[0]!.getAttribute('aria-label')).toBe('Row 1, space 1: sh, special tile');
    await hears('sh placed in row 1, space 1.');
    expect(button('sh, special tile').getAttribute('aria-pressed')).toBe('false');

    await click(button('a, vowel'));
    await click(slots()[0]!);
    expect(board()[0]!.startsWith('sh .')).toBe(true);
    await hears(/That space already has a tile/);
    await click(slots()[1]!);
    expect(board()[0]!.startsWith('sh a .')).toBe(true);

    slots()[0]!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await tick();
    expect(board()[0]!.startsWith('. a .')).toBe(true);
    await hears('sh taken away from row 1, space 1.');
  });

  it('by keyboard: Enter picks, arrows move, Enter places, Escape cancels, Delete empties', async () => {
    const { root, button, slots, board, key, hears } = await mount({ list: 'short-a' });
    expect(board()[1]!.startsWith('c a t .')).toBe(true);
    const a = button('a, vowel');
    a.focus();
    await key(a, 'ArrowRight');
    expect(root.activeElement?.getAttribute('aria-label')).toBe('b, consonant');
    await key(root.activeElement!, 'Enter');
    expect(button('b, consonant').getAttribute('aria-pressed')).toBe('true');
    await key(root.activeElement!, 'Escape');
    expect(button('b, consonant').getAttribute('aria-pressed')).toBe('false');
    await hears('Nothing picked.');

    await key(button('b, consonant'), ' ');
    const first = slots()[0]!;
    expect(first.tabIndex).toBe(0);
    expect(slots()[1]!.tabIndex).toBe(-1);
    first.focus();
    await key(first, 'ArrowDown');
    expect(root.activeElement).toBe(slots()[12]);
    await key(root.activeElement!, 'Enter');
    await hears(/already has a tile/);
    await key(root.activeElement!, 'ArrowUp');
    await key(root.activeElement!, 'ArrowRight');
    await key(root.activeElement!, 'Enter');
    expect(board()[0]!.startsWith('. b .')).toBe(true);
    await key(slots()[13]!, 'Delete');
    expect(board()[1]!.startsWith('c . t')).toBe(true);
  });

  it('Prev, Next and Reload move through the list, wrapping; the case toggle switches the letters', async () => {
    const { button, board, hears, click } = await mount({ list: 'sh-ch-th-wh', level: '2' });
    const words = wordListById('sh-ch-th-wh').words;
    expect(board()[1]!.startsWith('sh i p .')).toBe(true);
    await click(button('Prev'));
    expect(board()[1]!.startsWith('wh i ch .')).toBe(true);
    await hears(`Word ${words.length} of ${words.length}.`);
    await click(button('Next'));
    await click(button('Next'));
    expect(board()[1]!.startsWith('sh o p .')).toBe(true);
    await click(button('Uppercase'));
    expect(button('Uppercase').getAttribute('aria-pressed')).toBe('true');
    expect(board()[1]!.startsWith('SH O P .')).toBe(true);
    await click(button('Reload'));
    expect(board()[1]!.startsWith('SH O P .')).toBe(true);
  });

  it('follows its attributes and properties: level re-lays the word, list starts a list, case', async () => {
    const { host, board } = await mount({ list: 'ang-ing-ong-ung', case: 'upper' });
    expect(board()[1]!.startsWith('B A N G .')).toBe(true);
    host.setAttribute('level', '2');
    await tick();
    expect(board()[1]!.startsWith('B ANG .')).toBe(true);
    (host as HTMLElementTagNameMap['verse-letter-tiles']).list = 'level-6';
    host.setAttribute('level', '3');
    host.setAttribute('case', 'lower');
    await tick();
    expect(board()[1]!.startsWith('s u n less .')).toBe(true);
    host.setAttribute('list', 'none');
    await tick();
    expect(board()[1]).toBe(Array(12).fill('.').join(' '));
  });

  it('fires complete (verb completed) once every word of the list was reached with Next, with confetti', async () => {
    const { host, button, click, hears } = await mount({ list: 'short-u' });
    const seen: unknown[] = [];
    document.addEventListener('complete', (event) => seen.push((event as CustomEvent).detail));
    const count = wordListById('short-u').words.length;
    for (let i = 1; i < count; i++) await click(button('Next'));
    expect(seen).toEqual([]);
    await click(button('Next'));
    expect(seen).toEqual([{ tool: 'letter-tiles', verb: 'completed', durationMs: expect.any(Number) }]);
    await hears(`You went through all ${count} words. Well done! Word 1 of ${count}.`);
    await tick();
    expect(fired).toEqual([150]);
    expect(host.isConnected).toBe(true);
  });

  it('reports each word of a list as an answer when Next moves on from it, once a time through the list', async () => {
    const { host, button, click } = await mount({ words: 'ship,chop,fish', level: '2' });
    const scores = eventsOf(host, 'score');
    const completes = eventsOf(host, 'complete');
    await click(button('Next'));
    // Back and on again: chop was already reached, ship already reported.
    await click(button('Prev'));
    await click(button('Next'));
    await click(button('Next'));
    expect(completes).toEqual([]);
    await click(button('Next'));
    // The board has no right or wrong: each word gone through is read.
    expect(scores).toEqual(['ship', 'chop', 'fish'].map((prompt) => ({ tool: 'letter-tiles', verb: 'answered', prompt, score: 1, max: 1, success: true, durationMs: expect.any(Number) })));
    expect(completes).toHaveLength(1);
    await click(button('Next'));
    expect(scores.at(-1)).toMatchObject({ prompt: 'ship' });
  });

  it('offers level, list and letters in the settings panel and shares them', async () => {
    const { root, board, button, click } = await mount();
    await click(button('Settings'));
    const select = root.querySelector<HTMLSelectElement>('select')!;
    expect([...select.options].map((o) => o.textContent)).toContain('ank, ink, unk');
    select.value = 'ank-ink-unk';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
    expect(board()[1]!.startsWith('b a n k .')).toBe(true);
    const level3 = [...root.querySelectorAll('label.choice')].find((l) => l.textContent === 'Level 3 (advanced)')!.querySelector('input')!;
    await click(level3);
    expect(board()[1]!.startsWith('b ank .')).toBe(true);

    const writeText = stubClipboard();
    await click(button('Copy link'));
    expect(writeText).toHaveBeenCalledOnce();
    const copied = new URL(String((writeText.mock.calls[0] as unknown[])[0]));
    expect(copied.pathname).toBe('/embed/letter-tiles');
    expect(copied.searchParams.get('level')).toBe('3');
    expect(copied.searchParams.get('list')).toBe('ank-ink-unk');
    expect(copied.searchParams.has('case')).toBe(false);
  });

  it('opens with a goal: No Words says to build freely, and one tap starts the first word list', async () => {
    const { root, board, button, click } = await mount();
    await click(button('practise short a words'));
    expect(root.querySelector('.status')!.textContent).toContain('short a: word 1 of 15');
    expect(board()[1]!.startsWith('c a t .')).toBe(true);
    expect(button('Next').disabled).toBe(false);
  });
  it('shows the next step on screen as the child goes on, and Hear it reads it aloud', async () => {
    const { root, button, slots, click } = await mount();
    const step = () => root.querySelector('.tool-step span')!.textContent;
    const hear = () => [...root.querySelectorAll<HTMLButtonElement>('.tool-step button')].find((b) => b.textContent === 'Hear it')!.click();
    expect(step()).toBe('Build a word: pick a tile, then tap a space. Or tap a word list.');
    hear();
    expect(heard.spoken.at(-1)).toBe('Build a word: pick a tile, then tap a space. Or tap a word list.');
    await click(button('c, consonant'));
    expect(step()).toBe('Now tap an empty space for c.');
    hear();
    expect(heard.spoken.at(-1)).toBe('Now tap an empty space for c.');
    await click(slots()[0]!);
    expect(step()).toBe('Pick the next tile, then tap a space.');
    await click(button('practise short a words'));
    expect(step()).toBe('Read the word. Make it again in the top row, then press Next.');
    hear();
    expect(heard.spoken.at(-1)).toBe('Read the word. Make it again in the top row, then press Next.');
  });
});
