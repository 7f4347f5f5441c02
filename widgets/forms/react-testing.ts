// Helpers for the *.react.test.tsx files: a view rendered by React 19 itself into happy-dom, typed
// into and clicked the way a browser does it, against a fetch that answers like the worker.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { advance } from '../runtime/testing';

// Tells React that updates happen inside act(), so it flushes them there and warns otherwise.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Fails each test of the file in which React logs an error: a DOM property it does not know
 * (`class`, `for`, `stroke-width`), an update outside act, a controlled input without onChange...
 */
export function failOnReactErrors(): void {
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

let mounted: { root: Root; container: HTMLElement } | undefined;

/** Renders a view into a fresh container on the page; `unmount()` takes it away. */
export function render(view: ReactNode): HTMLElement {
  unmount();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(view));
  mounted = { root, container };
  return container;
}

export function unmount(): void {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = undefined;
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

export function click(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  act(() => element.click());
}

/**
 * Waits until `done` holds (a callback prop called, a text shown), on the fake clock: the test
 * file calls `useFakeClock()` (../runtime/testing). Each look comes after an act() in which a few
 * ms of fake time pass, so what resolved meanwhile (a mocked fetch, a lazy part) has been rendered
 * by React. Fails after a second of fake time, however slow the machine.
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

/** The labelled control, found the way a person finds it: by the text of its label. */
export function field<T extends Control = HTMLInputElement>(root: ParentNode, label: string): T {
  const labels = [...root.querySelectorAll('label')];
  const match = labels.find((l) => l.textContent?.replace(/\s*\*\s*$/, '').trim() === label);
  if (!match) throw new Error(`no field labelled ${label}`);
  const control = match.htmlFor ? root.querySelector(`[id="${match.htmlFor}"]`) : match.querySelector('input');
  if (!control) throw new Error(`no control for ${label}`);
  return control as T;
}

/** One radio button or checkbox of the group whose legend is `legend`. */
export function choice(root: ParentNode, legend: string, label: string): HTMLInputElement {
  const group = [...root.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === legend);
  const match = [...(group?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.trim() === label);
  const input = match?.querySelector('input');
  if (!input) throw new Error(`no choice ${label} in ${legend}`);
  return input;
}

export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The page-wide toast stack's text (toasts leave the element for a stack on <body>). */
export const stackText = (): string => document.querySelector('[data-verse-toasts]')?.shadowRoot?.textContent ?? '';

type Reply = { status?: number; body?: unknown } | 'network-error';

/**
 * Stubs fetch with the worker's answers: `/api/config` says the local bot check runs (tokens are
 * `local:<action>`), other paths answer from `replies`. Every request is recorded.
 */
export function mockApi(replies: Record<string, Reply>, config: Reply = { body: { botCheck: { mode: 'local' } } }) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = new URL(url).pathname;
    const reply = path === '/api/config' ? config : replies[path];
    if (!reply || reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, posted: (path: string) => requests.filter((r) => new URL(r.url).pathname === path) };
}
