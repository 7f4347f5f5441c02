// A page's scripts, asked for once it has painted. Every page is whole in its HTML and stylesheets
// (prerendered, and the tools' and the banner's first screens drawn in declarative shadow roots);
// its scripts only take it over. So the build (scripts/vite/paint-first.ts) takes a page's module
// scripts and module preloads out of its HTML and names them on this script instead: on a slow
// network the first paint's files (the page, its stylesheets, Lexend) then have the line to
// themselves, and the scripts follow straight after the first paint. A page in a background tab
// (no frames) asks at once, and so does one whose frames a browser holds back (an embed's frame
// out of view), after half a second: the scripts never wait on a paint that may not come.
// `<html data-scripts="run">` once every one of them has run (or failed to load): until then a
// tap on the page may find no code to answer it, and an end-to-end test waits for it.
// Plain code with no imports: it runs before any chunk is asked for.

const page = document.querySelector<HTMLScriptElement>('script[data-modules]');
let asked = false;

/**
 * Each element a request, each in a task of its own: inserting one while the page loads can take
 * a few milliseconds, so asking for twenty chunks in one go would hold a tap back.
 */
const PER_TASK = 1;

/** The next task, through a message channel: a page's stand-in timers (a test's clock) never hold it back. */
const tasks = new MessageChannel();
let waiting: HTMLElement[] = [];
tasks.port1.onmessage = () => append(waiting);

function append(elements: HTMLElement[]): void {
  document.head.append(...elements.slice(0, PER_TASK));
  waiting = elements.slice(PER_TASK);
  if (waiting.length) tasks.port2.postMessage(null);
}

function ask(): void {
  if (asked || !page) return;
  asked = true;
  const list = (name: string) => (page.getAttribute(name) ?? '').split(' ').filter(Boolean);
  const modules = list('data-modules');
  let running = modules.length;
  const ran = () => {
    if (--running === 0) document.documentElement.dataset.scripts = 'run';
  };
  const scripts = modules.map((src) => {
    const script = document.createElement('script');
    script.onload = script.onerror = ran;
    script.type = 'module';
    script.crossOrigin = '';
    // In the page's order, as the parser would have run them.
    script.async = false;
    script.src = src;
    return script;
  });
  // The modules they import, however deep: all asked for at once instead of a level per round trip.
  const preloads = list('data-preloads').map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  append([...scripts, ...preloads]);
}

if (document.visibilityState === 'hidden') ask();
else {
  // Once the page's first contentful paint is on screen (the browser reports it after the frame is shown).
  try {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      ask();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing: the wait below.
  }
  setTimeout(ask, 500);
}
