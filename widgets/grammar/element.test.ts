// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { button, eventsOf, heard, mount as mountElement, tick, until, useElementTest } from '../runtime/testing';
import { LEGEND, WORD_SETS, type Role } from './logic';

const { soundMock } = await vi.hoisted(() => import('../runtime/testing/mocks'));
vi.mock('../tool-kit/sound', soundMock);

const { defineGrammar } = await import('./define');

const animalFor = (role: Role) => LEGEND.find((entry) => entry.role === role)!.animal;

async function mount(attributes: Record<string, string> = {}) {
  const { host, root } = await mountElement('verse-grammar', attributes);
  const named = (name: string) => button(root, name);
  const animals = () => [...root.querySelectorAll<HTMLButtonElement>('[aria-label="Animals"] button')];
  const animal = (name: string) => animals().find((b) => b.getAttribute('aria-label')!.includes(`: ${name},`))!;
  const card = (word: string) => [...root.querySelectorAll<HTMLButtonElement>('.gr-card-target')].find((b) => b.querySelector('.gr-word')!.textContent === word)!;
  const placed = () => [...root.querySelectorAll<HTMLButtonElement>('.gr-placed')].map((b) => b.getAttribute('aria-label'));
  const scores = eventsOf(host, 'score');
  const completes = eventsOf(host, 'complete');
  const status = () => [...root.querySelectorAll('[role="status"]')].at(-1)!.textContent;
  const key = async (target: Element, name: string) => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
    await tick();
  };
  return { host, root, named, animals, animal, card, placed, scores, completes, status, key };
}

useElementTest({ define: defineGrammar, reducedMotion: true });

