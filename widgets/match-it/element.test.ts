// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRecords, eventsOf, fired, heard, keydown as press, mount as mountElement, stubMatchMedia, tick } from '../runtime/testing';

const { played } = heard;

const { defineMatchIt } = await import('./define');

const flush = () => vi.advanceTimersByTimeAsync(0);

async function mount(attributes: Record<string, string> = {}) {
  const { host, root } = await mountElement('verse-match-it', attributes);
  const results = eventsOf(host, 'complete');
  const cards = () => [...root.querySelectorAll<HTMLButtonElement>('[aria-label="Player cards"] button')];
  const center = () => root.querySelector('[role="img"]')!.getAttribute('aria-label')!.replace('Center card: ', '');
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name)!;
  const status = () => root.querySelector('[role="status"]')!.textContent;
  const timer = () => root.querySelector('[role="timer"]')!.textContent!.replace('Time', '');
  const score = () => root.querySelector('.mi-stat:not([role])')!.textContent!.replace(/\D/g, '');
  const toast = () => root.querySelector('.mi-toast')?.textContent ?? null;
  /** The card that matches: the centre's numeral, its symbol count, or its letter in the other case. */
  const match = () => {
    const said = center();
    const n = /^(\d+)/.exec(said)?.[1];
    const want = n ?? (said.startsWith('capital ') ? `small ${said.slice(8).toLowerCase()}` : `capital ${said.slice(6).toUpperCase()}`);
    return cards().findIndex((c) => c.getAttribute('aria-label') === want);
  };
  const radio = (label: string) => [...root.querySelectorAll('label.choice')].find((l) => l.textContent === label)!.querySelector('input')!;
  return { host, root, cards, center, button, status, timer, score, toast, match, radio, results };
}

