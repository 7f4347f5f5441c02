import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

/** How long a toast stays (product.md section 9): 5 s, and 4 s for a failed spam check. */
export const TOAST_MS = 5000;
export const BOT_CHECK_TOAST_MS = 4000;

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
  durationMs?: number;
  /** Offers a Close button; the toast still leaves on its own after `durationMs`. */
  closable?: boolean;
};

export type Toast = ToastOptions & { id: number };

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

/**
 * The toast stack: one polite live region that is always in the page, so screen readers announce
 * what is added to it. (No role=alert inside it: nested live regions are read twice.)
 */
export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
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
