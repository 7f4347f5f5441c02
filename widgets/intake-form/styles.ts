import own from './styles.css?inline';
import { formStyles } from '../forms/styles';

export const styles = formStyles + own;
