import { useEffect, useState } from 'react';
import { changedSettings, readSettings, type SettingValues, type ToolDeclaration, type ToolSettings } from './declaration';
import type { ToolCommonProps } from './settings';

/**
 * One of a tool's settings, the rule written once: the element's attribute (or the embed page's
 * URL, which becomes the attribute) gives it; the settings panel may change it; a new attribute
 * value applies again, over whatever the panel chose. `read` turns the attribute into the
 * setting (its default when the attribute is absent or invalid). Several attributes that make
 * one setting pass one key that changes with any of them.
 */
export function useSetting<A, T>(attribute: A, read: (attribute: A) => T) {
  const state = useState(() => read(attribute));
  useEffect(() => state[1](read(attribute)), [attribute]);
  return state;
}

/**
 * A tool's declared settings (its `tool.ts`), with `useSetting`'s rule for all of them at once: the
 * attributes give them, the panel may change any (`set(name, value)`), a new attribute value
 * applies them all again. Also gives the ones that differ from their defaults, as a share link
 * carries them, the declaration, and whose they are (the tool and the element's props): the shell
 * takes the whole (`<ToolShell held>`).
 */
export function useToolSettings<T extends ToolSettings>(tool: ToolDeclaration, settings: T, props: ToolCommonProps & Readonly<Record<string, unknown>>) {
  const [values, setValues] = useSetting(Object.keys(settings).map((name) => props[name]).join('\n'), () => readSettings(settings, props));
  const set = <K extends keyof T>(name: K, value: SettingValues<T>[K]) => setValues((current) => ({ ...current, [name]: value }));
  return [values, set, changedSettings(settings, values), settings, { tool, common: props as ToolCommonProps }] as const;
}

/**
 * What `useToolSettings` holds for the shell (`<ToolShell held>`): the values, their setter, the
 * share link's non-defaults, the declaration the panel draws its choices from, and whose they are
 * (the tool and its element's common attributes).
 */
export type HeldSettings<T extends ToolSettings> = ReturnType<typeof useToolSettings<T>>;

/**
 * What `load` gives for `key`, loaded again whenever the key changes: undefined while it loads,
 * with no `load` yet (the late part that has it on its way) or when `load` gives nothing for the
 * key. Only the key decides when to load, so `load` may be a new function at every render. A
 * lesson's words (`lesson=`) and Sort Categories' pattern sorts arrive this way.
 */
export function useLoaded<K, T>(key: K, load: ((key: K) => Promise<T> | undefined) | undefined): T | undefined {
  const [got, setGot] = useState<[K, T]>();
  useEffect(() => {
    let live = true;
    void load?.(key)?.then((value) => live && setGot([key, value]));
    return () => void (live = false);
  }, [key, !load]);
  return got?.[0] === key ? got[1] : undefined;
}
