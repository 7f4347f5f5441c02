// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineWritingPaper } from './define';
import { heard } from '../runtime/testing';

const { soundMock } = await vi.hoisted(() => import('../runtime/testing/mocks'));
vi.mock('../tool-kit/sound', soundMock);
import { SHORT_SCREEN, lineGroups } from './logic';
import { drawn, fakeCanvas, pointer, scribble } from '../tool-kit/ink/testing';
import { advance, button as findButton, mount as mountElement, openSettings, stubMatchMedia, tick, useFakeClock } from '../runtime/testing';

async function mount(attributes: Record<string, string> = {}) {
  const { host, root } = await mountElement('verse-writing-paper', attributes);
  const button = (name: string) => findButton(root, name);
  const ink = () => root.querySelector<HTMLCanvasElement>('canvas[role="img"]')!;
  const lines = () => root.querySelector<HTMLCanvasElement>('canvas[aria-hidden="true"]')!;
  // Ready once the paper is ruled: its effects (sizing, pointer input) have run.
  expect(drawn(lines()).length).toBeGreaterThan(0);
  const said = () => root.querySelector('[role="status"]')?.textContent ?? '';
  // The live region speaks a moment after the action (emptied first, so a repeat is read again).
  const hears = async (text: string) => {
    await advance(100);
    expect(said()).toBe(text);
  };
  return { host, root, button, ink, lines, said, hears };
}

/** The strokes drawn on the ink canvas: one entry per stroke() or fill() call. */
const inked = (canvas: HTMLCanvasElement, from = 0) => drawn(canvas, from).filter((c) => c.op === 'stroke' || c.op === 'fill');

