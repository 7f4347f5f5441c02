import own from './styles.css?inline';
import { formStyles } from '../forms/styles';
import { toastStyles } from '../forms/toast-styles';

// toastStyles: the fallback dialog shows its toasts inline (see Toasts' `inline`).
export const styles = formStyles + toastStyles + own;
