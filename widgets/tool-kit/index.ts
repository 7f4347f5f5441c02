// The student-tool kit: the shell every tool renders in, and what tools share (sound, confetti,
// reading comfort, keyboard grids, results): what its README documents for tool authors.
// Heavy parts (howler, canvas-confetti, fonts) load on first use, never with the tool.
export type { ResultDetail } from './results';
export { useResults } from './results';
/** @public The piece under `useResults` (README). */
export { useResultTimer } from './results';
export type { ToolCommonProps } from './settings';
/** @public The docs every tool has, which `toolElement` gives each tool's meta (README). */
export { toolAttributeDocs, toolEventDocs } from './meta';
/** @public A tool's meta spreads these (README). */
export { toolAttributeTypes, toolEvents } from './settings';
/** @public `ChoiceGroup` draws one choice (README); tools draw their declared ones with `SettingControls`. */
export { ChoiceGroup, SettingControls } from './ChoiceGroup';
export { LineIcon } from './LineIcon';
export { ToolShell, useAnnounce } from './ToolShell';
export { useSound, tone, speak } from './sound';
export { useCelebrate, useReducedMotion } from './confetti';
export { useGridKeys } from './keys';
/** @public `useSetting` is the rule for one value (README); tools read their declared settings with `useToolSettings`. */
export { useLoaded, useSetting, useToolSettings, type HeldSettings } from './use-setting';
export { toolStyles } from './styles';
// The two-player frame is imported from './two-player' by the games that use it, so the other
// tools' shared chunk does not carry it.
// The embed page's own modules (url-settings.ts, embed-frame.ts) are not re-exported: a tool
// would carry them (and zod) without using them.
