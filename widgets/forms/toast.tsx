import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_MS, type Toast, type ToastOptions } from './toast-options';
import { whenToastEnds } from './toast-timer';
import { lazyPart, useFirstUse } from '../runtime/lazy';
import type { ToastsProps } from './toast-stack';

let lastId = 0;

/**
 * The toasts an element shows. `show` returns the toast's id; each toast leaves after its
 * duration (longer while the visitor points at it or has focus in it), or when `dismiss` is called
 * (the Close button).
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, () => void>());

  const dismiss = useCallback((id: number) => {
    timers.current.get(id)?.();
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      const id = ++lastId;
      setToasts((list) => [...list, { ...options, id }]);
      timers.current.set(id, whenToastEnds(options.durationMs ?? TOAST_MS, () => dismiss(id)));
      return id;
    },
    [dismiss],
  );

  useEffect(() => () => timers.current.forEach((cancel) => cancel()), []);
  return { toasts, show, dismiss };
}

const view = lazyPart(() => import('./toast-stack'));

/** Loads the toasts' view (the page-wide stack, its live region and styles) once for the page. */
export const loadToasts = view.load;

/**
 * An element's toasts (toast-stack.tsx shows them). Toasts only ever answer something the visitor
 * did, so their code loads with the visitor's first interaction with the element: the live region
 * is on the page long before the first toast, and a form nobody touches never downloads it. A
 * toast shown before that (a script submitting the form) loads it at once.
 */
export function Toasts(props: ToastsProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  // Anywhere in the element: the anchor's root is its shadow root.
  const [loaded] = useFirstUse(view, anchor, props.toasts.length > 0);
  return loaded ? <loaded.ShownToasts {...props} /> : <span ref={anchor} hidden />;
}
