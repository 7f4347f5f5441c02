import { formStyles } from '../forms/styles';
import { toastStyles } from '../forms/toast-styles';

// toastStyles: the fallback dialog shows its toasts inline (see Toasts' `inline`).
export const styles = /* css */ `
${formStyles}
${toastStyles}
select { appearance: none; padding-right: 2.5rem; background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%); background-position: right 1.1rem center, right .75rem center; background-size: .35rem .35rem; background-repeat: no-repeat; }
.verify-panel { display: grid; gap: .75rem; margin-top: 1.25rem; padding: 1rem 1.25rem; border: 1px solid var(--_error); border-left-width: 6px; border-radius: var(--_radius); background: var(--_error-soft); }
.verify-panel h3 { color: var(--_error); }
.verify-panel h3:focus { outline: none; }
.verify-panel h3:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.panel-actions { display: flex; flex-wrap: wrap; gap: .75rem; }
a { color: var(--_accent); font-weight: 600; white-space: nowrap; }
a:focus-visible { border-radius: 2px; }
dialog { width: min(34rem, calc(100vw - 2rem)); max-height: calc(100dvh - 2rem); padding: clamp(1rem, 4vw, 1.75rem); border: 0; border-radius: var(--_radius); background: var(--_surface); color: var(--_ink); box-shadow: 0 24px 64px rgb(0 0 0 / .3); }
dialog::backdrop { background: rgb(15 23 42 / .55); }
dialog form { gap: 1rem; }
dialog h3 { font-size: clamp(1.25rem, 4vw, 1.5rem); }
@media (max-width: 30rem) { .panel-actions .button { width: 100%; } }
`;
