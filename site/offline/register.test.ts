// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A service worker as the page sees it: a state and its `statechange`. */
class Worker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

const registration: { active: Worker | null; installing: Worker | null; waiting: Worker | null } = { active: null, installing: null, waiting: null };
const workbox = { listeners: new Map<string, (event: object) => void>() };

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: (event: object) => void) {
      workbox.listeners.set(type, listener);
    }
    register() {
      return Promise.resolve(registration);
    }
  },
}));

const { keepOffline } = await import('./register');
const { OFFLINE_SCOPES } = await import('./scopes');
const note = () => document.getElementById('verse-update')?.textContent ?? '';

/** Opens the page on the old version, controlled by `active`, and lets it register. */
async function openControlled(active: Worker) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: Object.assign(new EventTarget(), { controller: active }) });
  keepOffline(OFFLINE_SCOPES.studentApps);
  await vi.waitFor(() => expect(workbox.listeners.has('waiting')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve));
}

describe('a new version found while the page loads', () => {
  beforeEach(() => {
    document.body.replaceChildren();
    workbox.listeners.clear();
  });
  afterEach(() => {
    Object.assign(registration, { active: null, installing: null, waiting: null });
  });

  it('still installing when the page registers: the page says a new version is ready once it waits, and plays on', async () => {
    const old = new Worker('activated');
    const found = new Worker('installing');
    Object.assign(registration, { active: old, installing: found });
    await openControlled(old);
    expect(note()).toBe('');

    Object.assign(registration, { installing: null, waiting: found });
    found.become('installed');
    expect(note()).toBe('A new version is ready. It opens the next time you open this page.OK');
    expect(found.postMessage).not.toHaveBeenCalled();
  });

  it('a version that fails to install says nothing', async () => {
    const old = new Worker('activated');
    const found = new Worker('installing');
    Object.assign(registration, { active: old, installing: found });
    await openControlled(old);
    Object.assign(registration, { installing: null });
    found.become('redundant');
    expect(note()).toBe('');
  });

  it('already waiting when the page registers: the page asks it to take over, before anyone plays', async () => {
    const old = new Worker('activated');
    const found = new Worker('installed');
    Object.assign(registration, { active: old, waiting: found });
    await openControlled(old);
    expect(found.postMessage).toHaveBeenCalledWith({ type: 'VERSE_TAKE_OVER' });
    expect(note()).toBe('');
  });
});
