// The student-tool kit: the shell every tool renders in, and what tools share (sound, confetti,
// reading comfort, keyboard grids, results, URL settings, the embed frame's messages).
// Heavy parts (howler, canvas-confetti, fonts) load on first use, never with the tool.
export type { ToolId, ResultDetail } from './results';
export { toolRoute, xapiStatement, xapiDuration, useResultTimer, useResults } from './results';
export type { ResultScore } from './results';
export type { ToolCommonProps } from './settings';
export type { AttributeDoc, EventDoc } from './meta';
export { toolAttributeDocs, toolEventDocs } from './meta';
export {
  toolAttributeTypes,
  toolEvents,
  embedUrl,
  embedSnippet,
  siteUrl,
  kitOrigin,
} from './settings';
export { ToolShell, useAnnounce, isEmbedded, shareSettings } from './ToolShell';
export type { ToolShellProps } from './ToolShell';
export type { SoundName } from './synth';
export { useSound, tone, speak, unlockAudio, soundUrl } from './sound';
export type { SoundControls } from './sound';
export { useCelebrate, useReducedMotion } from './confetti';
export type { CelebrateOptions } from './confetti';
export { FONTS, SPACINGS, TINTS, loadFont } from './comfort';
export type { Comfort, FontName, Spacing, TintName } from './comfort';
export { useGridKeys } from './keys';
export type { GridKeysOptions, GridKeyProps } from './keys';
export { toolStyles } from './styles';
// The embed page's own modules (url-settings.ts, embed-frame.ts) are not re-exported: a tool
// would carry them (and zod) without using them.
