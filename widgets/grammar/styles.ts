import { toolStyles } from '../tool-kit';
import { ICON_SIZE } from './logic';
import css from './styles.css?inline';

/** The animals' size follows the code's ICON_SIZE. */
export const styles = toolStyles + css + `.gr-activity{--icon:${ICON_SIZE}px}`;
