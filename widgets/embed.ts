// `/embed.js`: a classic script a partner adds once. It defines every `verse-*` element on the
// page, now or added later, importing only that element's module from the origin this script
// came from. Kept free of imports so it stays a few hundred bytes.

declare const __VERSE_TAGS__: string[];

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const origin = script?.src ? new URL(script.src).origin : location.origin;
  const known = new Set(__VERSE_TAGS__);
  const requested = new Set<string>();

  const load = (tag: string) => {
    if (requested.has(tag) || customElements.get(tag) || !known.has(tag)) return;
    requested.add(tag);
    import(`${origin}/widgets/${tag}.js`).catch((error: unknown) => {
      requested.delete(tag);
      console.error(`VERSE: could not load <${tag}>`, error);
    });
  };

  const scan = (root: ParentNode) => {
    for (const tag of known) if (root.querySelector(tag)) load(tag);
  };

  const watch = () => {
    scan(document);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          load(node.localName);
          if (node.firstElementChild) scan(node);
        }
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
  else watch();
})();
