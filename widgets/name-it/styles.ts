import { toolStyles } from '../tool-kit';
import { twoPlayerStyles } from '../tool-kit/two-player';
import css from './styles.css?inline';

export const styles = toolStyles + twoPlayerStyles + css;
