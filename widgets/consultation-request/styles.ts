import { formStyles } from '../forms/styles';

export const styles = formStyles;
