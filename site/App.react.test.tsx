// The site on real React 19 and react-dom (this project has no preact/compat alias): the same
// source the bundles render through preact/compat, prerendered and hydrated as the build does.
import { act, version } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { App, pages } from './App';
import { siteRoutes } from './routes';
import { advance, useFakeClock } from '../widgets/runtime/testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// Every page's code is loaded with the file, like its imports: what the tests time is React's work,
// not the transform of some thirty modules on a machine that may be busy.
await Promise.all(siteRoutes.map((route) => pages[route.path]!.preload()));

const settle = () => act(() => advance(20));
const h1 = () => document.querySelector('h1')?.textContent;
/** Waits until `check` passes (a page's code arrives after its spinner). */
async function until(check: () => void) {
  for (let tries = 0; ; tries++) {
    try {
      return check();
    } catch (error) {
      if (tries > 200) throw error;
      await act(() => advance(30));
    }
  }
}

let container: HTMLElement;
let root: Root | undefined;
const recoverable = vi.fn();
const consoleError = vi.spyOn(console, 'error');

beforeAll(() => {
  for (const tag of ['verse-consent-banner', 'verse-booking', 'verse-intake-form', 'verse-contact-form']) customElements.define(tag, class extends HTMLElement {});
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ user: null }), { headers: { 'Content-Type': 'application/json' } }));
  window.scrollTo = () => {};
  (window as unknown as { gtag: () => void }).gtag = () => {};
});

useFakeClock({ act });
beforeEach(() => {
  recoverable.mockClear();
  consoleError.mockClear();
  document.body.replaceChildren();
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

/** Prerenders `path` as the build does, then hydrates it at `address` as site/start.tsx does. */
async function hydrate(path: string, address: string) {
  await pages[path]!.preload();
  container.innerHTML = renderToString(<App ssrPath={path} />);
  history.replaceState(null, '', address);
  await act(async () => {
    root = hydrateRoot(container, <App ssrPath={path} />, { onRecoverableError: recoverable });
  });
  await settle();
}

it('runs on React 19', () => {
  expect(version).toMatch(/^19\./);
});

it('renders every route with no warning from React (props, keys, nesting)', async () => {
  for (const route of siteRoutes) {
    await pages[route.path]!.preload();
    expect(renderToString(<App ssrPath={route.path} />), route.path).toContain('id="main"');
  }
  expect(renderToString(<App ssrPath="/no-such-page" />)).toContain('find that page');
  expect(consoleError).not.toHaveBeenCalled();
});

it('hydrates a prerendered route without a mismatch, then applies the query (?open=consultation)', async () => {
  await hydrate('/start-here', '/start-here?open=consultation');
  const heading = container.querySelector('h1');
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(h1()).toBe('Start Here');
  expect(container.querySelector('h1')).toBe(heading);
  expect(container.querySelector('verse-booking')!.hasAttribute('open')).toBe(true);
  expect(document.documentElement.dataset.ready).toBe('');
});

it('after hydrating, an internal link shows its page with focus on the content; Back returns', async () => {
  await hydrate('/meet-our-staff', '/meet-our-staff');
  const link = container.querySelector<HTMLAnchorElement>('footer a[href="/contact"]')!;
  await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
  expect(location.pathname).toBe('/contact');
  await until(() => expect(h1()).toBe('Contact Us'));
  expect(document.title).toBe('Contact Us - VERSE');
  expect(document.activeElement?.id).toBe('main');
  await act(async () => history.back());
  await until(() => expect(h1()).toBe('Meet Our Staff'));
  expect(recoverable).not.toHaveBeenCalled();
});
