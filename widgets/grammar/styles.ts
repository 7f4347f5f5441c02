import { toolStyles } from '../tool-kit';
import { COLUMN_STEPS, ICON_SIZE } from './logic';
import css from './styles.css?inline';

/**
 * The animals' size follows the code's ICON_SIZE; the columns follow COLUMN_STEPS, by the width of
 * the activity itself (a container query), so that the first screen drawn before any script has
 * the columns the code counts for the arrow keys.
 */
export const styles =
  toolStyles +
  css +
  `.gr-activity{--icon:${ICON_SIZE}px}` +
  [...COLUMN_STEPS].reverse().map((step) => `@container gr-activity (min-width:${step.from}px){.gr-legend,.gr-cards{--columns:${step.columns}}}`).join('');
