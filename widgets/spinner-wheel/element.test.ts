// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../tool-kit/random';
import { advance, eventsOf, fired, heard, mount as mountElement, stubMatchMedia, tick, useElementTest } from '../runtime/testing';

await import('./define');

/** happy-dom has no canvas: a 2D context that keeps the words written on it, and how each was aligned. */
let written: string[] = [];
let aligned: [text: string, align: string][] = [];
function fakeCanvas() {
  let textAlign = 'start';
  const context = new Proxy(
    {
      measureText: (text: string) => ({ width: text.length * 20 }),
      fillText: (text: string) => {
        written.push(text);
        aligned.push([text, textAlign]);
      },
    },
    {
      get: (target, name) => (name in target ? target[name as keyof typeof target] : () => undefined),
      set: (_, name, value) => ((name === 'textAlign' && (textAlign = value)), true),
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
}

async function mount(attributes: Record<string, string> = {}) {
  const { host, root } = await mountElement('verse-spinner-wheel', attributes);
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
  const chips = () => [...root.querySelectorAll('ul[aria-label="On the wheel"] li')].map((li) => li.textContent);
  const result = () => root.querySelector('.sw-result')!.textContent;
  const status = () => root.querySelector('[role="status"]')!.textContent;
  const problem = () => root.querySelector('.sw-problem')?.textContent ?? null;
  /** Spins and lets the wheel turn to its stop (about 4 s), the rest of the tool loading first. */
  const spin = async () => {
    button('Spin the wheel')!.click();
    await advance(0);
    await advance(4500);
  };
  return { host, root, button, chips, result, status, problem, spin, completes: eventsOf(host, 'complete') };
}

useElementTest();
beforeEach(() => {
  written = [];
  aligned = [];
  fakeCanvas();
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(42));
});

describe('<verse-spinner-wheel>', () => {
  it('reads what to do aloud with Hear it', async () => {
    const { root } = await mount();
    await tick(50);
    const hear = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Hear it')!;
    hear.click();
    expect(heard.spoken.at(-1)).toBe('Tap the wheel, or press Space, to spin.');
  });

  it('spins the built-in list with no setup: it turns about 4 s, ticking, and stops on a segment shown large, announced, spoken', async () => {
    const { button, chips, result, status, spin } = await mount();
    expect(chips()).toEqual(['cat', 'bat', 'hat', 'map', 'cap', 'van', 'jam', 'bag', 'rat', 'fan', 'pan', 'sad', 'tap', 'ham', 'dad']);
    expect(written).toEqual(expect.arrayContaining(['cat', 'dad']));
    expect(result()).toBe('Tap the wheel, or press Space, to spin.');
    button('Spin the wheel')!.click();
    // The rules of a spin load with this first tap, then it starts.
    await advance(0);
    await tick(100);
    expect(result()).toBe('Spinning…');
    expect(status()).toBe('Spinning…');
    expect(button('Spin the wheel')!.getAttribute('aria-disabled')).toBe('true');
    // Still turning after 3 s (a spin takes 3.2 to 4 s); a tap now changes nothing.
    await advance(2900);
    expect(result()).toBe('Spinning…');
    button('Spin the wheel')!.click();
    await advance(100);
    expect(status()).toBe('The wheel is still spinning.');
    await advance(1000);
    const chosen = [...document.querySelector('verse-spinner-wheel')!.shadowRoot!.querySelectorAll('li[data-chosen]')];
    expect(chosen).toHaveLength(1);
    const word = chosen[0]!.textContent!.replace(' (chosen)', '');
    expect(result()).toBe(`The wheel stopped on${word}Take it off the wheel`);
    expect(status()).toBe(`The wheel stopped on ${word}.`);
    expect(heard.spoken).toEqual([word]);
    expect(heard.played).toEqual(['correct']);
    // A tick for the segments the pointer passed (at most one each 70 ms).
    expect(heard.tones.length).toBeGreaterThan(10);
    expect(button('Spin the wheel')!.hasAttribute('aria-disabled')).toBe(false);
    // Kept: all 15 stay on the wheel, and the next spin starts from where it stopped.
    await spin();
    expect(chips()).toHaveLength(15);
    expect(heard.spoken).toHaveLength(2);
  });

  it("takes a teacher's words from the attribute; Take it off the wheel, until the last: complete, confetti", async () => {
    const { host, chips, button, status, spin, completes } = await mount({ words: 'ship, shop,chip' });
    const scores = eventsOf(host, 'score');
    expect(chips()).toEqual(['ship', 'shop', 'chip']);
    for (let left = 3; left > 0; left--) {
      await spin();
      const word = heard.spoken.at(-1)!;
      // Each word the wheel stops on is an answer: the item the child read, a draw nothing judges.
      expect(scores.at(-1)).toEqual({ tool: 'spinner-wheel', verb: 'answered', prompt: word, score: 1, max: 1, success: true, durationMs: expect.any(Number) });
      expect(scores).toHaveLength(4 - left);
      button('Take it off the wheel')!.click();
      await tick(100);
      expect(status()).toBe(`${word} is off the wheel. ${left - 1} segment${left - 1 === 1 ? '' : 's'} left.`);
      expect(chips()).not.toContain(word);
    }
    expect(chips()).toEqual([]);
    expect(completes).toEqual([{ tool: 'spinner-wheel', verb: 'completed', score: 3, max: 3, success: true, durationMs: expect.any(Number) }]);
    expect(fired).toEqual([200]);
    button('Spin the wheel')!.click();
    await tick(100);
    expect(status()).toBe('The wheel is empty. Reset puts every segment back.');
    button('Reset')!.click();
    await tick(100);
    expect(chips()).toEqual(['ship', 'shop', 'chip']);
    expect(status()).toBe('All 3 segments are back on the wheel.');
  });

  it('with after="remove", the chosen segment comes off at the next spin; every segment once, then complete', async () => {
    const { chips, result, status, spin, completes } = await mount({ list: 'numbers', after: 'remove' });
    expect(chips()).toHaveLength(10);
    const chosen: string[] = [];
    for (let n = 0; n < 10; n++) {
      await spin();
      chosen.push(heard.spoken.at(-1)!);
      // Still on the wheel, marked, until the next spin.
      if (n < 9) {
        expect(chips()).toHaveLength(10 - n);
        expect(chips()).toContain(`${chosen.at(-1)} (chosen)`);
        expect(result()).toContain('It comes off the wheel at the next spin.');
      }
    }
    expect([...chosen].sort((a, b) => +a - +b)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(chips()).toEqual([]);
    expect(result()).toContain('That was the last one! Reset puts all 10 back.');
    expect(status()).toBe(`The wheel stopped on ${chosen.at(-1)}. That was the last one!`);
    expect(completes).toEqual([expect.objectContaining({ score: 10, max: 10, success: true })]);
  });

  it('shows what is wrong with a bad list inside the tool and spins the built-in list instead', async () => {
    const { host, chips, problem, spin } = await mount({ words: 'ship', list: 'letters' });
    expect(problem()).toBe('Your words: The list needs at least 2 items. Playing the built-in words instead.');
    expect(chips()).toHaveLength(26);
    await spin();
    expect(heard.spoken).toHaveLength(1);
    host.setAttribute('words', Array.from({ length: 31 }, (_, i) => `w${i}`).join(','));
    await tick(100);
    expect(problem()).toBe('Your words: The list has 31 items; up to 30 fit. Playing the built-in words instead.');
    // Longer than the setting's text allows: still named, never silently dropped.
    host.setAttribute('words', Array.from({ length: 40 }, () => 'x'.repeat(40)).join(','));
    await tick(100);
    expect(problem()).toBe('Your words: The list has 40 items; up to 30 fit. Playing the built-in words instead.');
    host.setAttribute('words', 'a,b');
    await tick(100);
    expect(problem()).toBeNull();
    expect(chips()).toEqual(['a', 'b']);
  });

  it('draws every segment, the words on the left half turned over so none reads upside down', async () => {
    await mount({ words: 'one,two,three,four' });
    // At rest, segment 0 starts at the pointer (the top) and they go clockwise: one and two on the
    // right, read from the hub out; three and four on the left, turned over, read from the rim in.
    expect(aligned.slice(-4)).toEqual([
      ['one', 'right'],
      ['two', 'right'],
      ['three', 'left'],
      ['four', 'left'],
    ]);
  });

  it('under reduced motion picks at once and lights the result card up for a moment', async () => {
    stubMatchMedia(true);
    const { root, button, result, status } = await mount({ words: 'red,blue,green' });
    button('Spin the wheel')!.click();
    await tick(100);
    const word = heard.spoken[0]!;
    expect(['red', 'blue', 'green']).toContain(word);
    expect(result()).toContain(word);
    expect(status()).toBe(`The wheel stopped on ${word}.`);
    expect(root.querySelector('.sw-result')!.hasAttribute('data-highlight')).toBe(true);
    await advance(1300);
    expect(root.querySelector('.sw-result')!.hasAttribute('data-highlight')).toBe(false);
    expect(heard.tones).toEqual([]);
  });

  it('shuffles the segments into another order; Settings sets the words, the list and the mode, ', async () => {
    const { root, button, chips } = await mount({ list: 'letters' });
    button('Shuffle')!.click();
    await tick(100);
    expect(chips()).not.toEqual([...'abcdefghijklmnopqrstuvwxyz']);
    expect([...chips()].sort()).toEqual([...'abcdefghijklmnopqrstuvwxyz']);
    button('Settings')!.click();
    await tick(100);
    const select = root.querySelector('select')!;
    expect(select.value).toBe('letters');
    const words = root.querySelector('textarea')!;
    words.value = 'sun, fun, run';
    button('Use these words')!.click();
    await tick(100);
    expect(chips()).toEqual(['sun', 'fun', 'run']);
    root.querySelector<HTMLInputElement>('input[type="radio"][value="remove"]')!.click();
    await tick(100);
    expect(root.querySelector('.sw-result')!.textContent).toBe('Tap the wheel, or press Space, to spin.');
  });
});
