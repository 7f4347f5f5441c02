// The shell's props, apart from the shell: its lazily loaded settings panel reads them too.
import type { ReactNode } from 'react';
import type { ToolDeclaration, ToolSettings } from './declaration';
import type { ToolCommonProps } from './settings';
import type { HeldSettings } from './use-setting';

/**
 * Whose shell it is: the tool's declaration (its name is the shell's heading, its route the shared
 * link's page) and its element's common attributes. A tool with declared settings gives them as
 * `useToolSettings` holds them (`held`), which carries both: the copied link and embed code carry
 * the settings not at their defaults, and the panel shows the `choices` among them.
 */
type Whose<T extends ToolSettings> = { held: HeldSettings<T>; tool?: never; common?: never } | { held?: never; tool: ToolDeclaration; common: ToolCommonProps };

export type ToolShellProps<T extends ToolSettings = ToolSettings> = Whose<T> & {
  /** Which declared settings the panel shows as choices, first: all of them, or those named, in that order. */
  choices?: true | readonly (keyof T & string)[];
  /** The tool's own settings controls, in the settings panel after its choices. */
  settings?: ReactNode;
  /** Settings the tool holds otherwise than declared (a document's address), carried by the copied link and embed code. */
  shareParams?: Record<string, string>;
  /** Shows mute and volume controls. */
  sound?: boolean;
  /** The tool's main buttons, in the shell's top bar. */
  toolbar?: ReactNode;
  children: ReactNode;
};
