import { toolStyles } from '../tool-kit';
import { PER_LINE, WIDE_ENOUGH } from './logic';
import css from './styles.css?inline';

/**
 * A line of 14 letters from WIDE_ENOUGH up, by the width of the board itself (a container query),
 * so that the first screen drawn before any script has the rows the code counts for the arrow keys.
 */
export const styles = toolStyles + css + `@container vowel-board (min-width:${WIDE_ENOUGH}px){.vowel-line{--_cols:${PER_LINE}}}`;
