// The writing paper's view on React 19 itself (no preact/compat), in happy-dom, with a recording
// canvas: a stroke drawn, a tool picked, the line count changed in the settings, Save sending
// complete.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, click, failOnReactErrors, openSettings, render, unmount } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';
import { drawn, fakeCanvas, scribble } from '../tool-kit/ink/testing';
import { WritingPaper } from './WritingPaper';

failOnReactErrors();
beforeEach(() => fakeCanvas());
afterEach(() => {
  unmount();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('WritingPaper on React', () => {
  it('draws, switches to the eraser, changes to 10 lines and reports Save through onComplete', async () => {
    const onComplete = vi.fn<(detail: ResultDetail) => void>();
    const page = render(<WritingPaper color="purple" onComplete={onComplete} />);
    const ink = page.querySelector<HTMLCanvasElement>('canvas[role="img"]')!;
    expect(ink.getAttribute('aria-describedby')).toBeTruthy();
    expect(page.querySelector(`[id="${ink.getAttribute('aria-describedby')}"]`)?.textContent).toContain("can't be drawn on with the keyboard");
    expect(button(page, 'Purple').getAttribute('aria-pressed')).toBe('true');

    act(() =>
      scribble(ink, [
        [5, 90],
        [25, 95],
      ]),
    );
    expect(drawn(ink).some((c) => c.op === 'stroke' && c.strokeStyle === '#7e22ce')).toBe(true);
    expect(button(page, 'Undo').getAttribute('aria-disabled')).toBeNull();

    click(button(page, 'Eraser'));
    expect(button(page, 'Eraser').getAttribute('aria-pressed')).toBe('true');
    expect(ink.dataset.tool).toBe('eraser');

    await openSettings(page);
    const ten = [...page.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) => input.parentElement?.textContent === '10 lines')!;
    click(ten);
    expect(ten.checked).toBe(true);
    expect(ink.getAttribute('aria-label')).toBe('Writing paper, 10 lines');

    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal('print', vi.fn());
    click(button(page, 'Save'));
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'writing-paper', verb: 'completed', durationMs: expect.any(Number) });
    expect(document.querySelector('[data-verse-print] img')).not.toBeNull();
  });
});
