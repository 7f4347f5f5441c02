/** Loads an element's module from /widgets, sharing the runtime chunk with the site. */
export function loadElement(tag: `verse-${string}`): Promise<unknown> {
  if (customElements.get(tag)) return Promise.resolve();
  const url = `/widgets/${tag}.js`;
  return import(/* @vite-ignore */ url);
}
