// @vitest-environment happy-dom
import '../runtime/testing/tool-mocks';
import { describe, expect, it } from 'vitest';
import { eventsOf, mountTool, stepsOfTwoPlayers, tick, useElementTest } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';

const { defineMathIt } = await import('./define');

const codes = [
  ['KeyQ', 'KeyW', 'KeyE', 'KeyR', 'KeyA', 'KeyS', 'KeyD', 'KeyF'],
  ['KeyU', 'KeyI', 'KeyO', 'KeyP', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon'],
];
const solve = (text: string) => {
  const [a, sign, b] = text.split(' ');
  const [x, y] = [Number(a), Number(b)];
  return sign === '+' ? x + y : sign === '−' ? x - y : sign === '×' ? x * y : x / y;
};

async function mount(attributes: Record<string, string> = {}) {
  const tool = await mountTool<ResultDetail>('verse-math-it', attributes, {});
  const { host, root } = tool;
  const side = (p: 0 | 1) => root.querySelector(`[data-player="${p + 1}"]`)!;
  const options = (p: 0 | 1) => [...side(p).querySelectorAll<HTMLButtonElement>('[aria-label="Answers"] button')];
  const values = (p: 0 | 1) => options(p).map((b) => Number(b.querySelector('.mi-number')!.textContent));
  const equation = (p: 0 | 1) => side(p).querySelector('.mi-equation')!.textContent!;
  const right = (p: 0 | 1) => values(p).indexOf(solve(equation(p)));
  const score = (p: 0 | 1) => side(p).querySelector('.tp-score')!.getAttribute('aria-label');
  const key = (code: string) => dispatchEvent(new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true }));
  return { ...tool, side, options, values, equation, right, score, key };
}

useElementTest({ define: defineMathIt });

describe('<verse-math-it>', () => {
  it('set to freeze: asks both players the same equation with 8 different answers each; a right answer scores, a wrong one freezes 2 s', async () => {
    const { root, completes, button, options, values, equation, right, score, status } = await mount({ minutes: '1', operations: 'mul', wrong: 'freeze' });
    expect(root.querySelectorAll('.tp-side [role="radiogroup"]')).toHaveLength(2);
    button('Start').click();
    await tick();
    expect(equation(0)).toMatch(/^\d+ × \d+ = \?$/);
    expect(equation(1)).toBe(equation(0));
    for (const p of [0, 1] as const) {
      expect(new Set(values(p)).size).toBe(8);
      expect(values(p).filter((n) => n === solve(equation(p)))).toHaveLength(1);
    }
    const asked = equation(0);
    options(0)[right(0)]!.click();
    await tick(100);
    expect(score(0)).toBe('Score 1');
    expect(status()).toMatch(/^Fox: right, \d+ times \d+ is \d+! Next question\.$/);
    const wrong = values(1).findIndex((n) => n !== solve(equation(1)));
    options(1)[wrong]!.click();
    await tick(100);
    expect(root.querySelector('[data-player="2"] .tp-frozen')!.textContent).toBe('Frozen 2');
    expect(status()).toBe('Tiger is frozen for 2 seconds.');
    options(1)[right(1)]!.click();
    await tick();
    expect(score(1)).toBe('Score 0');
    await tick(1900);
    expect(root.querySelector('.tp-frozen')).toBeNull();
    options(1)[right(1)]!.click();
    await tick();
    expect(score(1)).toBe('Score 1');
    expect(asked).toMatch(/×/);
    await tick(60000);
    expect(root.querySelector('.tp-winner')!.textContent).toBe("It's a draw!");
    expect(root.querySelector('.tp-scores')!.textContent).toBe('Fox: 1Tiger: 1');
    expect(completes).toEqual([{ tool: 'math-it', verb: 'completed', score: 1, durationMs: expect.any(Number), pace: 'timed' }]);
  });

  it('plays by the two key regions of one keyboard; by default a 2-minute game of adding and taking away, and a wrong answer is crossed out, never frozen', async () => {
    const { host, button, right, score, key, root, values, equation, options, status } = await mount();
    const answers = eventsOf(host, 'score');
    button('Start').click();
    await tick();
    expect(root.querySelector('[role="timer"]')!.textContent).toBe('2:00');
    expect(equation(0)).toMatch(/^\d+ [+−] \d+ = \?$/);
    const sum = equation(0).slice(0, -4);
    key(codes[0]![right(0)]!);
    await tick();
    key(codes[1]![right(1)]!);
    await tick();
    expect([score(0), score(1)]).toEqual(['Score 1', 'Score 1']);
    const wrong = values(1).findIndex((n) => n !== solve(equation(1)));
    key(codes[1]![wrong]!);
    await tick(100);
    expect(root.querySelector('.tp-frozen')).toBeNull();
    expect(root.textContent).not.toContain('Frozen');
    expect(options(1)[wrong]!.dataset.wrong).toBe('true');
    expect(options(1)[wrong]!.getAttribute('aria-label')).toBe(`${values(1)[wrong]}, not right`);
    expect(status()).toBe(`Tiger: not ${values(1)[wrong]}. Try again.`);
    // Each answer is a score event naming the sum and the child's answer.
    expect(answers[0]).toEqual({ tool: 'math-it', verb: 'answered', success: true, prompt: sum, answer: String(solve(sum)), durationMs: expect.any(Number) });
    expect(answers[2]).toMatchObject({ success: false, prompt: equation(1).slice(0, -4), answer: String(values(1)[wrong]) });
    // Crossed out on that side only; the player answers again at once.
    expect(options(0).some((o) => o.dataset.wrong)).toBe(false);
    key(codes[1]![right(1)]!);
    await tick();
    expect(score(1)).toBe('Score 2');
    expect(options(1).some((o) => o.dataset.wrong)).toBe(false);
  });
  it('shows what to do now on screen before Start, while playing and at the end, and Hear it reads it aloud', async () => {
    const { root } = await mount({ pace: 'relaxed' });
    await stepsOfTwoPlayers(root, () => {
      const asked = root.querySelector('.mi-equation')!.getAttribute('aria-label')!.replace(' equals?', '');
      expect(asked).toMatch(/^\d+ (plus|minus) \d+$/);
      return `What is ${asked}? Tap the answer on your side first!`;
    });
  });
});
