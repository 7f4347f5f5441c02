import { describe, expect, it } from 'vitest';
import { readSetting } from '../tool-kit/declaration';
import { lineGroups, pageReducer, paperHeight, startPage } from './logic';
import { visibleStrokes, type Stroke } from '../tool-kit/ink/logic';
import { settings } from './tool';

const lineCount = (value: unknown) => readSetting(settings.lines, value);

describe('ruled lines', () => {
  it('has 5 or 10 lines; anything else is 5', () => {
    expect(lineCount(10)).toBe(10);
    expect(lineCount('10')).toBe(10);
    expect(lineCount(5)).toBe(5);
    for (const other of [undefined, 0, 7, 'ten', NaN]) expect(lineCount(other)).toBe(5);
  });

  it('makes the first line group 180 px tall and every later one 120 px', () => {
    for (const count of [5, 10] as const) {
      const groups = lineGroups(count);
      expect(groups).toHaveLength(count);
      expect(groups.map((g) => g.height)).toEqual([180, ...Array<number>(count - 1).fill(120)]);
      expect(groups.map((g) => g.top)).toEqual(groups.map((_, i) => (i === 0 ? 0 : 180 + (i - 1) * 120)));
    }
    expect(paperHeight(5)).toBe(180 + 4 * 120);
    expect(paperHeight(10)).toBe(180 + 9 * 120);
  });

  it('puts the dashed midline halfway between the top line and the baseline, the same in every group', () => {
    const [first, second, , , last] = lineGroups(5);
    expect(first).toEqual({ top: 0, height: 180, topLine: 80, midline: 120, baseline: 160 });
    expect(second).toEqual({ top: 180, height: 120, topLine: 200, midline: 240, baseline: 280 });
    expect(last).toEqual({ top: 660 - 120, height: 120, topLine: 560, midline: 600, baseline: 640 });
    for (const g of lineGroups(10)) {
      expect(g.midline - g.topLine).toBe(g.baseline - g.midline);
      expect(g.topLine).toBeGreaterThan(g.top);
      expect(g.baseline).toBeLessThan(g.top + g.height);
    }
  });
  it('on a short screen rules the same page at 4/5 of the size: 5 lines in 528 px', () => {
    expect(paperHeight(5, true)).toBe(528);
    expect(paperHeight(10, true)).toBe(1008);
    expect(lineGroups(5, true)[0]).toEqual({ top: 0, height: 144, topLine: 64, midline: 96, baseline: 128 });
    expect(lineGroups(5, true).at(-1)).toEqual({ top: 432, height: 96, topLine: 448, midline: 480, baseline: 512 });
  });
});

describe('the page as the view holds it (pageReducer)', () => {
  const line = (tool: Stroke['tool']): Stroke => ({ tool, color: '#1f2937', points: [{ x: 0, y: 0, pressure: 0.5 }, { x: 5, y: 5, pressure: 0.5 }] });

  it('writes, undoes, redoes and clears; Undo brings a cleared page back', () => {
    const a = line('pencil');
    let page = pageReducer(startPage(), { type: 'write', stroke: a });
    expect(visibleStrokes(page.history)).toEqual([a]);
    page = pageReducer(page, { type: 'undo' });
    expect(visibleStrokes(page.history)).toEqual([]);
    page = pageReducer(page, { type: 'redo' });
    expect(visibleStrokes(page.history)).toEqual([a]);
    page = pageReducer(page, { type: 'clear' });
    expect(visibleStrokes(page.history)).toEqual([]);
    expect(visibleStrokes(pageReducer(page, { type: 'undo' }).history)).toEqual([a]);
  });

  it('with nothing to undo, redo or clear the page is the same, so the view says so', () => {
    const page = startPage();
    for (const type of ['undo', 'redo', 'clear'] as const) expect(pageReducer(page, { type })).toBe(page);
  });

  it('the eraser is the tool in hand until the pencil is chosen again', () => {
    const page = pageReducer(startPage(), { type: 'choose', tool: 'eraser' });
    expect(page.tool).toBe('eraser');
    expect(pageReducer(page, { type: 'choose', tool: 'eraser' })).toBe(page);
    expect(pageReducer(page, { type: 'choose', tool: 'pencil' }).tool).toBe('pencil');
  });
});
