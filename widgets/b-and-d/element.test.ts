// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { button as findButton, eventsOf, heard, mount as mountElement, tick, until, useElementTest } from '../runtime/testing';
import { FINISH_TONE, LETTER_LEFT, LETTER_WIDTH, TURN_TONE } from './route';

const { soundMock } = await vi.hoisted(() => import('../runtime/testing/mocks'));
vi.mock('../tool-kit/sound', soundMock);
const { tones } = heard;

const { defineBAndD } = await import('./define');

let reduce = false;

async function mount() {
  const { host, root } = await mountElement('verse-b-and-d');
  const button = (name: string) => findButton(root, name);
  const results = eventsOf(host, 'complete');
  return { host, root, button, results, alert: () => root.querySelector('[role="alert"]')!.textContent, status: () => root.querySelector('[role="status"]')!.textContent };
}

// Animation frames are the test's own (below); every other timer, Date and performance are fake.
useElementTest({ reducedMotion: () => reduce });
beforeEach(() => {
  reduce = false;
  // Every frame of an animation (one callback asking again) lands a second after its last, the
  // first a second after now: the car covers its route in a few frames, however many frames other
  // code (Preact's effects) asked for before.
  const last = new WeakMap<FrameRequestCallback, number>();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => {
      const at = (last.get(callback) ?? performance.now()) + 1000;
      last.set(callback, at);
      callback(at);
    }, 0),
  );
  vi.stubGlobal('cancelAnimationFrame', (frame: number) => clearTimeout(frame));
  defineBAndD();
});

describe('<verse-b-and-d>', () => {
  it('alerts "Choose a letter (🍩 or 🍫) first." when the car is driven without a letter', async () => {
    const { button, alert, results } = await mount();
    expect(alert()).toBe('');
    button('Drive').click();
    await until(() => alert());
    expect(alert()).toBe('Choose a letter (🍩 or 🍫) first.');
    expect(button('Drive').disabled).toBe(false);
    expect(tones).toEqual([]);
    expect(results).toEqual([]);
  });

  it('drives d by mouse: the car button is disabled while it moves, tones where the strokes turn, then complete', async () => {
    const { root, button, alert, results, status } = await mount();
    // What to do, on screen at each step.
    const step = () => root.querySelector('.tool-step span')!.textContent;
    expect(step()).toBe('Choose the doughnut d or the candy bar b.');
    button('Drive').click();
    await until(() => alert());
    const d = button('d for doughnut');
    expect(d.querySelector('svg')).not.toBeNull();
    // Its drawing (pictures.tsx) arrives after the tool first shows, in the box already there.
    await until(() => d.querySelector('svg > *'));
    d.click();
    await tick();
    expect(d.getAttribute('aria-pressed')).toBe('true');
    expect(button('b for candy bar').getAttribute('aria-pressed')).toBe('false');
    expect(alert()).toBe('');
    expect(step()).toBe('Press Drive to watch the car write d.');

    button('Drive').click();
    await tick(0);
    expect(button('Drive').disabled).toBe(true);
    expect(step()).toBe('Watch the car write d.');
    await until(() => results.length);
    expect(results).toEqual([{ tool: 'b-and-d', verb: 'completed', durationMs: expect.any(Number) }]);
    expect(tones).toEqual([TURN_TONE, TURN_TONE, FINISH_TONE]);
    await tick();
    expect(button('Drive').disabled).toBe(false);
    await until(() => status() === 'The car wrote d. Now you write d on the lines.');
    expect(step()).toBe('Now write d on the lines with your finger.');
    // The child writes: the step and the live region say what comes next.
    const ink = root.querySelector('canvas[role="img"]')!;
    const pointer = (type: string, x: number, y: number) =>
      ink.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'touch', pressure: 0.5, clientX: x, clientY: y, button: 0, bubbles: true }));
    pointer('pointerdown', 10, 200);
    pointer('pointermove', 20, 230);
    pointer('pointerup', 20, 230);
    await until(() => status() === 'Well done! Write d again on the next line, or choose the other letter.');
    expect(step()).toBe('Well done! Write d again on the next line, or choose the other letter.');
    // The car ends at the foot of d's stick, then pulls aside on the baseline, clear of the letter.
    const car = root.querySelector<HTMLElement>('.bd-car')!;
    expect(parseFloat(car.style.left)).toBeCloseTo(((LETTER_LEFT + LETTER_WIDTH) / 580) * 100, 3);
    await until(() => parseFloat(car.style.left) > ((LETTER_LEFT + LETTER_WIDTH + 18) / 580) * 100);
    expect(parseFloat(car.style.top)).toBeCloseTo((96 / 660) * 100, 3);
  });

  it('is used by keyboard: arrows move between the letters, Enter chooses; under reduced motion the car jumps stop by stop', async () => {
    reduce = true;
    const { root, button, results } = await mount();
    const d = button('d for doughnut');
    const b = button('b for candy bar');
    expect([d.tabIndex, b.tabIndex]).toEqual([0, -1]);
    d.focus();
    d.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    await tick();
    expect(root.activeElement).toBe(b);
    b.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await tick();
    expect(b.getAttribute('aria-pressed')).toBe('true');

    button('Drive').click();
    expect(tones).toEqual([TURN_TONE]);
    vi.advanceTimersByTime(700);
    expect(tones).toEqual([TURN_TONE, TURN_TONE]);
    expect(results).toEqual([]);
    vi.advanceTimersByTime(700);
    expect(tones).toEqual([TURN_TONE, TURN_TONE, FINISH_TONE]);
    expect(results).toEqual([{ tool: 'b-and-d', verb: 'completed', durationMs: expect.any(Number) }]);
  });

  it('writes with the pen and Clear wipes the writing', async () => {
    const { root, button, status } = await mount();
    const clear = button('Clear');
    expect(clear.getAttribute('aria-disabled')).toBe('true');
    clear.click();
    await until(() => status());
    expect(status()).toBe('The paper is already empty.');

    const ink = root.querySelector('canvas[role="img"]')!;
    expect(ink.getAttribute('aria-label')).toBe('Writing paper, 5 lines');
    const pointer = (type: string, x: number, y: number) =>
      ink.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: 'pen', pressure: 0.8, clientX: x, clientY: y, button: 0, bubbles: true }));
    pointer('pointerdown', 10, 10);
    pointer('pointermove', 20, 30);
    pointer('pointerup', 20, 30);
    await tick();
    expect(clear.hasAttribute('aria-disabled')).toBe(false);
    clear.click();
    await until(() => status() === 'Paper cleared.');
    expect(clear.getAttribute('aria-disabled')).toBe('true');
  });
});
