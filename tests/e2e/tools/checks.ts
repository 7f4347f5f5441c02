import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe on `page` with its default rules and one more: `label-content-name-mismatch` (WCAG 2.5.3
 * Label in Name), experimental in axe and so off unless asked for. It fails a control whose
 * accessible name does not contain its visible text: a voice-control user says what they see.
 * AxeBuilder's `options` and `disableRules` each replace the rules set before: add others here.
 */
const axeBuilder = (page: Page) => new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });

/** Axe finds nothing wrong on the page, or inside the element `tag` (the rule and the nodes are listed when it does). */
export async function expectAccessible(page: Page, tag?: string) {
  const builder = axeBuilder(page);
  const { violations } = await (tag ? builder.include(tag) : builder).analyze();
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
