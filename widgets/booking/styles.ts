// Calm and warm: the cream canvas and deep blue of the runtime tokens, soft amber for the hold.
// The layout follows the element's own width (container queries), not the viewport, because a
// partner page may give it a narrow column.
export const styles = /* css */ `
:host { --_gap: 1rem; --_hold: var(--verse-hold, #fff4dc); --_hold-ink: var(--verse-hold-ink, #6b4300); }
h2, h3, p { margin: 0; }
ul { list-style: none; margin: 0; padding: 0; }

.trigger, .confirm {
  display: inline-flex; align-items: center; justify-content: center; gap: .5rem;
  min-height: 48px; padding: .75rem 1.5rem; border: 0; border-radius: 999px;
  background: var(--_accent); color: var(--_accent-ink); font-weight: 600; font-size: 1.0625rem;
  box-shadow: 0 1px 2px rgb(0 0 0 / .12); transition: filter .15s, transform .15s;
}
.trigger:hover, .confirm:not(:disabled):hover { filter: brightness(1.1); }
.trigger:active, .confirm:not(:disabled):active { transform: translateY(1px); }
.confirm { width: 100%; margin-top: .25rem; }
.confirm:disabled { background: #e4e7eb; color: #52606d; box-shadow: none; }

.icon-button {
  display: inline-grid; place-items: center; width: 44px; height: 44px; flex: none;
  border: 1px solid var(--_line); border-radius: 50%; background: var(--_surface); color: var(--_ink);
}
.icon-button:hover:not(:disabled) { background: var(--_accent-soft); }
.icon-button:disabled { opacity: .4; }
.link {
  min-height: 44px; padding: 0 .25rem; border: 0; background: none; color: var(--_accent);
  font-weight: 600; text-decoration: underline; text-underline-offset: 3px;
}
.muted, .hint, .required-note, .optional, .counter { color: var(--_muted); }
.hint, .required-note, .counter { font-size: .875rem; }

/* The dialog scrolls inside itself; the page behind stays put behind a soft backdrop. */
dialog {
  width: calc(100% - 1.5rem); max-width: 880px; max-height: calc(100dvh - 1.5rem);
  padding: 0; border: 0; border-radius: calc(var(--_radius) + 4px); overflow: auto; overscroll-behavior: contain;
  background: var(--_surface); color: var(--_ink); box-shadow: 0 24px 64px rgb(15 23 42 / .35);
}
dialog::backdrop { background: rgb(31 41 51 / .55); }
@media (max-width: 480px) {
  dialog { width: 100%; max-width: none; height: 100%; max-height: none; margin: 0; border-radius: 0; }
}
dialog .panel { border: 0; border-radius: 0; }

.panel {
  container-type: inline-size;
  border: 1px solid var(--_line); border-radius: var(--_radius);
  background: var(--_surface); overflow: hidden;
}
.head {
  display: flex; align-items: flex-start; gap: var(--_gap); justify-content: space-between;
  padding: 1.25rem 1.25rem 1rem; background: var(--_canvas); border-bottom: 1px solid var(--_line);
}
.head-text { display: grid; gap: .375rem; }
h2 { font-size: 1.375rem; line-height: 1.25; }
/* The heading takes focus only so a screen reader starts at the title; it is not a control. */
h2:focus, h2:focus-visible { outline: none; box-shadow: none; }
h3 { font-size: 1.0625rem; }
.sub { color: var(--_muted); }
.next { display: flex; flex-wrap: wrap; align-items: center; column-gap: .5rem; }
.next strong { color: var(--_ok); }
.close { border-color: transparent; background: transparent; }

.body { display: grid; gap: 1.5rem; padding: 1.25rem; }
@container (min-width: 700px) {
  .body { grid-template-columns: minmax(300px, 340px) 1fr; align-items: start; gap: 2rem; }
}
.side { display: grid; gap: 1.5rem; min-width: 0; }

.cal-head { display: flex; align-items: center; justify-content: space-between; gap: .5rem; margin-bottom: .5rem; }
.grid { width: 100%; border-collapse: separate; border-spacing: 2px; table-layout: fixed; }
th { padding: .25rem 0; font-size: .8125rem; font-weight: 600; color: var(--_muted); text-align: center; }
td { padding: 0; text-align: center; }
.day {
  width: 100%; min-width: 40px; min-height: 44px; aspect-ratio: 1; max-height: 48px;
  display: inline-grid; place-items: center; border: 2px solid transparent; border-radius: 10px;
  background: transparent; color: #7b8794; font-variant-numeric: tabular-nums;
}
.day[aria-disabled] { cursor: default; }
.day:focus-visible { position: relative; z-index: 1; }
.day.outside { color: #a3acb6; }
.day.open { background: var(--_accent-soft); color: var(--_accent); font-weight: 700; }
.day.open:hover { border-color: var(--_accent); }
.day.today { border-color: var(--_muted); }
.day.selected { background: var(--_accent); color: var(--_accent-ink); border-color: var(--_accent); }
.grid.loading .day { animation: pulse 1.2s ease-in-out infinite; }
@keyframes pulse { 50% { opacity: .45; } }
.cal-status { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .5rem; min-height: 44px; margin-top: .5rem; font-size: .9375rem; }
.legend { color: var(--_muted); }
.loading-line { display: inline-flex; align-items: center; gap: .5rem; color: var(--_muted); }

.spinner {
  width: 1rem; height: 1rem; flex: none; border-radius: 50%;
  border: 2px solid currentColor; border-right-color: transparent; animation: spin .8s linear infinite;
}
@keyframes spin { to { transform: rotate(360deg); } }

.times { display: grid; gap: .75rem; }
.slots { display: grid; grid-template-columns: repeat(auto-fill, minmax(7.25rem, 1fr)); gap: .5rem; }
.slot {
  width: 100%; min-height: 48px; padding: .5rem .75rem; display: grid; place-items: center; gap: 0;
  border: 1px solid var(--_line); border-radius: 10px; background: var(--_surface); color: var(--_ink);
  font-weight: 600; font-variant-numeric: tabular-nums; line-height: 1.25;
}
.slot:hover { border-color: var(--_accent); background: var(--_accent-soft); }
.slot.chosen { border-color: var(--_accent); background: var(--_accent); color: var(--_accent-ink); }
.slot-local { font-size: .8125rem; font-weight: 400; }
.slot:not(.chosen) .slot-local { color: var(--_muted); }

.hold {
  display: flex; align-items: center; gap: .5rem; padding: .75rem 1rem; border-radius: 10px;
  background: var(--_hold); color: var(--_hold-ink); font-weight: 600;
}
.hold.expired, .form-error:not(:empty), .slot-error:not(:empty) {
  background: var(--_error-soft); color: var(--_error); padding: .75rem 1rem; border-radius: 10px; font-weight: 600;
}
.countdown { font-variant-numeric: tabular-nums; }

.contact > * { max-width: 40rem; }
.contact { display: grid; gap: 1rem; padding-top: 1.25rem; border-top: 1px solid var(--_line); }
.summary svg { flex: none; }
.summary { display: flex; align-items: center; gap: .5rem; padding: .625rem .875rem; border-radius: 10px; background: var(--_canvas); font-weight: 600; }
.field { display: grid; gap: .375rem; }
label { font-weight: 600; }
.req { color: var(--_error); }
.optional { font-weight: 400; }
input, textarea {
  width: 100%; min-height: 48px; padding: .625rem .875rem; border: 1px solid #9aa5b1; border-radius: 10px;
  background: var(--_surface); font-size: 1rem;
}
textarea { resize: vertical; min-height: 5.5rem; }
input:focus-visible, textarea:focus-visible { border-color: var(--_accent); }
[aria-invalid='true'] { border-color: var(--_error); border-width: 2px; }
.field-error { color: var(--_error); font-size: .9375rem; font-weight: 600; }
.counter { justify-self: end; font-variant-numeric: tabular-nums; }

.success-slot:empty { display: none; }
.success {
  display: flex; gap: .75rem; align-items: flex-start; margin: 1rem 0; padding: 1rem 1.25rem;
  border-radius: var(--_radius); background: var(--_ok-soft); color: var(--_ok);
}
.success svg { flex: none; margin-top: .125rem; }
.success-title { font-weight: 700; }
.success p + p { color: var(--_ink); }
.inline > .success-slot .success { margin-top: 0; }

@container (max-width: 400px) {
  .head, .body { padding: 1rem .75rem; }
  .grid { border-spacing: 1px; }
  .day { min-width: 0; border-radius: 8px; }
  h2 { font-size: 1.25rem; }
}
@media (forced-colors: active) {
  .day.open { border-color: CanvasText; }
  .day.selected, .slot.chosen { forced-color-adjust: none; background: Highlight; color: HighlightText; }
}
`;
