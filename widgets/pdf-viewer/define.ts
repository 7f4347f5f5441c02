import { defineElement, type ElementInstance } from '../runtime';
import { VersePdfViewer } from './element';
import type { attributeTypes } from './meta';

/** Registers the element; a partner may pick another tag or registry. Safe to call twice. */
export function definePdfViewer(tag = 'verse-pdf-viewer', registry: CustomElementRegistry = customElements) {
  return defineElement(tag, VersePdfViewer, registry);
}

declare global {
  interface HTMLElementTagNameMap {
    'verse-pdf-viewer': ElementInstance<typeof attributeTypes>;
  }
}

definePdfViewer();
