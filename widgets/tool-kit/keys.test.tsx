// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGridKeys, type GridKeysOptions } from './keys';
import { press, render, rerender, unmount } from '../runtime/testing';

function Grid(props: Omit<GridKeysOptions, 'columns'> & { columns?: number }) {
  const { keyProps } = useGridKeys({ columns: 3, ...props });
  return (
    <div role="group" aria-label="Tiles">
      {Array.from({ length: props.count }, (_, i) => (
        <button key={i} type="button" {...keyProps(i)}>
          {String.fromCharCode(97 + i)}
        </button>
      ))}
    </div>
  );
}

const tiles = (root: HTMLElement) => [...root.querySelectorAll('button')];
const focused = () => document.activeElement?.textContent;

afterEach(unmount);

describe('useGridKeys', () => {
  it('puts the grid in the tab order once: only the active item is tabbable', () => {
    const root = render(<Grid count={6} onPick={() => {}} />);
    expect(tiles(root).map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
  });

  it('moves with arrows by one or by a row, stops at the edges, Home and End go to the first and last', () => {
    const root = render(<Grid count={7} onPick={() => {}} />);
    const [a] = tiles(root);
    a!.focus();
    press(a!, 'ArrowRight');
    expect(focused()).toBe('b');
    press(document.activeElement!, 'ArrowDown');
    expect(focused()).toBe('e');
    press(document.activeElement!, 'ArrowDown');
    expect(focused()).toBe('e'); // no item below e in a row of 3 with 7 items
    press(document.activeElement!, 'ArrowUp');
    expect(focused()).toBe('b');
    press(document.activeElement!, 'ArrowLeft');
    press(document.activeElement!, 'ArrowLeft');
    expect(focused()).toBe('a');
    press(document.activeElement!, 'End');
    expect(focused()).toBe('g');
    press(document.activeElement!, 'ArrowRight');
    expect(focused()).toBe('g');
    press(document.activeElement!, 'Home');
    expect(focused()).toBe('a');
    press(tiles(root)[3]!, 'ArrowRight');
    expect(tiles(root).map((t) => t.tabIndex)).toEqual([-1, -1, -1, -1, 0, -1, -1]);
  });

  it('picks with Enter or Space, cancels with Escape, empties with Delete or Backspace', () => {
    const onPick = vi.fn();
    const onCancel = vi.fn();
    const onDelete = vi.fn();
    const root = render(<Grid count={4} onPick={onPick} onCancel={onCancel} onDelete={onDelete} />);
    const [, b, c] = tiles(root);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    b!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    press(c!, ' ');
    press(c!, 'Escape');
    press(b!, 'Delete');
    press(c!, 'Backspace');
    expect(onPick.mock.calls).toEqual([[1], [2]]);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onDelete.mock.calls).toEqual([[1], [2]]);
  });

  it('leaves Escape and Delete to the page when the tool has no use for them', () => {
    const root = render(<Grid count={2} onPick={() => {}} />);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    tiles(root)[0]!.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
  });

  it('follows focus from a click or Tab, and stays in range when items go away', () => {
    const root = render(<Grid count={5} onPick={() => {}} />);
    tiles(root)[4]!.focus();
    rerender(<Grid count={5} onPick={() => {}} />);
    expect(tiles(root)[4]!.tabIndex).toBe(0);
    rerender(<Grid count={3} onPick={() => {}} />);
    expect(tiles(root).map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });
});
