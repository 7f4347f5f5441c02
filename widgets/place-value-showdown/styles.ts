import { toolStyles } from '../tool-kit';

export const styles =
  toolStyles +
  /* css */ `
.pv-stage { display: grid; gap: 0.875rem; }
.pv-score { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0.25rem 1rem; }
.pv-score p { margin: 0; }
.pv-round { font-size: 1.25rem; font-weight: 700; }
.pv-best { font-size: 1rem; font-weight: 600; color: var(--_muted); }
.pv-wins { font-weight: 700; padding: 0.25rem 0.875rem; border-radius: 999px; border: 2px solid var(--_line); background: var(--_surface); }
.pv-draw { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.5rem 1rem; }
.pv-draw[data-hidden] { visibility: hidden; height: 0; overflow: hidden; }
.pv-digit {
  display: grid; place-items: center; width: 5.5rem; height: 6.5rem; border-radius: 16px;
  background: var(--_accent); color: var(--_accent-ink); font-size: 4rem; font-weight: 800; box-shadow: 0 4px 0 color-mix(in srgb, var(--_accent) 60%, #000000);
}
.pv-digit span { animation: pv-unwrap 320ms ease-out; }
@keyframes pv-unwrap { from { scale: 0.4; rotate: -12deg; opacity: 0; } }
.pv-prompt { margin: 0; font-size: 1.25rem; font-weight: 600; }
.pv-boards { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr)); gap: 0.875rem; }
.pv-board { display: grid; gap: 0.5rem; padding: 0.75rem; border-radius: var(--_radius); border: 3px solid var(--_line); background: var(--_surface); }
.pv-board[data-active] { border-color: var(--_accent); box-shadow: 0 0 0 3px var(--_accent-soft); }
.pv-name { margin: 0; font-size: 1.125rem; font-weight: 700; }
.pv-turn { color: var(--_accent); }
.pv-slots { display: grid; grid-template-columns: repeat(var(--_n, 3), minmax(0, 1fr)); gap: 0.5rem; }
.tool-tile.pv-slot { display: grid; gap: 0.25rem; min-height: 5.5rem; padding: 0.375rem 0.125rem; font: inherit; cursor: pointer; border-style: dashed; }
.tool-tile.pv-slot:not([data-open]) { border-style: solid; border-color: var(--_ink); cursor: default; }
.pv-board:not([data-active]) .pv-slot[data-open] { cursor: default; opacity: 0.8; }
.pv-board[data-active] .pv-slot[data-open]:hover { border-color: var(--_accent); background: var(--_accent-soft); }
.pv-slot-digit { min-height: 1em; font-size: 2.5rem; font-weight: 800; line-height: 1; }
.pv-slot-place { font-size: 0.875rem; font-weight: 600; color: var(--_muted); overflow-wrap: anywhere; }
.pv-expanded { margin: 0; font-size: 1.25rem; text-align: center; }
.pv-result { display: grid; justify-items: center; gap: 0.5rem; padding: 0.75rem; border-radius: var(--_radius); background: var(--_surface); border: 3px solid var(--_ok); text-align: center; }
.pv-result p { margin: 0; }
.pv-verdict { font-size: 1.25rem; font-weight: 700; }
.pv-ending { font-size: 1.375rem; font-weight: 800; color: var(--_ok); }
.pv-new { justify-self: start; }
@media (prefers-reduced-motion: reduce) { .pv-digit span { animation: none; } }
`;
