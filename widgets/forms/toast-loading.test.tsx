// @vitest-environment happy-dom
// When the toasts' view loads: with the visitor's first interaction with the element, or at once
// for a toast shown before any. (A file of its own: once loaded, the view stays for the page.)
import { act } from 'react-dom/test-utils';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts, useToasts } from './toast';
import type { ToastOptions } from './toast-options';
import { advance, eventually, useFakeClock } from '../runtime/testing';

let show: (options: ToastOptions) => number = () => 0;

function Form() {
  const toasts = useToasts();
  show = toasts.show;
  return (
    <form>
      <input name="name" />
      <Toasts toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </form>
  );
}

const stack = () => document.querySelector('[data-verse-toasts]')?.shadowRoot ?? null;

/** The form inside an element's shadow root, as the lead forms render. */
function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const root = createRoot(shadow);
  act(() => root.render(<Form />));
  return { host, shadow, root };
}

describe('the toasts’ view', () => {
  useFakeClock();
  const mounted: ReturnType<typeof mount>[] = [];
  afterEach(() => {
    for (const { host, root } of mounted.splice(0)) {
      act(() => root.unmount());
      host.remove();
    }
  });

  it('is not loaded while nobody has touched the form, and its live region is there once the visitor turns to it', async () => {
    const { shadow } = mounted[mounted.push(mount()) - 1]!;
    await act(() => advance(20));
    expect(stack()).toBeNull();

    act(() => void shadow.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true })));
    // The view arrives (a module of its own), then renders its stack.
    await act(() => advance());
    await eventually(() => expect(stack()?.querySelector('[role="status"]')?.getAttribute('aria-live')).toBe('polite'));
    expect(stack()!.querySelector('[role="status"]')!.children.length).toBe(0);

    act(() => void show({ title: 'Information Received!' }));
    expect(stack()!.querySelector('[role="status"]')!.textContent).toContain('Information Received!');
  });
});
