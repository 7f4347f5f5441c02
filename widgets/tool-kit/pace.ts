import type { Setting } from './declaration';

// The pace of a timed tool (`pace=timed|relaxed` on every timed tool): timed keeps the clock the
// tool has always had; relaxed has no countdown and no time pressure, and is scored on accuracy.
// Plain data: the declarations, the worker and the editors read it too.

/** The `pace` setting every timed tool declares, with the one sentence of help it shares. */
export const paceSetting = {
  type: 'choice',
  label: 'Pace',
  values: ['timed', 'relaxed'],
  default: 'timed',
  labels: { timed: 'Timed', relaxed: 'Relaxed: no clock' },
} as const satisfies Setting;

export type Pace = (typeof paceSetting.values)[number];

export const paceHelp = '`timed` plays against the clock; `relaxed` has no countdown and no time pressure, and scores accuracy only.';
