// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { button, click, render, useComponentTest } from '../runtime/testing';
import { useStepReducer, type Step } from './reducer';

useComponentTest();

/** A late part's reducer: what the hook is not given, each step brings. */
const add = (total: number, n: number) => total + n;

describe('useStepReducer', () => {
  it('steps with the reducer a late part brings: two steps in one tap see each other, the view draws the last', () => {
    const steps: Step<number>[] = [];
    function Counter() {
      const [total, dispatch] = useStepReducer<number, number>(null, () => 1);
      return (
        <button type="button" onClick={() => steps.push(dispatch(2, add), dispatch(3, add))}>
          {`Total ${total}`}
        </button>
      );
    }
    const page = render(<Counter />);
    click(button(page, 'Total 1'));
    expect(steps).toEqual([
      { before: 1, after: 3 },
      { before: 3, after: 6 },
    ]);
    expect(page.textContent).toBe('Total 6');
  });

  it("steps with its own reducer when a step brings none, and a step that changes nothing draws nothing new", () => {
    const steps: Step<number>[] = [];
    function Counter() {
      const [total, dispatch] = useStepReducer(add, () => 0);
      return (
        <button type="button" onClick={() => steps.push(dispatch(0), dispatch(4))}>
          {`Total ${total}`}
        </button>
      );
    }
    const page = render(<Counter />);
    click(button(page, 'Total 0'));
    expect(steps).toEqual([
      { before: 0, after: 0 },
      { before: 0, after: 4 },
    ]);
    expect(page.textContent).toBe('Total 4');
  });
});
