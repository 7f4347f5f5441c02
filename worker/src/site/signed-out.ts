import { SIGNED_OUT_ATTRIBUTE } from '../../../contract/signed-out-markup';

/**
 * A page as this request should have it: a browser holding a session gets it without the markup
 * drawn for a visitor who is not signed in, so a teacher coming back never sees the sign-in flash
 * before their workspace. Caches keep the two apart (`Vary: Cookie`); the page without it loses the
 * file's ETag, which names the other.
 */
export function withSignedOutMarkupFor(hasSession: boolean, response: Response): Response {
  if (!hasSession || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  const page = new Response(response.body, response);
  page.headers.delete('ETag');
  if (!/\bCookie\b/.test(page.headers.get('Vary') ?? '')) page.headers.append('Vary', 'Cookie');
  return new HTMLRewriter().on(`[${SIGNED_OUT_ATTRIBUTE}]`, { element: (element) => void element.remove() }).transform(page);
}
