import { useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptStyles } from '../runtime';
import { TOAST_MS, type Toast } from './toast-options';
import { watchToastArea, whenToastEnds } from './toast-timer';
import { toastStyles } from './toast-styles';

export type ToastsProps = {
  toasts: Toast[];
  onDismiss: (id: number) => void;
  /**
   * Render in place. Only for toasts shown while the element's own modal dialog is open: that
   * dialog makes the rest of the page inert, so toasts elsewhere would not be heard.
   */
  inline?: boolean;
};

// The toasts' view, loaded with the first interaction with a form (see toast.tsx): the page-wide
// stack, the inline list and their styles.

/**
 * An element's toasts. They appear in one stack on the page's body, not inside the element, so a
 * host that closes or removes the dialog holding the form (as the spec's simpler forms ask) or
 * clips it in an overflow box does not hide them: a toast outlives its element and leaves after
 * its own duration. The stack is a manual popover, raised for each new toast, so it also shows
 * above a modal dialog the host opened.
 */
export function ShownToasts({ toasts, onDismiss, inline = false }: ToastsProps) {
  const forwarded = useRef(new Set<number>());
  // A place inside the element, to read the font its toasts should keep on the page-wide stack.
  const anchor = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (inline) return;
    const current = new Set(toasts.map((toast) => toast.id));
    // Withdrawn by the element while it is here (closed, or cleared): withdrawn from the stack too.
    for (const id of forwarded.current) if (!current.has(id)) removeFromStack(id);
    const font = anchor.current ? getComputedStyle(anchor.current).fontFamily : '';
    for (const toast of toasts) if (!forwarded.current.has(toast.id)) addToStack({ ...toast, font }, onDismiss);
    forwarded.current = current;
  });

  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!inline) ensureStack();
    // Inline toasts show in the element's own shadow root: their styles join it.
    else if (root instanceof ShadowRoot) adoptStyles(root, toastStyles, { more: true });
    // Gone from the page: its toasts stay to the end of their time, but nobody is told of a Close.
    return () => forwarded.current.forEach((id) => closeHandlers.delete(id));
  }, [inline]);

  return (
    <>
      {inline && <ToastList toasts={toasts} onDismiss={onDismiss} />}
      <span ref={anchor} hidden />
    </>
  );
}

let stack: ShadowRoot | undefined;
/** The stack renders in a React root of its own, apart from any element's. */
let stackRoot: Root | undefined;
/** A toast on the stack keeps the font of the element that showed it, not the page's. */
type StackedToast = Toast & { font?: string };
const stacked = new Map<number, StackedToast>();
/** Whom to tell when a toast's Close is pressed on the stack: the element that showed it, while mounted. */
const closeHandlers = new Map<number, (id: number) => void>();

/** The stack and its live region, made once and in the page before any toast is added to it. */
function ensureStack(): ShadowRoot {
  if (!stack?.host.isConnected) {
    const host = document.createElement('div');
    host.setAttribute('data-verse-toasts', '');
    if ('popover' in host) host.popover = 'manual';
    document.body.append(host);
    stack = host.attachShadow({ mode: 'open' });
    adoptStyles(stack, toastStyles);
    // A stack the page removed is let go once React is done with whatever is rendering now.
    const detached = stackRoot;
    if (detached) queueMicrotask(() => detached.unmount());
    stackRoot = createRoot(stack);
    renderStack();
  }
  return stack;
}

function renderStack() {
  stackRoot?.render(<ToastList toasts={[...stacked.values()]} onDismiss={removeFromStack} />);
}

function addToStack(toast: StackedToast, onDismiss: (id: number) => void) {
  ensureStack();
  stacked.set(toast.id, toast);
  whenToastEnds(toast.durationMs ?? TOAST_MS, () => removeFromStack(toast.id));
  renderStack();
  raiseStack();
  // The element hears of a Close pressed on the stack, as it would of its own Close button.
  closeHandlers.set(toast.id, onDismiss);
}

function removeFromStack(id: number) {
  if (!stacked.delete(id)) return;
  renderStack();
  const onDismiss = closeHandlers.get(id);
  closeHandlers.delete(id);
  onDismiss?.(id);
}

function raiseStack() {
  const host = stack?.host as HTMLElement | undefined;
  if (!host || !('showPopover' in host)) return;
  // Showing again puts the stack on top of whatever entered the top layer since.
  if (host.matches(':popover-open')) host.hidePopover();
  host.showPopover();
}

/**
 * The toasts in one polite live region, in the page before any toast, so screen readers announce
 * what is added to it. (No role=alert inside it: nested live regions are read twice.)
 */
function ToastList({ toasts, onDismiss }: { toasts: StackedToast[]; onDismiss: (id: number) => void }) {
  // Toasts stay while the visitor points at them or has focus in one (toast-timer.ts).
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => (area.current ? watchToastArea(area.current) : undefined), []);
  return (
    <div ref={area} className="toasts" part="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast ${toast.variant ?? 'success'}`} part="toast" style={toast.font ? { fontFamily: toast.font } : undefined}>
          <div>
            <p className="toast-title">{toast.title}</p>
            {toast.description && <p>{toast.description}</p>}
          </div>
          {toast.closable && (
            <button type="button" className="toast-close" aria-label={`Close: ${toast.title}`} onClick={() => onDismiss(toast.id)}>
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
