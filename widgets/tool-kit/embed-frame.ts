import type { ToolId } from '../tools';
import type { ResultDetail } from './results';
import { xapiStatement } from './xapi';

type H5pMessage = { context: 'h5p'; action: string };

/** Offering H5P's `hello` again: first after 0.5 s, then each wait twice the last, never over 30 s. */
const HELLO_FIRST_RETRY_MS = 500;
const HELLO_MAX_RETRY_MS = 30_000;

/** The frame's content height: the document as laid out (it may shrink as well as grow). */
function contentHeight(): number {
  const root = document.documentElement;
  return Math.ceil(Math.max(root.getBoundingClientRect().height, document.body?.scrollHeight ?? 0));
}

/** The embed URL as an xAPI activity id: origin and path, never the query (an LMS may put a learner there). */
export function activityId(href = location.href): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}

/**
 * Runs an embed page's side of the conversation with the page that frames it, when it is framed:
 * its height in LTI's `lti.frameResize` and H5P's resizer handshake, and every `complete` or
 * `score` event of the element as a `verse:result` xAPI statement. Messages go to
 * `window.parent` with target `*` and carry no personal data. Returns a function that stops
 * (the page calls it when torn down).
 */
export function startEmbedFrame(element: HTMLElement, tool: ToolId): () => void {
  const parent = window.parent;
  if (!parent || parent === window) return () => undefined;
  const post = (message: object) => parent.postMessage(message, '*');

  let lastHeight = -1;
  let h5pParent = false;

  // H5P's resizer may arrive after this frame has said hello (a deferred or footer script, a
  // lazily loaded frame), and it greets only frames whose address contains `h5p`, so the frame
  // keeps offering hello, less and less often, until a parent answers. On a page without the
  // resizer that is one small message every 30 s.
  let helloTimer: ReturnType<typeof setTimeout> | undefined;
  const stopHello = () => {
    clearTimeout(helloTimer);
    helloTimer = undefined;
  };
  const sayHello = (nextDelay = HELLO_FIRST_RETRY_MS) => {
    stopHello();
    post({ context: 'h5p', action: 'hello' });
    helloTimer = setTimeout(() => sayHello(Math.min(nextDelay * 2, HELLO_MAX_RETRY_MS)), nextDelay);
  };
  const prepareResize = () => {
    post({ context: 'h5p', action: 'prepareResize', scrollHeight: contentHeight(), clientHeight: document.documentElement.clientHeight });
  };
  const report = (force = false) => {
    const height = contentHeight();
    if (height === lastHeight && !force) return;
    lastHeight = height;
    post({ subject: 'lti.frameResize', height });
    // H5P's resizer answers prepareResize only when the sizes differ, so asking is cheap.
    if (h5pParent) prepareResize();
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    const data = event.data as Partial<H5pMessage> | null;
    if (!data || typeof data !== 'object' || data.context !== 'h5p') return;
    switch (data.action) {
      case 'ready':
        // A resizer announcing itself (to frames whose address contains `h5p`): answer now.
        if (!h5pParent) sayHello();
        break;
      case 'hello':
        h5pParent = true;
        stopHello();
        prepareResize();
        break;
      case 'resizePrepared': {
        const height = contentHeight();
        // Current resizers read scrollHeight, older ones height.
        post({ context: 'h5p', action: 'resize', scrollHeight: height, height });
        break;
      }
      case 'resize':
        // The parent's window changed size: a new round.
        prepareResize();
        break;
    }
  };

  const onResult = (event: Event) => {
    const detail = (event as CustomEvent<ResultDetail>).detail;
    if (!detail || typeof detail !== 'object') return;
    post({ type: 'verse:result', tool, statement: xapiStatement({ ...detail, tool }, activityId()) });
  };

  window.addEventListener('message', onMessage);
  element.addEventListener('complete', onResult);
  element.addEventListener('score', onResult);
  const onLoad = () => report(true);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => report()) : null;
  observer?.observe(document.documentElement);
  if (document.readyState !== 'complete') window.addEventListener('load', onLoad, { once: true });
  report(true);
  sayHello();

  return () => {
    stopHello();
    observer?.disconnect();
    window.removeEventListener('message', onMessage);
    window.removeEventListener('load', onLoad);
    element.removeEventListener('complete', onResult);
    element.removeEventListener('score', onResult);
  };
}
