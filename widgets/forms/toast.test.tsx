// @vitest-environment happy-dom
// Rendered through preact/compat, as the bundles render them; the lead forms' *.react.test.tsx show the stack on real React.
import { act } from 'react-dom/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToasts, Toasts, useToasts } from './toast';
import type { ToastOptions } from './toast-options';

let show: (options: ToastOptions) => number = () => 0;

function Harness({ inline = false }: { inline?: boolean }) {
  const toasts = useToasts();
  show = toasts.show;
  return <Toasts toasts={toasts.toasts} onDismiss={toasts.dismiss} inline={inline} />;
}

/** The page-wide stack on <body>, where toasts show unless asked to stay inline. */
const stack = () => document.querySelector('[data-verse-toasts]')?.shadowRoot ?? null;

describe('toasts', () => {
  let root: HTMLElement;
  let react: Root;
  beforeEach(async () => {
    vi.useFakeTimers();
    root = document.createElement('div');
    document.body.append(root);
    react = createRoot(root);
    act(() => react.render(<Harness />));
    // The visitor's first interaction with a form loads the toasts' view.
    await act(() => loadToasts());
  });
  afterEach(() => {
    act(() => react.render(null));
    root.remove();
    // Toasts outlive their element: let every one end before the next test looks at the stack.
    act(() => {
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
  });

  const region = () => stack()!.querySelector('[role="status"]')!;

  it('live in a polite region that is there before any toast', () => {
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().children.length).toBe(0);
  });

  it('show title and description, and leave after 5 s by default', () => {
    act(() => void show({ title: 'Message Sent Successfully!', description: 'Thank you.' }));
    expect(region().textContent).toContain('Message Sent Successfully!');
    expect(region().textContent).toContain('Thank you.');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(region().children.length).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region().children.length).toBe(0);
  });

  it('keep their own duration', () => {
    act(() => void show({ title: 'reCAPTCHA failed', variant: 'error', durationMs: 4000 }));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(region().children.length).toBe(0);
  });

  it('offer a Close button only when closable, which removes that toast', () => {
    act(() => void show({ title: 'Done' }));
    act(() => void show({ title: 'Error', variant: 'error', closable: true }));
    const buttons = region().querySelectorAll('button');
    expect(buttons.length).toBe(1);
    expect(buttons[0]!.getAttribute('aria-label')).toBe('Close: Error');
    act(() => buttons[0]!.click());
    expect(region().textContent).toContain('Done');
    expect(region().textContent).not.toContain('Error');
  });

  it('show on the page-wide stack, outside the element, so hiding the element does not hide them', () => {
    root.hidden = true;
    act(() => void show({ title: 'Consultation Scheduled!' }));
    expect(root.querySelector('[role="status"]')).toBeNull();
    expect(stack()!.host.parentElement).toBe(document.body);
    expect(region().textContent).toContain('Consultation Scheduled!');
  });

  it('outlive their element (a host closing the dialog that held the form) until their time is up', () => {
    act(() => void show({ title: 'Consultation Scheduled!' }));
    act(() => react.render(null));
    expect(region().textContent).toContain('Consultation Scheduled!');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(region().textContent).not.toContain('Consultation Scheduled!');
    act(() => react.render(<Harness />));
  });
});

describe('toasts on the stack', () => {
  it("keep the font of the element that showed them, not the page's", () => {
    const host = document.createElement('div');
    host.style.fontFamily = 'Lexend, sans-serif';
    document.body.append(host);
    const react = createRoot(host);
    act(() => react.render(<Harness />));
    act(() => void show({ title: 'In the form font' }));
    const toast = [...stack()!.querySelectorAll<HTMLElement>('[part="toast"]')].find((t) => t.textContent?.includes('In the form font'))!;
    expect(toast.style.fontFamily).toBe(getComputedStyle(host).fontFamily);
    expect(toast.style.fontFamily).toContain('Lexend');
    act(() => react.unmount());
    host.remove();
  });
});

describe('inline toasts', () => {
  it('render in place, for an element whose own modal dialog is open', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const react = createRoot(root);
    act(() => react.render(<Harness inline />));
    act(() => void show({ title: 'Message Sent Successfully!' }));
    expect(root.querySelector('[role="status"]')!.textContent).toContain('Message Sent Successfully!');
    act(() => react.unmount());
    root.remove();
  });
});
