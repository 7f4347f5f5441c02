import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLocation, useSearch } from 'wouter';
import { App, pages } from '../App';
import { lazyPage } from './lazy';
import { SiteRouter, useHash } from './router';

// Node, no `window`: the build renders every route this way, so nothing here may read the address.

function Where() {
  const [path] = useLocation();
  return <p>{`${path}|${useSearch()}|${useHash()}`}</p>;
}

describe('rendering a given URL on the server', () => {
  it('the router gives the pinned path and query, and no hash', () => {
    expect(renderToString(<SiteRouter ssrPath="/meet-our-staff"><Where /></SiteRouter>)).toBe('<p>/meet-our-staff||</p>');
    expect(renderToString(<SiteRouter ssrPath="/start-here" ssrSearch="open=intake"><Where /></SiteRouter>)).toBe('<p>/start-here|open=intake|</p>');
    expect(renderToString(<SiteRouter ssrPath="/start-here?open=consultation"><Where /></SiteRouter>)).toBe('<p>/start-here|open=consultation|</p>');
  });

  it("App renders the route's page in the layout, its links marked current", async () => {
    await pages['/meet-our-staff']!.preload();
    const html = renderToString(<App ssrPath="/meet-our-staff" />);
    expect(html).toMatch(/<h1>Meet Our Staff<\/h1>/);
    // The menu holding the page is marked (its links are drawn when it opens).
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="menu-about" class="nav-trigger is-active">/);
    expect(html.match(/is-active/g)).toHaveLength(1);
    expect(html).toContain('<footer');
  });

  it('App renders the query the page reads (?open=consultation opens the booking dialog)', async () => {
    await pages['/start-here']!.preload();
    const booking = (html: string) => /<verse-booking[^>]*>/.exec(html)![0];
    expect(booking(renderToString(<App ssrPath="/start-here" ssrSearch="open=consultation" />))).toMatch(/\sopen(=""|[\s>])/);
    expect(booking(renderToString(<App ssrPath="/start-here" />))).not.toMatch(/\sopen[=\s>]/);
  });

  it('App renders the 404 page at an address without a route, a trailing slash names the same page', async () => {
    expect(renderToString(<App ssrPath="/no-such-page" />)).toMatch(/<h1>We can(&#39;|&#x27;|')t find that page<\/h1>/);
    await pages['/dyslexia']!.preload();
    expect(renderToString(<App ssrPath="/dyslexia/" />)).toMatch(/<h1>Dyslexia tutoring/);
  });
});

describe('lazy pages', () => {
  it('a lazy page renders a spinner until it is loaded, then the page itself', async () => {
    const Page = lazyPage(async () => () => <h1>Loaded</h1>);
    expect(renderToString(<Page />)).toContain('role="status"');
    await Page.preload();
    expect(renderToString(<Page />)).toBe('<h1>Loaded</h1>');
  });

  it('a provided page renders at once, without loading', () => {
    const Page = lazyPage(() => Promise.reject(new Error('not loaded')));
    Page.provide(() => <h1>Provided</h1>);
    expect(renderToString(<Page />)).toBe('<h1>Provided</h1>');
  });
});