describe('<verse-grammar>', () => {
  it('shows what to do now and reads it aloud: pick an animal, then the picked one on a card', async () => {
    const { root, animal, named } = await mount();
    const step = () => root.querySelector('.gr-picked-text')!.textContent;
    expect(step()).toBe('Pick an animal, then tap a card.');
    named('Hear it').click();
    expect(heard.spoken.at(-1)).toBe('Pick an animal, then tap a card.');
    animal(animalFor('verb')).click();
    await tick();
    expect(step()).toBe(`${animalFor('verb')[0]!.toUpperCase()}${animalFor('verb').slice(1)} (verb): tap a card.`);
    named('Hear it').click();
    expect(heard.spoken.at(-1)).toBe(step());
  });

  it('shows level 1: 3 animals (noun, verb, adjective) with pictures and 10 word cards with pictures', async () => {
    const { animals, root } = await mount();
    expect(animals().map((b) => b.querySelector('.gr-role')!.textContent)).toEqual(['noun', 'verb', 'adjective']);
    const cards = [...root.querySelectorAll('.gr-card-target')];
    expect(cards.map((c) => c.textContent)).toEqual(WORD_SETS['1'].map((c) => c.word));
    // The boxes are there at once; the drawings (art.ts) arrive after the tool first shows.
    expect(animals().every((b) => b.querySelector('svg.animal-icon'))).toBe(true);
    expect(cards.every((c) => c.querySelector('svg.word-picture'))).toBe(true);
    await until(() => animals().every((b) => b.querySelector('svg.animal-icon > *')) && cards.every((c) => c.querySelector('svg.word-picture > *')));
  });

  it('by mouse: pick an animal, tap a card; a wrong Check scores, then a full correct Check completes', async () => {
    const { named, animal, card, placed, scores, completes, status } = await mount();
    const words = WORD_SETS['1'];
    // Every card gets a noun first: 4 of 10 are nouns. The dog stays picked from card to card.
    animal('dog').click();
    await tick();
    for (const { word } of words) {
      expect(animal('dog').getAttribute('aria-pressed')).toBe('true');
      card(word).click();
      await tick();
    }
    expect(placed()).toHaveLength(10);
    expect(placed()[0]).toBe('Dog (noun) on cat');
    named('Check').click();
    await until(() => scores.length);
    expect(scores).toEqual([{ tool: 'grammar', verb: 'answered', score: 4, max: 10, success: false, durationMs: expect.any(Number) }]);
    expect(completes).toEqual([]);
    await until(() => status() === '4 of 10 right. Look for the crosses and try again.');
    const marks = [...card('swim').parentElement!.querySelectorAll('.gr-mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Wrong']);
    expect(card('cat').parentElement!.querySelector('.gr-mark')!.textContent).toBe('Right');
    expect(card('swim').parentElement!.querySelector('.visually-hidden')!.textContent).toBe('Dog (noun). Wrong');

    // Replacing the wrong ones: the new animal takes the card, and its mark goes until the next Check.
    for (const { word, role } of words.filter((c) => c.role !== 'noun')) {
      // An animal already picked stays picked (tapping it again would let it go).
      if (animal(animalFor(role)).getAttribute('aria-pressed') !== 'true') animal(animalFor(role)).click();
      await tick();
      card(word).click();
      await tick();
      expect(card(word).parentElement!.querySelector('.gr-mark')).toBeNull();
    }
    expect(placed()).toHaveLength(10);
    named('Check').click();
    await until(() => completes.length);
    expect(scores.at(-1)).toMatchObject({ score: 10, max: 10, success: true });
    expect(completes).toEqual([{ tool: 'grammar', verb: 'completed', score: 10, max: 10, success: true, durationMs: expect.any(Number) }]);
    await until(() => status() === 'All 10 right! Well done.');
  });

  it('a placed animal is a button: picked, it moves to another card; Remove takes it off', async () => {
    const { named, animal, card, placed, status } = await mount();
    animal('frog').click();
    await tick();
    card('cat').click();
    await tick();
    // The frog is still picked, for another card; Cancel lets it go.
    expect(animal('frog').getAttribute('aria-pressed')).toBe('true');
    named('Cancel').click();
    await tick();
    expect(animal('frog').getAttribute('aria-pressed')).toBe('false');
    named('Frog (verb) on cat').click();
    await tick();
    expect(named('Frog (verb) on cat').getAttribute('aria-pressed')).toBe('true');
    card('swim').click();
    await tick();
    expect(placed()).toEqual(['Frog (verb) on swim']);
    await until(() => status() === 'Frog moved to swim.');
    named('Frog (verb) on swim').click();
    await tick();
    named('Remove').click();
    await tick();
    expect(placed()).toEqual([]);
    await until(() => status() === 'Frog taken off swim.');
    // Nothing picked: a card says what to do.
    card('sun').click();
    await until(() => status() === 'Pick an animal first, then a card.');
  });

  it('by keyboard: arrows and Enter pick, Enter on a card places at its centre, Delete removes, Escape cancels', async () => {
    const { root, animals, card, placed, key, named } = await mount();
    const [dog, frog] = animals();
    expect([dog!.tabIndex, frog!.tabIndex]).toEqual([0, -1]);
    dog!.focus();
    await key(dog!, 'ArrowRight');
    expect(root.activeElement).toBe(frog);
    await key(frog!, 'Enter');
    expect(frog!.getAttribute('aria-pressed')).toBe('true');
    await key(frog!, 'Escape');
    expect(frog!.getAttribute('aria-pressed')).toBe('false');
    await key(frog!, ' ');

    const cat = card('cat');
    expect(cat.tabIndex).toBe(0);
    cat.focus();
    await key(cat, 'ArrowRight');
    expect(root.activeElement).toBe(card('swim'));
    await key(card('swim'), 'ArrowDown');
    // 5 columns: down from swim (2nd) is tree (7th).
    expect(root.activeElement).toBe(card('tree'));
    await key(card('tree'), 'ArrowUp');
    await key(card('swim'), 'Enter');
    expect(placed()).toEqual(['Frog (verb) on swim']);
    const icon = named('Frog (verb) on swim');
    expect([icon.style.left, icon.style.top]).toEqual(['50%', '50%']);
    // The frog stays picked until Escape.
    expect(frog!.getAttribute('aria-pressed')).toBe('true');
    await key(card('swim'), 'Escape');
    expect(frog!.getAttribute('aria-pressed')).toBe('false');

    // Enter on the placed animal picks it; Enter on another card moves it there.
    icon.focus();
    icon.click(); // a button's Enter is its click
    await tick();
    expect(named('Frog (verb) on swim').getAttribute('aria-pressed')).toBe('true');
    await key(card('eat'), 'Enter');
    expect(placed()).toEqual(['Frog (verb) on eat']);
    await key(named('Frog (verb) on eat'), 'Delete');
    expect(placed()).toEqual([]);
    expect(root.activeElement).toBe(card('eat'));
  });

  it('Check judges only the cards that have an animal: the others are not tried yet, not wrong', async () => {
    const { named, animal, card, status, scores } = await mount();
    animal('dog').click();
    await tick();
    for (const word of ['cat', 'swim', 'big']) {
      card(word).click();
      await tick();
    }
    named('Check').click();
    await until(() => scores.length);
    expect(scores[0]).toMatchObject({ score: 1, max: 10, success: false });
    await until(() => status() === '1 of 10 right. 7 cards not tried yet. Look for the crosses and try again.');
    expect(['cat', 'swim', 'big'].map((word) => card(word).parentElement!.querySelector('.gr-mark')?.textContent)).toEqual(['Right', 'Wrong', 'Wrong']);
    expect(card('sun').parentElement!.querySelector('.gr-mark')).toBeNull();
    expect(card('sun').parentElement!.querySelector('.visually-hidden')!.textContent).toBe('Empty. Not tried yet');
  });

  it('level 3 free mode: all 10 animals, several on one card, no Check', async () => {
    const { animals, animal, card, placed, named, key } = await mount({ level: '3', mode: 'free' });
    expect(animals()).toHaveLength(10);
    expect(() => named('Check')).toThrow();
    for (const name of ['lion', 'dog', 'frog']) {
      animal(name).click();
      await tick();
      await key(card('Sam'), 'Enter');
    }
    expect(placed()).toEqual(['Lion (proper noun) on Sam', 'Dog (noun) on Sam', 'Frog (verb) on Sam']);
    const spots = [...card('Sam').parentElement!.querySelectorAll<HTMLElement>('.gr-placed')].map((b) => `${b.style.left} ${b.style.top}`);
    expect(new Set(spots).size).toBe(3);
    named('Clear').click();
    await tick();
    expect(placed()).toEqual([]);
  });

  it('follows its level and mode attributes', async () => {
    const { host, animals, root } = await mount();
    host.setAttribute('level', '2');
    await until(() => animals().length === 6);
    expect(root.querySelector('.gr-card-target')!.textContent).toBe('book');
    host.setAttribute('mode', 'free');
    await until(() => animals().length === 10);
    expect(root.querySelector('.gr-card-target .gr-word')!.textContent).toBe('book');
  });
});
