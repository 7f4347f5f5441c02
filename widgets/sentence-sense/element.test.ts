// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { describe, expect, it } from 'vitest';
import { fired, heard, keydown as press, mountTool, tick, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';
import { SENTENCE_SETS } from './sentences';

const { defineSentenceSense } = await import('./define');

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-sentence-sense', attributes);
  const { host, root } = tool;
  const tiles = () => [...root.querySelectorAll<HTMLButtonElement>('.ss-tiles button')];
  const slots = () => root.querySelector<HTMLElement>('.ss-slots')!;
  const sentence = () => [...slots().querySelectorAll<HTMLElement>('.ss-word:not([data-empty])')].map((s) => s.textContent).join(' ');
  /** Taps the pool's tiles that read `words`, one by one. */
  const tap = async (words: string) => {
    for (const word of words.split(' ')) {
      tiles().find((t) => t.textContent === word)!.click();
      await tick(0);
    }
  };
  return { ...tool, tiles, slots, sentence, tap };
}

useElementTest({ define: defineSentenceSense });

/** A sentence's tiles as the game cuts it. */
const cut = (s: string) => s.replace(/([.?!])$/, ' $1');

describe('<verse-sentence-sense>', () => {
  it('reads what to do aloud with Hear it', async () => {
    const { root } = await mount();
    await tick(50);
    const hear = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Hear it')!;
    hear.click();
    expect(heard.spoken.at(-1)).toBe('Tap the words in order.');
  });

  it('by mouse: six built-in sentences, each shuffled, read aloud when right; the end reports 6 of 6', async () => {
    const { root, tiles, sentence, text, tap, completes, scores, button } = await mount({ list: 'digraphs' });
    const set = SENTENCE_SETS.find((s) => s.id === 'digraphs')!.sentences;
    const sorted = (words: string[]) => [...words].sort().join(' ');
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      expect(text()).toContain(`Sentence ${i + 1} of 6`);
      const words = tiles().map((t) => t.textContent!);
      const answer = set.find((s) => sorted(cut(s).split(' ')) === sorted(words) && !seen.includes(s))!;
      expect(words.join(' ')).not.toBe(cut(answer));
      seen.push(answer);
      await tap(cut(answer));
      expect(sentence()).toBe(cut(answer));
      expect(root.querySelector('.ss-verdict')!.textContent).toBe(`Right! ${answer}`);
      expect(heard.spoken.at(-1)).toBe(answer);
      expect(heard.played.at(-1)).toBe('correct');
      expect(scores.at(-1)).toEqual({ tool: 'sentence-sense', verb: 'answered', prompt: answer, score: 1, max: 1, success: true, durationMs: expect.any(Number) });
      button(i < 5 ? 'Next sentence' : 'See my score')!.click();
      await tick(50);
    }
    expect(text()).toContain('All done! You built 6 of 6 sentences on the first try.');
    expect(text()).toContain('Every sentence on the first try. Well done!');
    expect(completes).toEqual([{ tool: 'sentence-sense', verb: 'completed', score: 6, max: 6, success: true, durationMs: expect.any(Number) }]);
    expect(heard.played.at(-1)).toBe('success');
    expect(fired).toEqual([150]);
    button('Play again')!.click();
    await tick(50);
    expect(text()).toContain('Sentence 1 of 6');
  });

  it("a teacher's sentences with the help: first word and end mark in place; a wrong try, a word sent back; the end shows what to practise", async () => {
    const { root, tiles, sentence, status, text, tap, completes, scores, button } = await mount({ sentences: 'The cat and the dog ran.|Sam has a hat.', fixed: 'ends' });
    expect(text()).toContain('Sentence 1 of 2');
    expect([...root.querySelectorAll('[data-fixed]')].map((t) => t.getAttribute('aria-label'))).toEqual(['The, in place', '., in place']);
    expect(tiles().map((t) => t.textContent).sort()).toEqual(['and', 'cat', 'dog', 'ran', 'the']);
    await tap('dog and the cat ran');
    expect(sentence()).toBe('The dog and the cat ran .');
    expect(root.querySelector('.ss-slots')!.getAttribute('data-state')).toBe('wrong');
    expect(root.querySelector('.ss-verdict')!.textContent).toBe('Not yet. Tap a word in the sentence to send it back.');
    expect(heard.played).toEqual(['miss']);
    await tick(100);
    expect(status()).toBe('Not yet: The dog and the cat ran. Tap a word in the sentence to send it back.');
    root.querySelector<HTMLButtonElement>('button[aria-label="dog, place 2: send back"]')!.click();
    await tick(0);
    expect(sentence()).toBe('The and the cat ran .');
    button('Clear')!.click();
    await tick(0);
    expect(sentence()).toBe('The .');
    await tap('cat and the dog ran');
    // Each full sentence checked is an answer: the wrong one with the sentence the child built.
    expect(scores).toEqual([
      expect.objectContaining({ tool: 'sentence-sense', prompt: 'The cat and the dog ran.', answer: 'The dog and the cat ran.', score: 0, max: 1, success: false }),
      expect.objectContaining({ tool: 'sentence-sense', prompt: 'The cat and the dog ran.', score: 1, max: 1, success: true }),
    ]);
    expect(scores[1]!.answer).toBeUndefined();
    expect(heard.spoken.at(-1)).toBe('The cat and the dog ran.');
    button('Hear it again')!.click();
    expect(heard.spoken).toHaveLength(2);
    button('Next sentence')!.click();
    await tick(50);
    await tap('has a hat');
    button('See my score')!.click();
    await tick(50);
    expect(text()).toContain('All done! You built 1 of 2 sentences on the first try.');
    expect([...root.querySelectorAll('.ss-review li')].map((li) => li.textContent)).toEqual(['The cat and the dog ran. after 1 wrong try', 'Sam has a hat. on the first try']);
    expect(text()).toContain('To practise: The cat and the dog ran.');
    expect(completes).toEqual([expect.objectContaining({ score: 1, max: 2, success: true })]);
  });

  it('by keyboard: Enter on a tile places it and focus goes on; Backspace sends the last back; Enter on the sentence says what is left', async () => {
    const { root, slots, sentence, status, tiles } = await mount({ sentences: 'Sam has a hat.' });
    slots().focus();
    press(slots(), 'Enter');
    await tick(100);
    expect(status()).toBe('5 words to go.');
    const sam = tiles().find((t) => t.textContent === 'Sam')!;
    sam.focus();
    sam.click();
    await tick(50);
    expect(sentence()).toBe('Sam');
    expect(root.activeElement?.className).toBe('ss-tile');
    press(root.activeElement!, 'Backspace');
    await tick(50);
    expect(sentence()).toBe('');
    expect(slots().getAttribute('aria-label')).toBe('Your sentence, 0 of 5 words. Backspace sends the last back, Enter checks.');
    for (const word of ['Sam', 'has', 'a', 'hat', '.']) {
      const tile = tiles().find((t) => t.textContent === word)!;
      tile.focus();
      tile.click();
      await tick(50);
    }
    expect(root.activeElement?.textContent).toBe('See my score');
  });

  it('bad sentences show their message in the tool and the built-in set plays', async () => {
    const { root, text } = await mount({ sentences: 'The cat sat.|a b c d e f g h i j k l m.' });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(
      'Sentence 2 ("a b c d e f g h i j k l m.") has 13 words; a sentence needs 2 to 12. Playing the built-in sentences instead.',
    );
    expect(text()).toContain('Sentence 1 of 6');
  });

  it("a text over the setting's length still names what is wrong", async () => {
    const { root, text } = await mount({ sentences: Array.from({ length: 40 }, () => `${'word '.repeat(19)}end.`).join('|') });
    expect(root.querySelector('[role="alert"]')!.textContent).toBe('There are 40 sentences; up to 30 fit. Playing the built-in sentences instead.');
    expect(text()).toContain('Sentence 1 of 6');
  });

  it('a new attribute plays new sentences', async () => {
    const { host, text, tiles } = await mount({ sentences: 'Sam has a hat.' });
    expect(text()).toContain('Sentence 1 of 1');
    host.setAttribute('sentences', 'The sun is hot.|I ran.');
    await tick(50);
    expect(text()).toContain('Sentence 1 of 2');
    expect(tiles().map((t) => t.textContent).sort()).toEqual(['.', 'The', 'hot', 'is', 'sun']);
  });
});
