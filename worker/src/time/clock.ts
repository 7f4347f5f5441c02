// Every "now" of the worker and the slot locks comes from here, so tests can stand at a fixed
// moment instead of depending on the day they run.

let fixed: (() => Date) | null = null;

export function now(): Date {
  return fixed ? fixed() : new Date();
}

/** Tests only: make `now()` answer from `clock`, or from the real clock again with `null`. */
export function setClock(clock: Date | (() => Date) | null): void {
  fixed = clock === null ? null : typeof clock === 'function' ? clock : () => new Date(clock.getTime());
}
