import type { ToolSettings } from '../tool-kit/declaration';
import type { AttributeType } from './types';

/**
 * The public surface of one element, for docs and `custom-elements.json`. Build-time only: it is
 * never bundled into the element, and the build checks it against the element's real attributes.
 */
export type ElementMeta = {
  tag: `verse-${string}`;
  className: string;
  /** Folder under widgets/ whose define.ts is the element's bundle entry. */
  folder: string;
  summary: string;
  attributes: { name: string; type: AttributeType; description: string; default?: string }[];
  events: { name: string; detail?: string; description: string }[];
  parts?: { name: string; description: string }[];
  cssProperties?: { name: string; description: string; default?: string }[];
  methods?: { name: string; description: string }[];
  /** `/embed/<path>`: the element alone on a page other sites may frame (one page per variant). */
  embed?: EmbedPage | EmbedPage[];
  /** A student tool's declared settings: its embed pages check their URL settings against them. */
  settings?: ToolSettings;
};

export type EmbedPage = { path: string; title: string; attributes?: Record<string, string> };

type AttributeDoc = ElementMeta['attributes'][number];

const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/**
 * An element's names from its folder: its tag `verse-<folder>` (what its define.ts registers), and
 * its class (`VerseContactForm` for `verse-contact-form`, the name its element.ts exports).
 */
export const elementNames = (folder: string): Pick<ElementMeta, 'tag' | 'className' | 'folder'> => ({
  tag: `verse-${folder}`,
  className: pascal(`verse-${folder}`),
  folder,
});

/** Every element that calls the API has this attribute (see `apiBase` in api.ts). */
export const apiBaseAttribute: AttributeDoc = {
  name: 'api-base',
  type: 'string',
  description: 'Origin of the VERSE API. Defaults to the origin the script was loaded from.',
};

