// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import { App, pages } from './App';
import { startMeasurement } from './lib/measurement';
import { SiteRouter, useHash } from './lib/router';
import { advance, eventually, useFakeClock } from '../widgets/runtime/testing';

/** Waits until `check` passes (a page's code arrives after its spinner), on the fake clock. */
const until = (check: () => void) => eventually(check, { within: 6000, step: 30 });

const h1 = () => document.querySelector('h1')?.textContent;
const pageViews = () =>
  ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
    .map((entry) => Array.from(entry))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);

let takenOver = false;
/** Clicks like a person: a bubbling, cancelable primary-button click. Returns whether the app took it over. */
function click(target: Element, init: MouseEventInit = {}): boolean {
  takenOver = false;
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return takenOver;
}

let container: HTMLElement;
let root: Root | undefined;
const scrollTo = vi.fn();

beforeAll(() => {
  // What the app reaches beyond its own code: the elements' modules, the member API.
  for (const tag of ['verse-consent-banner', 'verse-booking', 'verse-intake-form', 'verse-contact-form']) customElements.define(tag, class extends HTMLElement {});
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ user: null }), { headers: { 'Content-Type': 'application/json' } }));
  window.scrollTo = scrollTo as typeof window.scrollTo;
  startMeasurement({ ga4: '', gtm: '', ads: '', adsLabels: { intake: '', consultation: '', contact: '', schedule_now: '' } });
  // Last in line: notes whether the app took the click over, then keeps the test browser from
  // loading another page itself.
  window.addEventListener('click', (event) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  });
});

useFakeClock();
beforeEach(() => {
  scrollTo.mockClear();
  (window as unknown as { dataLayer: unknown[] }).dataLayer.length = 0;
  delete document.documentElement.dataset.ready;
  document.body.replaceChildren();
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  root?.unmount();
  root = undefined;
});

function open(url: string) {
  history.replaceState(null, '', url);
  root = createRoot(container);
  root.render(<App />);
}

/** Opens the app at `url` and waits until it has taken over (as the end-to-end tests do). */
async function visit(url: string) {
  open(url);
  await until(() => expect(document.documentElement.dataset.ready).toBe(''));
}

describe('client navigation', () => {
  it('an internal link shows its page without a page load: title, top of the page, focus on the content, a page_view', async () => {
    await visit('/');
    await until(() => expect(h1()).toBe('Tutoring that fits the way your child learns'));
    expect(pageViews()).toEqual(['/']);
    expect(document.activeElement?.id).not.toBe('main');

    const staff = document.querySelector<HTMLAnchorElement>('footer a[href="/meet-our-staff"]')!;
    expect(click(staff)).toBe(true);
    expect(location.pathname).toBe('/meet-our-staff');
    await until(() => expect(h1()).toBe('Meet Our Staff'));
    expect(document.title).toBe('Meet Our Staff - VERSE');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
    expect(document.activeElement?.id).toBe('main');
    expect(pageViews()).toEqual(['/', '/meet-our-staff']);
    // The menu holding the page is marked now, and so is the page's link in it once it opens.
    const about = document.querySelector<HTMLButtonElement>('[aria-controls="menu-about"]')!;
    expect(about.classList.contains('is-active')).toBe(true);
    click(about);
    await until(() => expect(document.querySelector('#menu-about a[href="/meet-our-staff"]')?.getAttribute('aria-current')).toBe('page'));
  });

  it('a redirect shows its page without moving focus: the visitor asked for no new page', async () => {
    await visit('/');
    await until(() => expect(h1()).toBe('Tutoring that fits the way your child learns'));
    // As a page's <Redirect> does (/admin to /login for a visitor).
    history.replaceState(null, '', '/contact');
    await until(() => expect(h1()).toBe('Contact Us'));
    expect(document.activeElement?.id).not.toBe('main');
    click(document.querySelector('footer a[href="/start-here"]')!);
    await until(() => expect(h1()).toBe('Start Here'));
    expect(document.activeElement?.id).toBe('main');
  });

  it('Back shows the previous page again', async () => {
    await visit('/contact');
    await until(() => expect(h1()).toBe('Contact Us'));
    click(document.querySelector('footer a[href="/start-here"]')!);
    await until(() => expect(h1()).toBe('Start Here'));
    history.back();
    await until(() => expect(pageViews()).toEqual(['/contact', '/start-here', '/contact']));
    expect(h1()).toBe('Contact Us');
    expect(location.pathname).toBe('/contact');
  });

  it('an address without a route shows the 404 page', async () => {
    await visit('/no-such-page');
    await until(() => expect(document.title).toBe('Page not found - VERSE'));
    expect(h1()).toBe("We can't find that page");
    click(document.querySelector('main a[href="/start-here"]')!);
    await until(() => expect(document.title).toBe('Start Here - VERSE'));
    expect(h1()).toBe('Start Here');
  });

  it('leaves to the browser: modified clicks, new tabs, downloads, other origins, files, the API, the embeds, links within the page', async () => {
    await visit('/');
    const link = (href: string, attributes: Record<string, string> = {}) => {
      const anchor = document.body.appendChild(document.createElement('a'));
      anchor.href = href;
      for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
      return anchor;
    };
    const internal = link('/dyslexia');
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) expect(click(internal, { [modifier]: true })).toBe(false);
    expect(click(internal, { button: 1 })).toBe(false);
    expect(click(link('/dyslexia', { target: '_blank' }))).toBe(false);
    expect(click(link('/dyslexia', { download: '' }))).toBe(false);
    expect(click(link('https://utahfitsall.org/'))).toBe(false);
    expect(click(link('/og-image.png'))).toBe(false);
    expect(click(link('/api/config'))).toBe(false);
    expect(click(link('/embed/booking'))).toBe(false);
    expect(click(link('#main'))).toBe(false);
    expect(location.pathname).toBe('/');
    expect(click(internal)).toBe(true);
    expect(location.pathname).toBe('/dyslexia');
  });
});

