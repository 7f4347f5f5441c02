/** The look every lead form shares: a card, labelled fields, 44 px targets, visible focus. */
export const formStyles = /* css */ `
.card { padding: clamp(1rem, 4vw, 2rem); border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); }
.form-head { display: grid; gap: .375rem; margin-bottom: 1.25rem; }
h2 { margin: 0; font-size: clamp(1.35rem, 4vw, 1.75rem); line-height: 1.25; }
h3 { margin: 0; font-size: 1.15rem; line-height: 1.3; }
p { margin: 0; }
.intro { color: var(--_muted); }
form { display: grid; gap: 1.125rem; }
.row { display: grid; gap: 1.125rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); }
.field { display: grid; gap: .375rem; align-content: start; min-width: 0; margin: 0; padding: 0; border: 0; }
label, legend { font-weight: 600; }
legend { padding: 0; margin-bottom: .375rem; }
.required { color: var(--_error); font-weight: 700; }
.hint { color: var(--_muted); font-size: .9rem; }
.field-error { color: var(--_error); font-size: .95rem; font-weight: 600; }
input, select, textarea { width: 100%; min-height: 44px; padding: .625rem .75rem; border: 1px solid var(--verse-field-line, #7b8794); border-radius: 8px; background: var(--_surface); font-size: 1rem; }
textarea { min-height: 6rem; resize: vertical; }
input:focus-visible, select:focus-visible, textarea:focus-visible { border-color: var(--_accent); }
[aria-invalid='true'] { border-color: var(--_error); border-width: 2px; }
.choices { display: flex; flex-wrap: wrap; gap: .5rem; }
.choice { display: inline-flex; align-items: center; gap: .5rem; min-height: 44px; padding: .375rem .875rem .375rem .625rem; border: 1px solid var(--verse-field-line, #7b8794); border-radius: 999px; font-weight: 400; cursor: pointer; }
.choice:has(:checked) { border-color: var(--_accent); background: var(--_accent-soft); }
.choice:has(:focus-visible) { outline: 3px solid var(--_focus); outline-offset: 2px; }
.choice input { width: 1.25rem; min-height: 0; height: 1.25rem; margin: 0; padding: 0; accent-color: var(--_accent); }
.choice input:focus-visible { outline: none; }
.actions { display: grid; gap: .5rem; justify-items: start; }
.button { display: inline-flex; align-items: center; justify-content: center; gap: .5rem; min-height: 48px; padding: .75rem 1.5rem; border: 2px solid var(--_accent); border-radius: 999px; background: var(--_accent); color: var(--_accent-ink); font-weight: 700; text-align: center; }
.button:hover:not(:disabled, [aria-disabled='true']) { filter: brightness(1.1); }
.button:disabled, .button[aria-disabled='true'] { opacity: .6; cursor: not-allowed; }
.button.secondary { background: var(--_surface); color: var(--_accent); }
.message { padding: .75rem 1rem; border-radius: 8px; font-weight: 600; }
.message.success { background: var(--_ok-soft); color: var(--_ok); }
.message.error { background: var(--_error-soft); color: var(--_error); }
.message:empty { display: none; }
@media (max-width: 30rem) {
  .actions, .button { width: 100%; }
}
`;
