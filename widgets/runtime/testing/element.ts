// A custom element on the page, as a partner's page has it: created by its tag (importing the
// element's define.ts registers it), given its attributes, appended, and rendered on the fake clock
// (`useFakeClock()`, whose afterEach empties the page again).
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { advance, tick, useFakeClock } from './clock';
import { clearRecords, heard, stubMatchMedia, useSeededRandom } from './mocks';

type Tag = keyof HTMLElementTagNameMap;

/**
 * The setup every element test file shares: the fake clock (`useFakeClock`), and before each test
 * an empty page and local storage, the sound and confetti records emptied and `matchMedia` stubbed
 * (`stubMatchMedia(reducedMotion)`), and the element defined (`define`, its define.ts's, imported
 * after the mocks), and `Math.random` seeded (`useSeededRandom`); the globals a test stubbed go after it.
 */
export function useElementTest({ reducedMotion = false, define }: { reducedMotion?: boolean | (() => boolean); define?: () => void } = {}): void {
  useFakeClock();
  useSeededRandom();
  beforeEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
    clearRecords();
    stubMatchMedia(reducedMotion);
    define?.();
  });
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * For a game that moves on its own interval, every `step` ms from Start (Ice Fishers,
 * Whack-a-mole): gives `run(ms)`, which lets `ms` of fake time pass, then on to the game's next
 * move if that was not one, so the test looks and acts right after a move. Call it after
 * `useElementTest()`: it follows the game's moves through the page's `setInterval`.
 */
export function useGameSteps(step: number): (ms: number) => Promise<void> {
  let moved = -Infinity;
  beforeEach(() => {
    moved = -Infinity;
    const every = setInterval;
    vi.stubGlobal('setInterval', (callback: () => void, ms: number) => every(() => ((moved = Date.now()), callback()), ms));
  });
  return async (ms) => {
    // Not advance(): nothing is imported while the game runs, and this runs hundreds of times.
    await vi.advanceTimersByTimeAsync(ms);
    const next = moved + step - Date.now();
    if (next > 0 && next < step) await vi.advanceTimersByTimeAsync(next);
  };
}

/**
 * Plays a game of holes (Ice Fishers, Whack-a-mole) by tapping, `run`ning its clock 100 ms at a time
 * for 20 s at most: the item asked twice where it shows, then one other label once; and expects
 * each tap to be an answer on the `scores` events (`eventsOf(host, 'score')`) of `tool`: the item
 * asked as its prompt, the label tapped as its answer when it is another.
 */
export async function tapTwoRightOneWrong(
  game: {
    run(ms: number): Promise<void>;
    item(): string;
    labels(): readonly (string | null)[];
    holes(): readonly HTMLElement[];
  },
  tool: string,
  scores: readonly { prompt?: string; answer?: string; success?: boolean; score?: number; max?: number }[],
): Promise<void> {
  const asked: string[] = [];
  let missed: { item: string; label: string } | undefined;
  for (let t = 0; t < 20_000 && (asked.length < 2 || !missed); t += 100) {
    await game.run(100);
    const item = game.item();
    const labels = game.labels();
    const at = labels.indexOf(item);
    const other = labels.findIndex((label) => label !== null && label !== item);
    if (at >= 0 && asked.length < 2) {
      game.holes()[at]!.click();
      asked.push(item);
    } else if (other >= 0 && !missed) {
      game.holes()[other]!.click();
      missed = { item, label: labels[other]! };
    } else continue;
    await tick(0);
  }
  expect(asked).toHaveLength(2);
  expect(scores.map(({ prompt, answer, success, score, max }) => ({ prompt, answer, success, score, max }))).toEqual(
    expect.arrayContaining([
      { prompt: asked[0], answer: undefined, success: true, score: 1, max: 1 },
      { prompt: asked[1], answer: undefined, success: true, score: 1, max: 1 },
      { prompt: missed!.item, answer: missed!.label, success: false, score: 0, max: 1 },
    ]),
  );
  expect(scores).toHaveLength(3);
  expect(scores[0]).toMatchObject({ tool, verb: 'answered' });
}

