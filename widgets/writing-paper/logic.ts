// The writing paper's rules, free of the DOM: the ruled lines. The pen (its colours, strokes, undo
// and redo, smoothing, palm rejection) is the kit's (`../tool-kit/ink`).

import type { SettingValue } from '../tool-kit/declaration';
import type { settings } from './tool';

/** A page holds 5 or 10 handwriting lines. */
export type LineCount = SettingValue<typeof settings.lines>;

/** The first line group is taller: its extra room above the top line is the page's top margin. */
const FIRST_GROUP_HEIGHT = 180;
const GROUP_HEIGHT = 120;
/** From the top line to the baseline; the dashed midline sits halfway. */
const WRITING_HEIGHT = 80;
/** Below the baseline to the end of a group (descenders reach on into the next group's top room). */
const BELOW_BASELINE = 20;

export type LineGroup = { top: number; height: number; topLine: number; midline: number; baseline: number };


/** Every line group of the page, top to bottom, in CSS pixels. */
export function lineGroups(count: LineCount): LineGroup[] {
  const groups: LineGroup[] = [];
  let top = 0;
  for (let i = 0; i < count; i++) {
    const height = i === 0 ? FIRST_GROUP_HEIGHT : GROUP_HEIGHT;
    const baseline = top + height - BELOW_BASELINE;
    groups.push({ top, height, topLine: baseline - WRITING_HEIGHT, midline: baseline - WRITING_HEIGHT / 2, baseline });
    top += height;
  }
  return groups;
}

export function paperHeight(count: LineCount): number {
  return FIRST_GROUP_HEIGHT + (count - 1) * GROUP_HEIGHT;
}
