import type { SettingHelp, ToolCard, ToolDeclaration, ToolSettings } from '../tool-kit/declaration';

/** PDF Viewer, wherever it appears: its element, its results, its pages. */
export const tool = {
  id: 'pdf-viewer',
  routes: ['pdf-viewer'],
  name: 'PDF Viewer',
} as const satisfies ToolDeclaration;

/** Its settings: attributes, URL settings, the settings panel, share links. */
export const settings = {
  src: { type: 'text', label: 'Document', maxLength: 200, default: '' },
  page: { type: 'number', label: 'Page', min: 1, max: 9999, default: 1 },
} as const satisfies ToolSettings;

export const help: SettingHelp<typeof settings> = {
  src: 'The PDF to open: a web address on VERSE, or on a server that allows CORS; `sample` opens the sample reader.',
  page: 'The page to open at (clamped to the document).',
};

/** Its card on /student-apps and its entry in the site's menu (read by the site's build only). */
export const card: ToolCard = {
  blurb: 'Read worksheets and readers, and write on the pages.',
  icon: 'book',
};
