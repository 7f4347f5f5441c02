import { render } from 'preact';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { adoptStyles } from '../runtime';
import type { Toast, ToastOptions } from './toast-options';
import { TOAST_MS } from './toast-options';
import { toastStyles } from './toast-styles';

export { BOT_CHECK_TOAST_MS, TOAST_MS } from './toast-options';
export type { Toast, ToastOptions } from './toast-options';

let lastId = 0;

/**
 * The toasts an element shows. `show` returns the toast's id; each toast leaves after its
 * duration, or when `dismiss` is called (the Close button).
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      const id = ++lastId;
      setToasts((list) => [...list, { ...options, id }]);
      timers.current.set(id, setTimeout(() => dismiss(id), options.durationMs ?? TOAST_MS));
      return id;
    },
    [dismiss],
  );

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return { toasts, show, dismiss };
}

type ToastsProps = {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  /**
   * Render in place. Only for toasts shown while the element's own modal dialog is open: that
   * dialog makes the rest of the page inert, so toasts elsewhere would not be heard.
   */
  inline?: boolean;
};

/**
 * An element's toasts. They appear in one stack on the page's body, not inside the element, so a
 * host that closes the dialog holding the form (as the spec's simpler forms ask) or clips it in an
 * overflow box does not hide them. The stack is a manual popover, raised for each new toast, so it
 * also shows above a modal dialog the host opened.
 */
export function Toasts({ toasts, onDismiss, inline = false }: ToastsProps) {
  const slot = useRef<HTMLElement | null>(null);
  const shown = useRef(0);

  useLayoutEffect(() => {
    if (inline) return;
    const target = (slot.current ??= stackSlot());
    render(<ToastList toasts={toasts} onDismiss={onDismiss} />, target);
    if (toasts.length > shown.current) raiseStack();
    shown.current = toasts.length;
  });

  useLayoutEffect(
    () => () => {
      if (!slot.current) return;
      render(null, slot.current);
      slot.current.remove();
    },
    [],
  );

  return inline ? <ToastList toasts={toasts} onDismiss={onDismiss} /> : null;
}

let stack: ShadowRoot | undefined;

/** A place in the page-wide stack for one element's toasts, created with its live region. */
function stackSlot(): HTMLElement {
  if (!stack?.host.isConnected) {
    const host = document.createElement('div');
    host.setAttribute('data-verse-toasts', '');
    if ('popover' in host) host.popover = 'manual';
    document.body.append(host);
    stack = host.attachShadow({ mode: 'open' });
    adoptStyles(stack, toastStyles);
  }
  const slot = document.createElement('div');
  stack.append(slot);
  return slot;
}

function raiseStack() {
  const host = stack?.host as HTMLElement | undefined;
  if (!host || !('showPopover' in host)) return;
  // Showing again puts the stack on top of whatever entered the top layer since.
  if (host.matches(':popover-open')) host.hidePopover();
  host.showPopover();
}

/**
 * One polite live region per element that is in the page before any toast, so screen readers
 * announce what is added to it. (No role=alert inside it: nested live regions are read twice.)
 */
function ToastList({ toasts, onDismiss }: Omit<ToastsProps, 'inline'>) {
  return (
    <div class="toasts" part="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} class={`toast ${toast.variant ?? 'success'}`} part="toast">
          <div>
            <p class="toast-title">{toast.title}</p>
            {toast.description && <p>{toast.description}</p>}
          </div>
          {toast.closable && (
            <button type="button" class="toast-close" aria-label={`Close: ${toast.title}`} onClick={() => onDismiss(toast.id)}>
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