// Timers and Date are fake; animation frames are happy-dom's own, so an effect runs as soon as the
// frame comes and the game's durations are whole seconds from the click that starts it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  document.body.replaceChildren();
  localStorage.clear();
  clearRecords();
  stubMatchMedia();
  defineMatchIt();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<verse-match-it>', () => {
  it('by mouse: clicks count only after Start Game; right +1 and a new round, wrong shows Try again for 0.8 s', async () => {
    const { host, cards, center, button, status, timer, score, toast, match } = await mount();
    const answers = eventsOf(host, 'score');
    expect(cards()).toHaveLength(6);
    expect(timer()).toBe('60');
    expect(button('Start Game').disabled).toBe(false);
    cards()[match()]!.click();
    await tick(100);
    expect(score()).toBe('0');
    expect(status()).toBe('Press Start Game to play.');

    button('Start Game').click();
    await flush();
    expect(button('Start Game').disabled).toBe(true);
    expect(played).toEqual(['unwrap']);
    for (let i = 1; i <= 3; i++) {
      cards()[match()]!.click();
      await flush();
      expect(score()).toBe(String(i));
    }
    const wrong = cards().findIndex((_, i) => i !== match());
    const [asked, tried] = [center(), cards()[wrong]!.getAttribute('aria-label')];
    cards()[wrong]!.click();
    await tick(100);
    expect(toast()).toBe('Try again');
    // Each pick while playing is a score event naming the centre card and the card picked.
    expect(answers.map((a) => (a as { success: boolean }).success)).toEqual([true, true, true, false]);
    expect(answers.at(-1)).toEqual({ tool: 'match-it', verb: 'answered', success: false, prompt: asked, answer: tried, durationMs: expect.any(Number) });
    expect(status()).toBe('Try again');
    expect(score()).toBe('3');
    await tick(700);
    expect(toast()).toBeNull();
    expect(played).toEqual(['unwrap', 'correct', 'correct', 'correct', 'miss']);
  });

  it("by keyboard: arrows and Enter on the cards; at 0 Time's up with Cards claimed for 2 s, Play Again, the complete event", async () => {
    const { root, cards, button, timer, toast, match, results, status } = await mount({ cards: '3', 'game-type': 'letters' });
    expect(cards()).toHaveLength(3);
    expect(cards().every((c) => /^[a-z]$/.test(c.textContent!))).toBe(true);
    button('Start Game').click();
    await flush();
    cards()[0]!.focus();
    for (let i = 0; i < 2; i++) {
      const at = match();
      press(root.activeElement!, 'Home');
      for (let k = 0; k < at; k++) press(root.activeElement!, 'ArrowRight');
      await flush();
      expect(root.activeElement).toBe(cards()[at]);
      press(root.activeElement!, 'Enter');
      await flush();
    }
    await vi.advanceTimersByTimeAsync(59_000);
    expect(timer()).toBe('1');
    expect(results).toEqual([]);
    await tick(1000);
    expect(timer()).toBe('0');
    expect(toast()).toBe("Time's up!Cards claimed: 2");
    expect(results).toEqual([{ tool: 'match-it', verb: 'completed', score: 2, max: 2, success: true, durationMs: 60_000, pace: 'timed' }]);
    expect(fired).toEqual([150]);
    expect(played.at(-1)).toBe('end');
    await flush();
    expect(root.activeElement).toBe(button('Play Again'));
    expect(button('Play Again').disabled).toBe(false);
    await tick(100);
    expect(status()).toBe("Time's up! Cards claimed: 2.");
    cards()[match()]!.click();
    await tick(100);
    expect(status()).toBe("Time's up! Press Play Again.");
    await tick(1900);
    expect(toast()).toBeNull();
    press(button('Play Again'), 'Enter');
    button('Play Again').click();
    await flush();
    expect(timer()).toBe('60');
    expect(button('Start Game').disabled).toBe(true);
  });

  it('the reset icon stops the clock at 60 with score 0', async () => {
    const { cards, button, timer, score, match } = await mount();
    button('Start Game').click();
    await flush();
    cards()[match()]!.click();
    await tick(5000);
    expect([timer(), score()]).toEqual(['55', '1']);
    button('Reset').click();
    await tick(3000);
    expect([timer(), score()]).toEqual(['60', '0']);
    expect(button('Start Game').disabled).toBe(false);
  });

  it('mode B draws the centre as symbols that change with the streak; letters flip case; the bottom bar deals again', async () => {
    const { root, cards, center, button, match, radio } = await mount({ center: 'B', cards: '2' });
    expect(center()).toMatch(/^\d+ dots?$/);
    expect(root.querySelector('.mi-dots')!.getAttribute('data-symbol')).toBe('dot');
    expect(root.querySelectorAll('.mi-symbol')).toHaveLength(Number.parseInt(center()));
    button('Start Game').click();
    await flush();
    cards()[match()]!.click();
    await flush();
    expect(center()).toMatch(/^\d+ stars?$/);
    cards()[1 - match()]!.click();
    await flush();
    expect(center()).toMatch(/^\d+ dots?$/);

    radio('Letters').click();
    await tick(50);
    expect(center()).toMatch(/^small [a-z]$/);
    expect(cards().every((c) => /^[A-Z]$/.test(c.textContent!))).toBe(true);
    radio('Capital letter').click();
    await tick(50);
    expect(center()).toMatch(/^capital [A-Z]$/);
    expect(cards().every((c) => /^[a-z]$/.test(c.textContent!))).toBe(true);
    radio('5').click();
    await tick(50);
    expect(cards()).toHaveLength(5);
    expect(match()).toBeGreaterThanOrEqual(0);
  });
  it("the bottom bar names the Center Toggle in a child's words (A and B only in the teacher's Settings); the step on screen follows the game and Hear it reads it", async () => {
    const { root, button, cards, match, radio } = await mount();
    const bar = root.querySelector('[aria-label="Game options"]')!;
    expect(bar.textContent).not.toMatch(/Center Toggle|\bA\b|\bB\b/);
    expect([...bar.querySelectorAll('.choice-label')].map((l) => l.textContent)).toEqual(['Center card', 'Number of Cards', 'Game Type', 'Pace']);
    expect(radio('Number').checked).toBe(true);
    radio('Shapes').click();
    await tick(50);
    expect(root.querySelector('.mi-dots')).not.toBeNull();
    button('Settings').click();
    await tick(50);
    const panel = [...root.querySelectorAll('[role="radiogroup"]')].find((g) => g.textContent!.startsWith('Center Toggle'))!;
    expect(panel.querySelector<HTMLInputElement>('input:checked')!.value).toBe('B');
    expect(bar.contains(panel)).toBe(false);

    const step = () => root.querySelector('.tool-step span')!.textContent;
    const hear = () => [...root.querySelectorAll<HTMLButtonElement>('.tool-step button')].find((b) => b.textContent === 'Hear it')!.click();
    expect(step()).toBe('Press Start Game, then tap the matching card.');
    hear();
    expect(heard.spoken.at(-1)).toBe('Press Start Game, then tap the matching card.');
    button('Start Game').click();
    await flush();
    expect(step()).toBe('Tap the card that matches the center card.');
    cards()[match()]!.click();
    await flush();
    await tick(60_000);
    await tick(2_100);
    expect(step()).toBe('Press Play Again for another 60 seconds.');
    hear();
    expect(heard.spoken.at(-1)).toBe('Press Play Again for another 60 seconds.');
  });
});
