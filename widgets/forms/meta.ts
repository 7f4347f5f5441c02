import type { ElementMeta } from '../runtime/meta';

/** The theme every lead form takes from the page (docs and manifest only; never bundled). */
export const formThemeProperties: NonNullable<ElementMeta['cssProperties']> = [
  { name: '--verse-accent', description: 'Main action colour.', default: '#2f5d8a' },
  { name: '--verse-accent-ink', description: 'Text on the main action colour.', default: '#ffffff' },
  { name: '--verse-font', description: 'Font family. Without it the form uses Lexend, loaded from the VERSE origin.', default: "'Lexend Variable', system-ui, sans-serif" },
  { name: '--verse-radius', description: 'Corner radius.', default: '12px' },
];
