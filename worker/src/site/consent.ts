import { consentCookieSet } from '../../../contract/consent-cookie';
import { forChildren } from '../../../contract/for-children';

/**
 * Whether a page is served with the cookie banner's first screen (the build puts it in every page
 * of the site, drawn with the page instead of after the scripts): only when a browser opens the
 * page itself (`Sec-Fetch-Dest: document`, or a browser too old to say) for a visitor who has not
 * answered the banner. A visitor who has answered gets the page without it; so does any other
 * fetch of a page, such as the tools' service worker keeping its copy, which may later open for a
 * visitor who has answered.
 */
export function bannerWanted(headers: Headers): boolean {
  const destination = headers.get('Sec-Fetch-Dest');
  if (destination !== null && destination !== 'document') return false;
  return !consentCookieSet(headers.get('Cookie') ?? '');
}

/**
 * Whether the page at `path` is served changed, its banner left out: a page for a visitor who has
 * answered. A page made for children (contract/for-children.ts) is built without any banner, since
 * nothing there asks a child about cookies, and is served as built to everyone.
 */
export function bannerLeftOut(path: string, headers: Headers): boolean {
  return !forChildren(path) && !bannerWanted(headers);
}

/**
 * A page as this request should have it: with the banner's first screen or without it. Caches
 * keep the two apart (`Vary`); the page without it loses the file's ETag, which names the other.
 */
export function withBannerFor(path: string, headers: Headers, response: Response): Response {
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || forChildren(path)) return response;
  const page = new Response(response.body, response);
  page.headers.append('Vary', 'Cookie, Sec-Fetch-Dest');
  if (!bannerLeftOut(path, headers)) return page;
  page.headers.delete('ETag');
  const remove = { element: (element: Element) => void element.remove() };
  // The first screen, and the head's early request for its stylesheet.
  return new HTMLRewriter().on('verse-consent-banner > template', remove).on('link[rel="preload"][as="style"][href*="/verse-consent-banner-"]', remove).transform(page);
}
