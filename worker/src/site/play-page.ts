import { playMarkupLeftOut } from '../../../contract/play-markup';

/**
 * The play page as its address shows it (contract/play-markup.ts): `/play` without the spinner
 * drawn for a code's game, `/play/<code>` without the box for a code. Each address always gets the
 * same page, so the file's ETag still names it.
 */
export function withPlayMarkupFor(path: string, response: Response): Response {
  const leftOut = playMarkupLeftOut(path);
  if (!leftOut || !response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  return new HTMLRewriter().on(leftOut, { element: (element) => void element.remove() }).transform(response);
}
