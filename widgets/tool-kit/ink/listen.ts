type Listener = (event: PointerEvent) => void;

/**
 * A pen, finger or mouse on an ink canvas: `down`, `move` and `up` (a cancelled pointer ends its
 * stroke as a lifted one does), and any `more` listeners. Returns what removes them all.
 */
export function listenPen(canvas: HTMLElement, down: Listener, move: Listener, up: Listener, more: Record<string, (event: Event) => void> = {}): () => void {
  const listeners: Record<string, (event: never) => void> = { pointerdown: down, pointermove: move, pointerup: up, pointercancel: up, ...more };
  for (const type in listeners) canvas.addEventListener(type, listeners[type] as EventListener);
  return () => {
    for (const type in listeners) canvas.removeEventListener(type, listeners[type] as EventListener);
  };
}
