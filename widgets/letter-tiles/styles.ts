import { toolStyles } from '../tool-kit/styles';
import css from './styles.css?inline';

export const styles = toolStyles + css;
