import { toolStyles } from '../tool-kit';
import css from './styles.css?inline';

export const styles = toolStyles + css;
