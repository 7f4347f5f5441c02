import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe's builder on `page`, the one way these tests start axe. Legacy mode runs axe in each frame of
 * the page and gathers the results there, rather than opening a blank page beside it to gather them:
 * the same rules, found the same way for these pages, in a third of the time (about 1 s a page
 * instead of 3 to 5 on this machine), and the suite runs axe a few hundred times.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
