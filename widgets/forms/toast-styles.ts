/**
 * The toasts' CSS, for the page-wide stack (its host is a manual popover: the UA's popover box is
 * undone here) and for the contact form's in-dialog toasts.
 */
export const toastStyles = /* css */ `
:host([data-verse-toasts]) { position: fixed; inset: auto; width: 0; height: 0; margin: 0; padding: 0; border: 0; background: none; overflow: visible; }
.toasts { position: fixed; z-index: 2147483000; inset: auto 1rem 1rem auto; display: grid; gap: .5rem; width: min(24rem, calc(100vw - 2rem)); pointer-events: none; }
.toast { pointer-events: auto; display: flex; gap: .5rem; align-items: flex-start; justify-content: space-between; padding: .875rem 1rem; border: 1px solid var(--_line); border-left-width: 6px; border-radius: var(--_radius); background: var(--_surface); box-shadow: 0 8px 24px rgb(0 0 0 / .16); animation: toast-in .2s ease-out; }
.toast.success { border-left-color: var(--_ok); }
.toast.error { border-left-color: var(--_error); background: var(--_error-soft); }
.toast p { margin: 0; }
.toast-title { font-weight: 700; }
.toast-close { flex: none; min-width: 44px; min-height: 44px; margin: -.5rem -.5rem -.5rem 0; border: 0; border-radius: 8px; background: transparent; font-size: 1.5rem; line-height: 1; }
.toast-close:hover { background: rgb(0 0 0 / .06); }
@keyframes toast-in { from { opacity: 0; transform: translateY(.5rem); } }
`;