describe('<verse-writing-paper>', () => {
  useFakeClock();
  beforeEach(() => {
    document.body.replaceChildren();
    fakeCanvas();
    // A tall screen: the paper's full-size lines (the short screen's have a test of their own).
    stubMatchMedia();
    defineWritingPaper();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('rules 5 lines by default and 10 with lines="10", each as top line, dashed midline and baseline', async () => {
    const { host, lines, ink, root } = await mount();
    expect(ink().getAttribute('aria-label')).toBe('Writing paper, 5 lines');
    const ys = () => drawn(lines()).filter((c) => c.op === 'moveTo').map((c) => c.args[1]);
    expect(ys()).toEqual(lineGroups(5).flatMap((g) => [g.topLine, g.midline, g.baseline]));
    expect(drawn(lines()).filter((c) => c.op === 'setLineDash').map((c) => c.args[0])).toContainEqual([10, 8]);

    host.setAttribute('lines', '10');
    // The attribute's effect, then the ruling's: a frame each.
    await advance(100);
    expect(ys().slice(-30)).toEqual(lineGroups(10).flatMap((g) => [g.topLine, g.midline, g.baseline]));
    expect(root.querySelector('[part="paper"]')?.getAttribute('data-lines')).toBe('10');
    expect(ink().getAttribute('aria-label')).toBe('Writing paper, 10 lines');
  });

  it('inks a mouse stroke 1.5 px wide in the chosen colour; undo, redo by button and by Ctrl+Z / Ctrl+Y', async () => {
    const { button, ink, hears } = await mount({ color: 'blue' });
    expect(button('Blue').getAttribute('aria-pressed')).toBe('true');
    expect(button('Undo').getAttribute('aria-disabled')).toBe('true');

    scribble(ink(), [
      [10, 100],
      [30, 110],
      [60, 100],
    ]);
    await tick();
    const stroke = inked(ink());
    expect(stroke.length).toBeGreaterThanOrEqual(3);
    expect(stroke.every((c) => c.strokeStyle === '#1d4ed8' && c.composite === 'source-over')).toBe(true);
    expect(stroke.filter((c) => c.op === 'stroke').every((c) => c.lineWidth === 1.5)).toBe(true);
    expect(button('Undo').hasAttribute('aria-disabled')).toBe(false);

    const before = drawn(ink()).length;
    button('Undo').click();
    await tick();
    expect(drawn(ink(), before).map((c) => c.op)).toContain('clearRect');
    expect(inked(ink(), before)).toEqual([]);
    await hears('Undone.');
    expect(button('Redo').hasAttribute('aria-disabled')).toBe(false);

    const beforeKeys = drawn(ink()).length;
    button('Redo').dispatchEvent(new KeyboardEvent('keydown', { key: 'y', ctrlKey: true, bubbles: true, composed: true, cancelable: true }));
    // Painted again from the stroke's data: one curve per point.
    await tick();
    expect(inked(ink(), beforeKeys).length).toBe(3);
    button('Save').dispatchEvent(new KeyboardEvent('keydown', { key: 'z', metaKey: true, bubbles: true, composed: true, cancelable: true }));
    await tick();
    expect(button('Undo').getAttribute('aria-disabled')).toBe('true');
  });

  it('erases 16 px wide with destination-out, on the ink only; a colour picks the pencil again', async () => {
    const { button, ink, lines } = await mount();
    scribble(ink(), [
      [10, 100],
      [60, 100],
    ]);
    const linesBefore = drawn(lines()).length;
    button('Eraser').click();
    await tick();
    expect(button('Eraser').getAttribute('aria-pressed')).toBe('true');
    const before = drawn(ink()).length;
    scribble(ink(), [
      [20, 90],
      [20, 120],
    ]);
    const erased = inked(ink(), before);
    expect(erased.length).toBeGreaterThan(0);
    expect(erased.every((c) => c.composite === 'destination-out')).toBe(true);
    expect(erased.filter((c) => c.op === 'stroke').every((c) => c.lineWidth === 16)).toBe(true);
    expect(drawn(lines()).length).toBe(linesBefore);

    button('Red').click();
    await tick();
    expect(button('Pencil').getAttribute('aria-pressed')).toBe('true');
    expect(button('Red').getAttribute('aria-pressed')).toBe('true');
  });

  it('clears the page as one step that undo brings back', async () => {
    const { button, ink, hears } = await mount();
    button('Clear').click();
    await tick();
    await hears('The paper is already empty.');
    scribble(ink(), [
      [10, 100],
      [40, 120],
    ]);
    button('Clear').click();
    await tick();
    await hears('Paper cleared. Undo brings it back.');
    expect(button('Clear').getAttribute('aria-disabled')).toBe('true');
    const before = drawn(ink()).length;
    button('Undo').click();
    await tick();
    expect(inked(ink(), before).length).toBe(2);
  });

  it('ignores a resting palm while a pen writes', async () => {
    const { button, ink } = await mount();
    pointer(ink(), 'pointerdown', 10, 100, { pointerType: 'pen', pointerId: 7, pressure: 0.9 });
    pointer(ink(), 'pointerdown', 200, 300, { pointerType: 'touch', pointerId: 8 });
    pointer(ink(), 'pointermove', 40, 100, { pointerType: 'pen', pointerId: 7, pressure: 0.9, button: -1 });
    pointer(ink(), 'pointermove', 220, 320, { pointerType: 'touch', pointerId: 8, button: -1 });
    pointer(ink(), 'pointerup', 40, 100, { pointerType: 'pen', pointerId: 7 });
    pointer(ink(), 'pointerup', 220, 320, { pointerType: 'touch', pointerId: 8 });
    await tick();
    const strokes = inked(ink()).filter((c) => c.op === 'stroke');
    // The pen's pressure 0.9 draws 2.7 wide; nothing of the palm was drawn.
    expect(strokes.length).toBeGreaterThan(0);
    expect(strokes.every((c) => Math.abs(c.lineWidth - 2.7) < 1e-9)).toBe(true);
    expect(drawn(ink()).some((c) => c.op === 'moveTo' && (c.args[0] as number) > 100)).toBe(false);
    button('Undo').click();
    await tick();
    expect(button('Undo').getAttribute('aria-disabled')).toBe('true');
  });

  it('Save prints a ruled image from the page when no window may open, and sends complete', async () => {
    const { host, button, ink, hears } = await mount();
    scribble(ink(), [
      [10, 100],
      [40, 120],
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const complete = vi.fn();
    host.addEventListener('complete', (event) => complete((event as CustomEvent).detail));

    button('Save').click();
    await tick();
    expect(open).toHaveBeenCalled();
    const img = document.querySelector<HTMLImageElement>('[data-verse-print] img');
    expect(img?.src).toMatch(/^data:image\/png;base64,/);
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelector('[data-verse-print]')).toBeNull();
    await hears('Printing the paper from this page.');
    expect(complete).toHaveBeenCalledExactlyOnceWith({ tool: 'writing-paper', verb: 'completed', durationMs: expect.any(Number) });
    // The drawing is still there.
    expect(button('Undo').hasAttribute('aria-disabled')).toBe(false);
  });

  it('puts lines and colour in the shared link; bg="transparent" marks the shell transparent', async () => {
    const { root } = await mount({ lines: '10', color: 'green', bg: 'transparent' });
    expect(root.querySelector('.tool-shell')?.getAttribute('data-bg')).toBe('transparent');
    await openSettings(root);
    const inputs = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((i) => i.value === '10' || i.value === '5');
    expect(inputs.find((i) => i.checked)?.value).toBe('10');
  });
  it('shows the next step on screen (write, then keep going or Save; the eraser) and Hear it reads it aloud', async () => {
    const { root, button, ink } = await mount();
    const step = () => root.querySelector('.tool-step span')!.textContent;
    const hear = () => [...root.querySelectorAll<HTMLButtonElement>('.tool-step button')].find((b) => b.textContent === 'Hear it')!.click();
    expect(step()).toBe('Write on the lines with your finger, a pen or the mouse.');
    hear();
    expect(heard.spoken.at(-1)).toBe('Write on the lines with your finger, a pen or the mouse.');
    scribble(ink(), [
      [10, 100],
      [40, 110],
    ]);
    await tick();
    expect(step()).toBe('Good! Keep writing, or press Save to print your page.');
    button('Eraser').click();
    await tick();
    expect(step()).toBe('Rub out with the eraser. Tap Pencil to write again.');
    hear();
    expect(heard.spoken.at(-1)).toBe('Rub out with the eraser. Tap Pencil to write again.');
    button('Pencil').click();
    await tick();
    expect(step()).toBe('Good! Keep writing, or press Save to print your page.');
  });

  it('rules smaller lines on a short screen (a tablet in landscape), as its CSS does', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === SHORT_SCREEN, media: query, addEventListener() {}, removeEventListener() {} }));
    const { lines } = await mount();
    const ys = drawn(lines()).filter((c) => c.op === 'moveTo').map((c) => c.args[1]);
    expect(ys).toEqual(lineGroups(5, true).flatMap((g) => [g.topLine, g.midline, g.baseline]));
    expect(ys.at(-1)).toBe(512);
  });
});
