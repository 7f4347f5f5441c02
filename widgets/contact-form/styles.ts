import own from './styles.css?inline';
import { formStyles } from '../forms/styles';

// The fallback dialog's inline toasts bring their own styles when they load (forms/toast-stack.tsx).
export const styles = formStyles + own;
