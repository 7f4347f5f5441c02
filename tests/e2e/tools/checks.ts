import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Axe finds nothing wrong inside the element `tag` (the rule and the nodes are listed when it does). */
export async function expectAccessible(page: Page, tag: string) {
  const { violations } = await new AxeBuilder({ page }).include(tag).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The detail of the next `complete` event on the page. */
export const nextComplete = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => document.addEventListener('complete', (event) => resolve((event as CustomEvent).detail), { once: true })));

/** The focused control's name, looking through shadow roots, without text hidden from assistive technology. */
export function focusedName(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const copy = active.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return active.getAttribute('aria-label') ?? copy.textContent?.trim() ?? '';
  });
}
