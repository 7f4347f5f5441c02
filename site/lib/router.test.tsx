import { render } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy';
import { parseLocation, setRenderUrl, useLocation } from './router';

afterEach(() => setRenderUrl(undefined));

describe('parseLocation', () => {
  it('drops a trailing slash but keeps the root, and reads query and hash', () => {
    expect(parseLocation('/dyslexia/').path).toBe('/dyslexia');
    expect(parseLocation('/').path).toBe('/');
    const location = parseLocation('https://verse.example/start-here?open=consultation#top');
    expect(location.path).toBe('/start-here');
    expect(location.query.get('open')).toBe('consultation');
    expect(location.hash).toBe('#top');
  });
});

describe('prerendering (no window)', () => {
  function Where() {
    const location = useLocation();
    return <p>{location.path}</p>;
  }

  it('useLocation renders the URL the build is rendering', () => {
    setRenderUrl('/meet-our-staff');
    expect(render(<Where />)).toBe('<p>/meet-our-staff</p>');
  });

  it('a lazy page renders a spinner until it is loaded, then the page itself', async () => {
    const Page = lazyPage(async () => () => <h1>Loaded</h1>);
    expect(render(<Page />)).toContain('role="status"');
    await Page.preload();
    expect(render(<Page />)).toBe('<h1>Loaded</h1>');
  });

  it('a provided page renders at once, without loading', () => {
    const Page = lazyPage<object>(() => Promise.reject(new Error('not loaded')));
    Page.provide(() => <h1>Provided</h1>);
    expect(render(<Page />)).toBe('<h1>Provided</h1>');
  });
});
