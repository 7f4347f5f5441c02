/**
 * A student tool's identity, declared once in its folder's `tool.ts` (`tool`, and the site's
 * `card`) and listed in `widgets/tools.ts`: plain data (no DOM) that the elements, the site, the
 * build and the worker all read. Everything else that names a tool (its results, its pages, its
 * embed page's title, the site's menu and cards, the manifest) is derived from it.
 */
import type { ContentKind } from '../../contract/content-kinds';

/** The icons the site draws on a tool's card and menu entry. */
export type ToolIcon = 'spell' | 'pencil' | 'letters' | 'sparkle' | 'target' | 'book' | 'puzzle' | 'eye' | 'math' | 'hand' | 'clock';

export type ToolDeclaration = {
  /** The tool's id: its folder, its results' `tool`, and its element's tag after `verse-` (define.ts registers `verse-<id>`). */
  id: string;
  /** Its pages under `/student-apps/` and `/embed/`: the first is its own, the others older addresses that still work (unlisted). */
  routes: readonly [string, ...string[]];
  /** Its name: the tool's heading, the page title `<name> - VERSE`, the menu entry and the card heading. */
  name: string;
};

/** How the site shows a tool besides its name: its card on `/student-apps` and its menu entry. Only the site's build reads it. */
export type ToolCard = {
  /** One sentence for its card. */
  blurb: string;
  icon: ToolIcon;
};

/**
 * What a teacher's activity of the tool is, for a tool that is a template of the teacher workspace
 * (`export const teacher = {…} as const satisfies TeacherEntry` in its `tool.ts`): the contract's
 * template list, the content each plays, Create Games' cards and how results name their items are
 * derived from these entries. Read by the site's build and the worker only, so no element carries it.
 */
export type TeacherEntry = {
  /** Its place in Create Games and in the template list (the spec's order: the six cards first). */
  place: number;
  /** The content kinds it plays; the first is what a new activity of it starts with. */
  content: readonly [ContentKind, ...ContentKind[]];
  /** Its answers are not right or wrong (a spin draws a word, tiles build one freely): its results list their items, but no total by pattern counts them. */
  unjudged?: true;
  /** Its card in Create Games (the spec's text; `title` where the spec names it otherwise than the tool). A template without one is reached by switching a word list's template. */
  card?: { title?: string; text: string };
};

/** A tool's own page under `/student-apps/` and `/embed/`. */
export const toolRoute = (tool: Pick<ToolDeclaration, 'routes'>): string => tool.routes[0];

/** A tool's element's tag: `verse-<id>`. */
export const toolTag = (tool: Pick<ToolDeclaration, 'id'>): `verse-${string}` => `verse-${tool.id}`;

/** A tool's page title: `<name> - VERSE`. */
export const toolTitle = (tool: Pick<ToolDeclaration, 'name'>): string => `${tool.name} - VERSE`;

/**
 * A tool's own settings, declared in its `tool.ts` beside `tool` (`export const settings = {…} as
 * const satisfies ToolSettings`). Each key is the setting's name: its element prop and URL name
 * (`gameType`), and in kebab case its attribute (`game-type`). A value is read from its attribute or
 * URL text by `readSetting` (its default when the text is absent or not allowed), and written
 * back as text by `settingText`. Each setting's help for people (docs, the teacher's editor, an
 * LMS's settings) is the tool's `help` export, apart so that no element bundle carries it.
 */
export type Setting =
  /** One of fixed values, matched exactly (`caseless`: in either case); `labels` names them where the value itself is not a word for people. */
  | { type: 'choice'; label: string; values: readonly (string | number)[]; default: string | number; labels?: Readonly<Record<string, string>>; caseless?: boolean }
  /** A whole number from `min` to `max`. */
  | { type: 'number'; label: string; min: number; max: number; default: number }
  /** Some of fixed values, comma-separated in text; none chosen means the default. */
  | { type: 'list'; label: string; values: readonly string[]; default: readonly string[]; labels?: Readonly<Record<string, string>> }
  /** Free text up to `maxLength` characters (a document's address). */
  | { type: 'text'; label: string; maxLength: number; default: string };

export type ToolSettings = Readonly<Record<string, Setting>>;

/** A setting's value as the tool uses it: one of its values, a number, some of its values, or text. */
export type SettingValue<S extends Setting> = S extends { type: 'choice'; values: readonly (infer V)[] }
  ? V
  : S extends { type: 'number' }
    ? number
    : S extends { type: 'list'; values: readonly (infer V)[] }
      ? V[]
      : string;

export type SettingValues<T extends ToolSettings> = { [K in keyof T]: SettingValue<T[K]> };

/** One sentence of help for each of a tool's settings. */
export type SettingHelp<T extends ToolSettings> = { readonly [K in keyof T]: string };

/** A setting's value from its attribute or URL text: the default when absent or not allowed. */
export const readSetting = <S extends Setting>(setting: S, raw: unknown): SettingValue<S> => parseSetting(setting, raw) ?? (setting.default as SettingValue<S>);

/** A setting's value from its text, or `undefined` when the text does not give one it allows. */
export function parseSetting<S extends Setting>(setting: S, raw: unknown): SettingValue<S> | undefined {
  const text = raw == null ? '' : String(raw).trim();
  const value =
    setting.type == 'choice'
      ? setting.values.find((v) => (setting.caseless ? String(v).toLowerCase() == text.toLowerCase() : String(v) == text))
      : setting.type == 'number'
        ? Number.isInteger(+text) && text && +text >= setting.min && +text <= setting.max ? +text : undefined
        : setting.type == 'list'
          ? setting.values.filter((v) => text.split(',').some((part) => part.trim() == v))
          : text.length <= setting.maxLength ? text : undefined;
  return (Array.isArray(value) && !value.length ? undefined : value) as SettingValue<S> | undefined;
}

/** A setting's value as attribute or URL text. */
export const settingText = (value: unknown): string => String(value);

/** Every setting of a tool read from its element's props (or URL settings by name). */
export const readSettings = <T extends ToolSettings>(settings: T, props: Readonly<Record<string, unknown>>): SettingValues<T> =>
  Object.fromEntries(Object.entries(settings).map(([name, setting]) => [name, readSetting(setting, props[name])])) as SettingValues<T>;

/** The settings that differ from their defaults, as URL text: what a share link carries. */
export const changedSettings = <T extends ToolSettings>(settings: T, values: SettingValues<T>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(settings)
      .map(([name, setting]) => [name, settingText(values[name]), settingText(setting.default)])
      .filter(([, text, byDefault]) => text != byDefault),
  );

/** How each setting's attribute is read: a number setting as a number, the others as text. */
export const settingAttributeTypes = <T extends ToolSettings>(settings: T) =>
  Object.fromEntries(Object.entries(settings).map(([name, setting]) => [name, setting.type == 'number' ? 'number' : 'string'])) as {
    [K in keyof T]: T[K] extends { type: 'number' } ? 'number' : 'string';
  };