describe('query and hash', () => {
  it('?menu=tools opens the tools menu on arrival; ?open=intake the intake dialog', async () => {
    open('/?menu=tools');
    // The dropdown on a wide screen, the drawer on a narrow one.
    const toolsOpen = () =>
      document.querySelector('[aria-controls="menu-tools"]')?.getAttribute('aria-expanded') === 'true' ||
      !!document.querySelector<HTMLDialogElement>('#site-drawer')?.open;
    await until(() => expect(toolsOpen()).toBe(true));
    root!.unmount();

    open('/start-here?open=intake');
    const intake = () => document.querySelector<HTMLDialogElement>('dialog[aria-labelledby="intake-dialog-title"]');
    await until(() => expect(intake()?.open).toBe(true));
    expect(toolsOpen()).toBe(false);
  });

  it('/dyslexia#testimonials scrolls to the success stories, and not to the top', async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled(this.id);
    };
    open('/dyslexia#testimonials');
    await until(() => expect(scrolled).toHaveBeenCalledWith('testimonials'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('hydrating prerendered markup', () => {
  /**
   * Prerenders a router for `path` showing the address it gives, then hydrates that markup at
   * `address`. Returns each render's address after the markup's own (the hydration's first).
   */
  function hydrateAt(path: string, address: string): string[] {
    const seen: string[] = [];
    function Where() {
      const [at] = useLocation();
      const where = `${at}|${useSearch()}|${useHash()}`;
      seen.push(where);
      return <p>{where}</p>;
    }
    container.innerHTML = renderToString(<SiteRouter ssrPath={path}><Where /></SiteRouter>);
    seen.length = 0;
    history.replaceState(null, '', address);
    root = hydrateRoot(container, <SiteRouter ssrPath={path}><Where /></SiteRouter>);
    return seen;
  }

  it('the first render is the URL the markup was made for; the query and hash follow as an update', async () => {
    const seen = hydrateAt('/start-here', '/start-here?open=intake#top');
    expect(seen[0]).toBe('/start-here||');
    await until(() => expect(container.textContent).toBe('/start-here|open=intake|#top'));
    expect(seen).toEqual(['/start-here||', '/start-here|open=intake|#top']);
    history.pushState(null, '', '/contact');
    await until(() => expect(container.textContent).toBe('/contact||'));
  });

  it('at the very address the markup was made for, nothing is drawn again, and the address is followed after', async () => {
    const seen = hydrateAt('/dyslexia', '/dyslexia');
    // Past the frame after which the effects run, and the task after.
    await advance(200);
    expect(seen).toEqual(['/dyslexia||']);
    history.pushState(null, '', '/contact?x=1');
    await until(() => expect(container.textContent).toBe('/contact|x=1|'));
    expect(seen).toEqual(['/dyslexia||', '/contact|x=1|']);
  });

  it("a route's markup hydrates as its page, then the app runs", async () => {
    await pages['/meet-our-staff']!.preload();
    container.innerHTML = renderToString(<App ssrPath="/meet-our-staff" />);
    const heading = container.querySelector('h1');
    history.replaceState(null, '', '/meet-our-staff');
    root = hydrateRoot(container, <App ssrPath="/meet-our-staff" />);
    await until(() => expect(document.documentElement.dataset.ready).toBe(''));
    expect(container.querySelector('h1')).toBe(heading);
    expect(pageViews()).toEqual(['/meet-our-staff']);
    click(container.querySelector('footer a[href="/contact"]')!);
    await until(() => expect(h1()).toBe('Contact Us'));
  });
});

describe('the student apps’ index, where a child’s installed app opens', () => {
  it('keeps the site’s header and footer but carries no cookie banner and no Cookie settings; a parent’s page still has both', async () => {
    await visit('/student-apps');
    await until(() => expect(h1()).toBe('Student Apps'));
    expect(document.querySelector('header nav')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    expect(document.querySelector('verse-consent-banner')).toBeNull();
    expect([...document.querySelectorAll('footer button')].map((button) => button.textContent)).not.toContain('Cookie settings');
    click(document.querySelector('footer a[href="/contact"]')!);
    await until(() => expect(h1()).toBe('Contact Us'));
    expect(document.querySelector('verse-consent-banner')).not.toBeNull();
    expect([...document.querySelectorAll('footer button')].map((button) => button.textContent)).toContain('Cookie settings');
  });
});
