// The PDF viewer's view on React 19 itself (no preact/compat), in happy-dom, with pdf.js replaced
// by a fake engine: a document opened by src, a page turned by click and by key, a page number
// typed, a mark drawn with the pen, and the last page sending complete.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, button, click, failOnReactErrors, render, type, unmount, useFakeClock } from '../runtime/testing';
import type { ResultDetail } from '../tool-kit';
import { fakeCanvas, scribble } from '../tool-kit/ink/testing';
import { NOTES_KEY } from './logic';
import { PdfViewer } from './PdfViewer';

vi.mock('./engine', async () => ({
  ...(await vi.importActual<typeof import('./pen')>('./pen')),
  openDocument: async () => ({ pdf: { numPages: 2, destroy() {} }, pages: 2, id: 'react-doc' }),
  pageSize: async () => ({ width: 500, height: 700 }),
  showPage(_pdf: unknown, n: number, _scale: number, _box: HTMLElement, text: HTMLElement) {
    const span = document.createElement('span');
    span.textContent = `Words on page ${n}`;
    text.replaceChildren(span);
    return { cancel() {}, done: Promise.resolve() };
  },
}));

failOnReactErrors();
useFakeClock({ act });
beforeEach(() => {
  fakeCanvas();
  localStorage.clear();
});
afterEach(() => {
  unmount();
  vi.restoreAllMocks();
});
const settle = () => act(() => advance(30));
/** Lets React and the lazy engine's promises run until `check` passes. */
const until = async (check: () => void) => {
  for (let i = 0; i < 100; i++) {
    await settle();
    try {
      return check();
    } catch {
      // not yet
    }
  }
  check();
};

describe('PdfViewer on React', () => {
  it('opens src, turns pages by click, key and page number, marks a page, and completes on the last page', async () => {
    const onComplete = vi.fn<(detail: ResultDetail) => void>();
    const view = render(<PdfViewer src="/reader.pdf" onComplete={onComplete} />);
    const text = () => view.querySelector('.textLayer')?.textContent;
    await until(() => expect(text()).toBe('Words on page 1'));
    expect(view.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('reader.pdf, page 1 of 2');

    click(button(view, 'Next page'));
    await until(() => expect(text()).toBe('Words on page 2'));
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'pdf-viewer', verb: 'completed', durationMs: expect.any(Number) });

    act(() => void view.querySelector('[role="region"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp', bubbles: true })));
    await until(() => expect(text()).toBe('Words on page 1'));

    const number = view.querySelector<HTMLInputElement>('input[aria-label="Page number, of 2"]')!;
    type(number, '2');
    act(() => void number.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await until(() => expect(text()).toBe('Words on page 2'));
    expect(onComplete).toHaveBeenCalledTimes(1);

    click(button(view, 'Green pen'));
    const ink = view.querySelector<HTMLCanvasElement>('canvas.pdf-ink')!;
    expect(ink.dataset.mode).toBe('pencil');
    act(() =>
      scribble(ink, [
        [10, 10],
        [30, 40],
      ]),
    );
    expect(JSON.parse(localStorage.getItem(NOTES_KEY)!)['react-doc'].pages[2][0].color).toBe('#15803d');
    expect(button(view, 'Undo').disabled).toBe(false);
  });
});
