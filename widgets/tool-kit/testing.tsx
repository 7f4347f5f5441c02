// Test helpers: a view rendered through preact/compat (as the bundles render it) into happy-dom.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react-dom/test-utils';

let mounted: { root: Root; container: HTMLElement } | undefined;

export function render(view: ReactNode): HTMLElement {
  unmount();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(view));
  mounted = { root, container };
  return container;
}

export function rerender(view: ReactNode): void {
  act(() => mounted!.root.render(view));
}

export function unmount(): void {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = undefined;
}

export function press(target: Element, key: string, init: KeyboardEventInit = {}): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

export function click(target: Element): void {
  act(() => {
    (target as HTMLElement).click();
  });
}

/** The button whose accessible text (aria-label, else text) is `name`. */
export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

export { act };
