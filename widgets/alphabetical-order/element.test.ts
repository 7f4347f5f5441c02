// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { describe, expect, it } from 'vitest';
import { eventsOf, fired, heard, keydown as press, mountTool, tick, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';

const { played, music: musicCalls } = heard;

const { defineAlphabeticalOrder } = await import('./define');

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-alphabetical-order', attributes);
  const { host, root } = tool;
  const cards = () => [...root.querySelectorAll<HTMLButtonElement>('[aria-label="Deck"] button')];
  const slots = () => [...root.querySelectorAll<HTMLButtonElement>('[aria-label="Slots"] button')];
  const countdown = () => root.querySelector('.ao-countdown')?.textContent ?? null;
  /** The slot a card belongs in: its letters' place in the alphabet among the groups. */
  const order = () => {
    const all = [...cards().map((c) => c.textContent!), ...slots().filter((s) => s.dataset.filled).map((s) => s.textContent!)];
    return all.sort();
  };
  return { ...tool, cards, slots, countdown, order };
}

useElementTest({ define: defineAlphabeticalOrder });

describe('<verse-alphabetical-order>', () => {
  it('counts down 2 then 1 (800 ms each) and ignores clicks until then', async () => {
    const { cards, slots, countdown } = await mount();
    expect(cards()).toHaveLength(4);
    expect(slots()).toHaveLength(4);
    expect(cards().map((c) => c.textContent).sort()).toEqual(['A B C D E F G', 'H I J K L M N', 'O P Q R S T', 'U V W X Y Z']);
    expect(countdown()).toBe('2');
    cards()[0]!.click();
    await tick();
    expect(cards()[0]!.getAttribute('aria-pressed')).toBe('false');
    await tick(950);
    expect(countdown()).toBe('1');
    await tick(800);
    expect(countdown()).toBeNull();
    cards()[0]!.click();
    await tick();
    expect(cards()[0]!.getAttribute('aria-pressed')).toBe('true');
    cards()[0]!.click();
    await tick();
    expect(cards()[0]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('by mouse: a wrong slot flashes 400 ms with the error sound and clears the pick; the right slot takes the card', async () => {
    const { host, cards, slots, status, countdown } = await mount({ subdivision: '8', uppercase: 'false' });
    const answers = eventsOf(host, 'score');
    await tick(1800);
    expect(countdown()).toBeNull();
    const abcd = cards().find((c) => c.textContent === 'a b c d')!;
    abcd.click();
    await tick();
    slots()[3]!.click();
    await tick(100);
    expect(slots()[3]!.dataset.flash).toBe('wrong');
    expect(slots()[3]!.querySelector('.ao-cross')).not.toBeNull();
    expect(played).toEqual(['miss']);
    expect(status()).toBe('Not slot 4. a b c d belongs somewhere else. Pick again.');
    expect(cards().some((c) => c.getAttribute('aria-pressed') === 'true')).toBe(false);
    await tick(400);
    expect(slots()[3]!.dataset.flash).toBeUndefined();
    // Nothing picked: a slot says so.
    slots()[0]!.click();
    await tick(100);
    expect(status()).toBe('Pick a card from the deck first.');
    cards().find((c) => c.textContent === 'a b c d')!.click();
    slots()[0]!.click();
    await tick(100);
    expect(slots()[0]!.getAttribute('aria-label')).toBe('Slot 1: a b c d');
    expect(cards().map((c) => c.textContent)).not.toContain('a b c d');
    expect(played).toEqual(['miss', 'success']);
    // Each try is a score event naming the card and the slot it was tried in.
    expect(answers).toEqual([
      { tool: 'alphabetical-order', verb: 'answered', success: false, prompt: 'a b c d', answer: 'slot 4', durationMs: expect.any(Number) },
      { tool: 'alphabetical-order', verb: 'answered', success: true, prompt: 'a b c d', answer: 'slot 1', durationMs: expect.any(Number) },
    ]);
  });

  it('by keyboard: Enter picks in the deck, Escape lets go, Enter places in the slots; complete at 26', async () => {
    const { root, cards, slots, status, completes, countdown, button } = await mount({ subdivision: '26' });
    await tick(1800);
    expect(countdown()).toBeNull();
    for (let i = 0; i < 26; i++) {
      const letter = String.fromCharCode(65 + i);
      const deck = cards();
      const at = deck.findIndex((c) => c.textContent === letter);
      deck[0]!.focus();
      for (let k = 0; k < at; k++) press(root.activeElement!, 'ArrowRight');
      await tick(0);
      expect(root.activeElement!.textContent).toBe(letter);
      press(root.activeElement!, 'Enter');
      if (i === 0) {
        await tick();
        press(root.activeElement!, 'Escape');
        await tick(100);
        expect(status()).toBe('Nothing picked.');
        press(root.activeElement!, ' ');
      }
      await tick(0);
      slots()[0]!.focus();
      for (let k = 0; k < i; k++) press(root.activeElement!, 'ArrowRight');
      press(root.activeElement!, 'Enter');
      await tick(0);
    }
    await tick(100);
    expect(completes).toEqual([{ tool: 'alphabetical-order', verb: 'completed', score: 26, max: 26, success: true, durationMs: expect.any(Number), pace: 'timed' }]);
    expect(fired).toEqual([150]);
    expect(played.at(-1)).toBe('end');
    expect(root.textContent).toContain('Great job! Everything is in order.');
    expect(status()).toBe('Great job! Everything is in order.');
    button('Play Again').click();
    await tick(100);
    expect(cards()).toHaveLength(26);
    expect(root.activeElement).toBe(cards()[0]);
    expect(status()).toBe('New shuffle: 26 groups.');
    expect(countdown()).toBeNull();
    expect(root.querySelector('.ao-done')).toBeNull();
  });

  it('pace=relaxed: no countdown at the start or after Shuffle; cards take clicks at once; the result says relaxed', async () => {
    const { cards, slots, countdown, button, completes } = await mount({ subdivision: '1', pace: 'relaxed' });
    expect(countdown()).toBeNull();
    cards()[0]!.click();
    await tick();
    expect(cards()[0]!.getAttribute('aria-pressed')).toBe('true');
    button('Shuffle').click();
    await tick(150);
    expect(countdown()).toBeNull();
    cards()[0]!.click();
    await tick();
    slots()[0]!.click();
    await tick(100);
    expect(completes).toEqual([{ tool: 'alphabetical-order', verb: 'completed', score: 1, max: 1, success: true, durationMs: expect.any(Number), pace: 'relaxed' }]);
  });

  it('Shuffle deals again with a countdown; the theme and subdivision come from attributes', async () => {
    const { root, cards, countdown, button } = await mount({ subdivision: '1', theme: 'winter' });
    expect(cards().map((c) => c.textContent)).toEqual(['A B C D E F G H I J K L M N O P Q R S T U V W X Y Z']);
    expect(root.querySelector('.ao-stage')!.getAttribute('data-theme')).toBe('winter');
    await tick(1800);
    expect(countdown()).toBeNull();
    button('Shuffle').click();
    await tick(150);
    expect(countdown()).toBe('2');
    // Music on at 0.15 of the volume by default; its own toggle; sound effects apart.
    expect(musicCalls[0]).toEqual([true, 0.15]);
    button('Music').click();
    await tick();
    expect(musicCalls.at(-1)).toEqual([false, 0.15]);
    button('Uppercase').click();
    await tick();
    expect(cards()[0]!.textContent).toBe('a b c d e f g h i j k l m n o p q r s t u v w x y z');
  });
});
