import type { JSX, ReactNode } from 'react';
import { SettingControls } from './ChoiceGroup';
import { ToolShell, type ToolShellProps } from './ToolShell';
import type { ToolSettings } from './declaration';
import type { useToolSettings } from './use-setting';

export type SettingsShellProps<T extends ToolSettings> = Omit<ToolShellProps, 'settings' | 'shareParams'> & {
  /** The tool's declared settings. */
  declared: T;
  /** What `useToolSettings(declared, props)` gave: the values, their setter and the share link's non-defaults. */
  held: ReturnType<typeof useToolSettings<T>>;
  /** The declared settings the panel shows as choices, in its order (all by default). */
  names?: readonly (keyof T & string)[];
  /** The tool's own controls, before and after the declared ones. */
  before?: ReactNode;
  after?: ReactNode;
  /** Told after a panel control changed a setting (a new text is a new round, say). */
  onSet?: (name: keyof T & string) => void;
};

/**
 * The shell of a tool with declared settings: the panel shows them as choices and the copied
 * link and embed code carry those not at their defaults, so each tool writes only what is its own.
 */
export function SettingsShell<T extends ToolSettings>({ declared, held: [values, set, shareParams], names, before, after, onSet, ...shell }: SettingsShellProps<T>): JSX.Element {
  const controls = (
    <SettingControls
      settings={declared}
      values={values}
      names={names}
      set={(name, value) => {
        set(name, value);
        onSet?.(name as keyof T & string);
      }}
    />
  );
  return (
    <ToolShell
      {...shell}
      shareParams={shareParams}
      settings={
        <>
          {before}
          {controls}
          {after}
        </>
      }
    />
  );
}
