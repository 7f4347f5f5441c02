import { toolStyles } from '../tool-kit';
import css from './styles.css?inline';

/** The viewer before a document opens; the reader brings its own rules (play.css). */
export const styles = toolStyles + css;
