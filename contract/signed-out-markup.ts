/**
 * Markup a page's build draws for a visitor who is not signed in (the Teacher Portal's sign-in), so
 * that visitor sees it in the page's own HTML instead of after the scripts have asked who is signed
 * in. The worker leaves every element carrying this attribute out of a page it serves to a browser
 * holding a session, which is shown what its account holds instead. No DOM here: the worker reads
 * these too.
 */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';

/** The props that mark an element as drawn for a visitor who is not signed in. */
export const signedOutOnly: Record<string, string> = { [SIGNED_OUT_ATTRIBUTE]: '' };

/**
 * Whether the page was served to a browser holding no session: its signed-out markup is still in
 * it. True while the build draws the page (no document). False where the page was not drawn by the
 * build (`npm run dev`, or a page reached inside the app), where only the worker can say.
 */
export function servedSignedOut(doc: { querySelector(selector: string): unknown } | undefined): boolean {
  return doc === undefined || doc.querySelector(`[${SIGNED_OUT_ATTRIBUTE}]`) !== null;
}
