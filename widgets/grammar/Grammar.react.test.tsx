// The Grammar view on React 19 itself (no preact/compat), in happy-dom.
import { describe, expect, it } from 'vitest';
import { button, click, render, renderTool, useComponentTest } from '../runtime/testing';
import { Grammar } from './Grammar';
import { LEGEND, WORD_SETS } from './logic';

useComponentTest({ reducedMotion: true });

/** Text as WCAG 2.5.3 (Label in Name) and axe compare it: lower case, words only, single spaces. */
const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/** Matches a name whose first words are `text`'s (words holds nothing a pattern treats specially). */
const startingWith = (text: string) => new RegExp(`^${words(text)}\\b`);

describe('Grammar on React', () => {
  it('names each animal button by its visible text: the words the button shows start its name', () => {
    const page = render(<Grammar level="3" mode="free" />);
    const animals = [...page.querySelectorAll('[aria-label="Animals"] button')];
    expect(animals).toHaveLength(LEGEND.length);
    animals.forEach((animal, i) => {
      const { role, animal: name, hint } = LEGEND[i]!;
      const visible = animal.textContent!;
      const accessibleName = animal.getAttribute('aria-label') ?? visible;
      // All shown (a wide legend): the word class, then the animal and the reminder, as separate words.
      expect(words(visible)).toBe(words(`${role} ${name} ${hint}`));
      expect(words(accessibleName)).toMatch(startingWith(visible));
      // A narrow legend shows the word class and the animal only, still the start of the name.
      const shown = visible.replace(animal.querySelector('.gr-hint-more')!.textContent!, '');
      expect(words(accessibleName)).toMatch(startingWith(shown));
    });
  });

  it('sets level 2 in the settings and shares it; places the right animal on every card; Check reports 10 of 10', async () => {
    const { page, onScore, onComplete, choose, copiedLink } = await renderTool((on) => <Grammar {...on} />);
    expect(page.querySelector('h1, h2')?.textContent).toBe('Grammar');

    choose('2');
    expect((await copiedLink()).search).toBe('?level=2');

    const animals = [...page.querySelectorAll('[aria-label="Animals"] button')];
    expect(animals).toHaveLength(6);
    const cards = [...page.querySelectorAll('.gr-card-target')];
    const words = WORD_SETS['2'];
    expect(cards.map((card) => card.querySelector('.gr-word')!.textContent)).toEqual(words.map((card) => card.word));

    // An empty board is not checked.
    click(button(page, 'Check'));
    expect(onScore).not.toHaveBeenCalled();

    words.forEach(({ role }, i) => {
      const animal = LEGEND.find((entry) => entry.role === role)!.animal;
      click(animals.find((b) => b.getAttribute('aria-label')!.startsWith(`${role}:`)));
      expect(page.querySelector('.gr-picked-text')!.textContent).toBe(`${animal[0]!.toUpperCase()}${animal.slice(1)} (${role}): tap a card.`);
      click(cards[i]);
    });
    expect(page.querySelectorAll('.gr-placed')).toHaveLength(10);
    click(button(page, 'Check'));
    expect(onScore).toHaveBeenCalledExactlyOnceWith({ tool: 'grammar', verb: 'answered', score: 10, max: 10, success: true, durationMs: expect.any(Number) });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'grammar', verb: 'completed', score: 10, max: 10, success: true, durationMs: expect.any(Number) });
    expect(page.querySelector('.gr-score')!.textContent).toBe('All 10 right!');
    expect([...page.querySelectorAll('.gr-mark')].map((mark) => mark.textContent)).toEqual(Array(10).fill('Right'));

    choose('Free');
    expect(page.querySelectorAll('.gr-placed')).toHaveLength(0);
    expect(() => button(page, 'Check')).toThrow();
  }, 20_000);
});
