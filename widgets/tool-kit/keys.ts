import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

export type GridKeysOptions = {
  columns: number;
  count: number;
  onPick(i: number): void;
  onCancel?(): void;
  onDelete?(i: number): void;
};

export type GridKeyProps = {
  tabIndex: number;
  onKeyDown: (e: KeyboardEvent) => void;
  onFocus: () => void;
  ref: (element: HTMLElement | null) => void;
};

/**
 * Keyboard use of a grid of tiles or cards with a roving tabindex: Tab reaches the grid once
 * (on the last active item), arrows move within it, Home/End go to the first/last item, Enter or
 * Space picks, Escape cancels, Delete or Backspace empties the item.
 */
export function useGridKeys(opts: GridKeysOptions): {
  activeIndex: number;
  setActiveIndex(i: number): void;
  keyProps(i: number): GridKeyProps;
} {
  const { columns, count } = opts;
  const [active, setActive] = useState(0);
  const elements = useRef<(HTMLElement | null)[]>([]);
  const latest = useRef(opts);
  latest.current = opts;
  const activeIndex = count === 0 ? -1 : Math.min(Math.max(active, 0), count - 1);

  // Items removed from the end: keep the active one in range.
  useEffect(() => {
    if (count > 0 && active > count - 1) setActive(count - 1);
  }, [active, count]);

  const move = useCallback((to: number) => {
    setActive(to);
    elements.current[to]?.focus();
  }, []);

  const keyProps = (i: number): GridKeyProps => ({
    tabIndex: i === activeIndex ? 0 : -1,
    onFocus: () => setActive(i),
    ref: (element) => {
      elements.current[i] = element;
    },
    onKeyDown: (event) => {
      const { onPick, onCancel, onDelete } = latest.current;
      const last = count - 1;
      const cols = Math.max(1, columns);
      let to: number | null = null;
      switch (event.key) {
        case 'ArrowRight':
          to = Math.min(i + 1, last);
          break;
        case 'ArrowLeft':
          to = Math.max(i - 1, 0);
          break;
        case 'ArrowDown':
          to = i + cols <= last ? i + cols : i;
          break;
        case 'ArrowUp':
          to = i - cols >= 0 ? i - cols : i;
          break;
        case 'Home':
          to = 0;
          break;
        case 'End':
          to = last;
          break;
        case 'Enter':
        case ' ':
          event.preventDefault();
          onPick(i);
          return;
        case 'Escape':
          if (!onCancel) return;
          event.preventDefault();
          onCancel();
          return;
        case 'Delete':
        case 'Backspace':
          if (!onDelete) return;
          event.preventDefault();
          onDelete(i);
          return;
        default:
          return;
      }
      event.preventDefault();
      move(to);
    },
  });

  return { activeIndex, setActiveIndex: setActive, keyProps };
}
