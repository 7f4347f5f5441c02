// A component (a view) rendered into happy-dom, in either project of vitest.config.mts: through
// preact/compat as the bundles render it, or on React 19 itself (the *.react.test.tsx files). The
// same calls serve both: `act` is React's own there and preact/test-utils' here.
import * as React from 'react';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { advance } from './clock';
import { stubClipboard, stubMatchMedia, useSeededRandom } from './mocks';
import { button, field } from './queries';

type Act = typeof React.act;

/** React's `act` on React 19; preact/compat has none, and preact/test-utils' stands in. */
export const act: Act = 'act' in React ? React.act : ((await import('react-dom/test-utils')) as unknown as { act: Act }).act;

/** Tells React that updates happen inside act(), so it flushes them there and warns otherwise. */
const actEnvironment = () => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true);

/**
 * Fails each test of the file in which React logs an error: a DOM property it does not know
 * (`class`, `for`, `stroke-width`), an update outside act, a controlled input without onChange...
 */
export function failOnReactErrors(): void {
  actEnvironment();
  let logged: unknown[][] = [];
  let spy: { mockRestore(): void } | undefined;
  beforeEach(() => {
    logged = [];
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterEach(() => {
    spy?.mockRestore();
    expect(logged.map((args) => args.map(String).join(' '))).toEqual([]);
  });
}

type ToFake = NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake'];

/**
 * The setup the tools' view tests share: `failOnReactErrors()`; before each test local storage
 * emptied, the timers of `toFake` faked (else none) and, when `reducedMotion` is given,
 * `stubMatchMedia(reducedMotion)`; after it the view unmounted, real timers back and the stubbed
 * globals gone.
 */
export function useComponentTest({ toFake, reducedMotion }: { toFake?: ToFake; reducedMotion?: boolean } = {}): void {
  failOnReactErrors();
  useSeededRandom();
  beforeEach(() => {
    localStorage.clear();
    if (toFake) vi.useFakeTimers({ toFake });
    if (reducedMotion !== undefined) stubMatchMedia(reducedMotion);
  });
  afterEach(() => {
    unmount();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

let mounted: { root: Root; container: HTMLElement } | undefined;

/** Renders a view into a fresh container on the page; `unmount()` takes it away. */
export function render(view: ReactNode): HTMLElement {
  actEnvironment();
  unmount();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(view));
  mounted = { root, container };
  return container;
}

/** Renders a new view in place of the one `render` gave. */
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

export function click(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  act(() => element.click());
}

/**
 * Opens a tool's settings panel, which the shell loads the first time it opens, and waits until it
 * shows. `root`: a container from `render`, or an element's shadow root.
 */
export async function openSettings(root: ParentNode): Promise<HTMLElement> {
  click(button(root, 'Settings'));
  const shown = () => root.querySelector<HTMLElement>('.settings-panel:not([hidden])');
  for (let round = 0; round < 50 && !shown(); round++) await act(async () => vi.dynamicImportSettled());
  const panel = shown();
  if (!panel) throw new Error('the settings panel did not open');
  return panel;
}

/**
 * A student tool rendered for a test of its settings and results: `view` gets spies for its
 * `complete` and `score` events, the clipboard is stubbed and the settings panel opened (unless
 * `open` is false). `choose(label)` picks a choice by its label; `copiedLink()` presses Copy link and
 * gives the address it copied.
 */
export async function renderTool(view: (on: { onComplete: Spy; onScore: Spy }) => ReactNode, { open = true } = {}) {
  const writeText = stubClipboard();
  const on = { onComplete: vi.fn<(detail: unknown) => void>(), onScore: vi.fn<(detail: unknown) => void>() };
  const page = render(view(on));
  if (open) await openSettings(page);
  const choose = (label: string) => click([...page.querySelectorAll('label.choice')].find((l) => l.textContent === label)?.querySelector('input'));
  const copiedLink = async () => {
    await act(async () => click(button(page, 'Copy link')));
    return new URL(writeText.mock.calls.at(-1)![0]);
  };
  return { page, ...on, writeText, choose, copiedLink };
}

type Spy = ReturnType<typeof vi.fn<(detail: unknown) => void>>;

/** A key pressed on `target` (a bubbling, cancelable keydown), inside act. */
export function press(target: Element, key: string, init: KeyboardEventInit = {}): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Types `text` into a control as a browser does: the value is set through the prototype's setter
 * (React watches the element's own one and would not see the change), then `input` bubbles up,
 * and `change` too for a select.
 */
export function type(control: Control, text: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  act(() => {
    setter.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    if (control instanceof HTMLSelectElement) control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Types each value into the control labelled with its key (see `type` and `field`), in order. */
export function fillIn(root: ParentNode, values: Record<string, string>): void {
  for (const [label, text] of Object.entries(values)) type(field<Control>(root, label), text);
}

/**
 * Waits until `done` holds (a callback prop called, a text shown), on the fake clock: the test
 * file calls `useFakeClock()`. Each look comes after an act() in which a few ms of fake time pass,
 * so what resolved meanwhile (a mocked fetch, a lazy part) has been rendered. Fails after a second
 * of fake time, however slow the machine.
 */
export async function settle(done: () => unknown): Promise<void> {
  for (let waited = 0; ; waited += 5) {
    await act(() => advance(5));
    if (done()) return;
    if (waited >= 1000) throw new Error(`still waiting, after ${waited} ms of fake time, for: ${String(done)}`);
  }
}

/** Runs `action` (a click that sends) inside act, then waits until `done` holds. */
export async function actUntil(action: () => void, done: () => unknown): Promise<void> {
  await act(async () => {
    action();
    await advance();
  });
  await settle(done);
}
