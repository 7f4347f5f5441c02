type PointerListener = (event: PointerEvent) => void;

/**
 * Listens to a pen, finger or mouse on `canvas` (a cancelled pointer ends its stroke as lifting it
 * does), with any `more` listeners beside; gives back what stops listening.
 */
export function listenToPen(canvas: HTMLElement, pen: { down: PointerListener; move: PointerListener; up: PointerListener }, more: [string, (event: never) => void][] = []): () => void {
  const listeners: [string, (event: never) => void][] = [['pointerdown', pen.down], ['pointermove', pen.move], ['pointerup', pen.up], ['pointercancel', pen.up], ...more];
  for (const [type, listener] of listeners) canvas.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) canvas.removeEventListener(type, listener as EventListener);
  };
}
