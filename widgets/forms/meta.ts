import { apiBaseAttribute, elementNames, type ElementMeta } from '../runtime/meta';

/** The theme every lead form takes from the page (docs and manifest only; never bundled). */
export const formThemeProperties: NonNullable<ElementMeta['cssProperties']> = [
  { name: '--verse-accent', description: 'Main action colour.', default: '#2f5d8a' },
  { name: '--verse-accent-ink', description: 'Text on the main action colour.', default: '#ffffff' },
  { name: '--verse-font', description: 'Font family. Without it the form uses Lexend, loaded from the VERSE origin.', default: "'Lexend Variable', system-ui, sans-serif" },
  { name: '--verse-radius', description: 'Corner radius.', default: '12px' },
];

/** A lead form's own sentences: all its docs say that every lead form's do not. */
export type LeadFormDocs = {
  summary: string;
  /** Its attributes but `api-base`, which every lead form has last. */
  attributes: ElementMeta['attributes'];
  /** Its `submitted` event: what it carries, and what the host page does after it. */
  submitted: { detail: string; description: string };
  /** Its submit button, as the form names it. */
  submit?: string;
  /** Its parts besides the card, the heading and the submit button. */
  parts?: ElementMeta['parts'];
  embed: ElementMeta['embed'];
};

/**
 * A lead form's docs (its meta.ts's): its names from its folder, its attributes then `api-base`,
 * its one `submitted` event, the parts and the theme every lead form has, then its own. Docs and
 * manifest only: called under a pure annotation, so no bundle carries it.
 */
export const leadFormElement = (folder: string, docs: LeadFormDocs): ElementMeta => ({
  ...elementNames(folder),
  summary: docs.summary,
  attributes: [...docs.attributes, apiBaseAttribute],
  events: [{ name: 'submitted', ...docs.submitted }],
  parts: [
    { name: 'form', description: 'The card around the form.' },
    { name: 'heading', description: 'The heading.' },
    { name: 'submit', description: docs.submit ?? 'The submit button.' },
    ...(docs.parts ?? []),
  ],
  cssProperties: formThemeProperties,
  embed: docs.embed,
});
