// The Math It view on React 19 itself (no preact/compat), in happy-dom.
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { button, click, renderTool, useComponentTest } from '../runtime/testing';
import { MathIt } from './MathIt';

useComponentTest({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
});

describe('MathIt on React', () => {
  it('keeps to the chosen operations, shares them, scores a right answer and reports the winner', async () => {
    const { page, onComplete, copiedLink } = await renderTool((on) => <MathIt minutes="1" {...on} />);
    // The first touch loads the running match.
    act(() => void page.querySelector('.tp-stage')!.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(() => vi.dynamicImportSettled());
    const label = (text: string) => [...page.querySelectorAll('label.choice')].find((l) => l.textContent === text)!.querySelector('input')!;
    expect(label('Multiply (×)').checked).toBe(false);
    for (const op of ['Multiply (×)', 'Add (+)', 'Subtract (−)']) click(label(op));
    expect(label('Multiply (×)').checked).toBe(true);
    click(label('Multiply (×)'));
    expect(label('Multiply (×)').checked).toBe(true);
    expect((await copiedLink()).search).toBe('?minutes=1&operations=mul');
    click(button(page, 'Start'));
    const side = page.querySelector('[data-player="2"]')!;
    const [a, , b] = side.querySelector('.mi-equation')!.textContent!.split(' ');
    const answer = String(Number(a) * Number(b));
    click([...side.querySelectorAll('[aria-label="Answers"] button')].find((o) => o.querySelector('.mi-number')!.textContent === answer)!);
    expect(side.querySelector('.tp-score')!.getAttribute('aria-label')).toBe('Score 1');
    act(() => void vi.advanceTimersByTime(120000));
    expect(page.querySelector('.tp-winner')!.textContent).toBe('Tiger wins!');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ tool: 'math-it', verb: 'completed', score: 1, durationMs: expect.any(Number), pace: 'timed' });
  });
});