/**
 * A timed round's promise (Ice Fishers, Whack-a-mole), on an element mounted with a 30-second
 * round: once a focus has loaded its rules, nothing moves before Start (no `piece` on the field,
 * the clock full, no music); Start sets the clock going.
 */
export async function nothingTicksBeforeStart(root: ShadowRoot, run: (ms: number) => Promise<void>, piece: string): Promise<void> {
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
  const timer = () => root.querySelector('[role="timer"]')!.textContent;
  button('Hear it').focus();
  await run(5000);
  expect(root.querySelector(piece)).toBeNull();
  expect(timer()).toBe('Time 0:30');
  expect(heard.music.some(([on]) => on)).toBe(false);
  button('Start').click();
  await tick(150);
  await run(1000);
  expect(timer()).toBe('Time 0:29');
}

/**
 * A two-player game's line of what to do now (Math It, Name It), on an element mounted relaxed:
 * before Start, while playing (`playing()`, read once the round is on) and at the end, each read
 * aloud by its Hear it; Reset brings back the first.
 */
export async function stepsOfTwoPlayers(root: ShadowRoot, playing: () => string): Promise<void> {
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
  const step = () => root.querySelector('.tool-step span')!.textContent;
  const hear = () => [...root.querySelectorAll<HTMLButtonElement>('.tool-step button')].find((b) => b.textContent === 'Hear it')!.click();
  const picks = 'Each player picks a name. Then press Start!';
  expect(step()).toBe(picks);
  hear();
  expect(heard.spoken.at(-1)).toBe(picks);
  button('Start').click();
  await tick(100);
  const now = playing();
  expect(step()).toBe(now);
  hear();
  expect(heard.spoken.at(-1)).toBe(now);
  button('Finish').click();
  await tick(100);
  expect(step()).toBe('Game over! Press Play again for a new game.');
  hear();
  expect(heard.spoken.at(-1)).toBe('Game over! Press Play again for a new game.');
  button('Reset').click();
  await tick();
  expect(step()).toBe(picks);
}

/** Mounts `<tag attributes>` and lets `wait` ms of fake time pass (its first render and effects). */
export async function mount<K extends Tag>(tag: K, attributes: Record<string, string> = {}, { wait = 20 } = {}) {
  const host = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await advance(wait);
  return { host, root: host.shadowRoot! };
}

/**
 * Mounts a student tool's element (as `mount`) with what its tests ask of every tool: the details
 * of its `complete` and `score` events from now on, the polite status's text, the tool's body text,
 * and a button by its text (undefined when none shows it).
 */
export async function mountTool<R = unknown>(tag: Tag, attributes?: Record<string, string>, options?: { wait?: number }) {
  const { host, root } = await mount(tag, attributes, options);
  return {
    host,
    root,
    completes: eventsOf<R>(host, 'complete'),
    scores: eventsOf<R>(host, 'score'),
    status: () => root.querySelector('[role="status"]')!.textContent,
    text: () => root.querySelector('.tool-body')!.textContent,
    button: (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!,
  };
}

/** The `detail` of every `type` event `target` fires from now on, in order. */
export function eventsOf<T = unknown>(target: EventTarget, type: string): T[] {
  const details: T[] = [];
  target.addEventListener(type, (event) => details.push((event as CustomEvent<T>).detail));
  return details;
}

/** Every `type` event that reaches `target` from now on, whole: its detail, and how it travelled (`bubbles`, `composed`). */
export function eventsAt<T = unknown>(target: EventTarget, type: string): CustomEvent<T>[] {
  const events: CustomEvent<T>[] = [];
  target.addEventListener(type, (event) => events.push(event as CustomEvent<T>));
  return events;
}

/** A keydown on `target`, as a key press sends it (bubbling, cancelable); false when cancelled. */
export function keydown(target: EventTarget, key: string, init: KeyboardEventInit = {}): boolean {
  return target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}
