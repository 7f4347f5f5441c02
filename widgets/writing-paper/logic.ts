// The writing paper's rules, free of the DOM: the ruled lines. The pen (its colours, strokes, undo
// and redo, smoothing, palm rejection) is the kit's (`../tool-kit/ink`).

import type { SettingValue } from '../tool-kit/declaration';
import { addStroke, clearPaper, emptyHistory, redo, undo, type History, type Stroke, type Tool } from '../tool-kit/ink/logic';
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

/**
 * A short screen (a tablet in landscape, a laptop): the paper is ruled at 4/5 of the size, so the
 * page, its step and its buttons fit without scrolling (5 lines: 528 px instead of 660).
 */
export const SHORT_SCREEN = '(max-height: 900px)';
const COMPACT = 0.8;

/** Every line group of the page, top to bottom, in CSS pixels (`compact`: on a short screen). */
export function lineGroups(count: LineCount, compact = false): LineGroup[] {
  const k = compact ? COMPACT : 1;
  const groups: LineGroup[] = [];
  let top = 0;
  for (let i = 0; i < count; i++) {
    const height = (i === 0 ? FIRST_GROUP_HEIGHT : GROUP_HEIGHT) * k;
    const baseline = top + height - BELOW_BASELINE * k;
    groups.push({ top, height, topLine: baseline - WRITING_HEIGHT * k, midline: baseline - (WRITING_HEIGHT * k) / 2, baseline });
    top += height;
  }
  return groups;
}

export function paperHeight(count: LineCount, compact = false): number {
  return (FIRST_GROUP_HEIGHT + (count - 1) * GROUP_HEIGHT) * (compact ? COMPACT : 1);
}

/** The page as the view holds it: the tool in the child's hand and her strokes (with what undo took). */
export type Page = { tool: Tool; history: History };

export type PageAction = { type: 'choose'; tool: Tool } | { type: 'write'; stroke: Stroke } | { type: 'undo' } | { type: 'redo' } | { type: 'clear' };

export const startPage = (): Page => ({ tool: 'pencil', history: emptyHistory });

/** Undo, redo or clear with nothing to do gives the same page, so the view says so. */
export function pageReducer(page: Page, action: PageAction): Page {
  if (action.type === 'choose') return page.tool === action.tool ? page : { ...page, tool: action.tool };
  const { history } = page;
  const next =
    action.type === 'write' ? addStroke(history, action.stroke) : action.type === 'undo' ? undo(history) : action.type === 'redo' ? redo(history) : clearPaper(history);
  return next === history ? page : { ...page, history: next };
}
