// Build-time only, loaded through Vite like the site's prerender (scripts/vite/first-screens.ts):
// an element's view rendered to markup, as its first render in the browser makes it.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { parseAttribute } from '../../widgets/runtime/element.ts';
import type { AttributeTypes } from '../../widgets/runtime/types.ts';

/** An element's view, its whole stylesheet and how it reads its attributes. */
export type RenderableElement = { view: ComponentType<Record<string, unknown>>; styles: string; attributeTypes: AttributeTypes };

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The view's markup with the props the element would read from these attributes. With `page`,
 * `location` is that page's address while the view renders: the kit's shell reads it to show what
 * it shows on an embed page (Open in VERSE), a lead form to find the API; without, there is none.
 */
export function renderView(element: RenderableElement, attributes: Record<string, string>, page?: string): string {
  const props = Object.fromEntries(
    Object.entries(element.attributeTypes).map(([prop, type]) => [prop, parseAttribute(type, attributes[kebab(prop)] ?? null, kebab(prop))]),
  );
  if (!page) return renderToString(createElement(element.view, props));
  Object.defineProperty(globalThis, 'location', { value: new URL(page, 'https://verse.example'), configurable: true });
  try {
    return renderToString(createElement(element.view, props));
  } finally {
    delete (globalThis as { location?: unknown }).location;
  }
}
