/** The two-player frame's look: concatenate after `toolStyles` (`toolStyles + twoPlayerStyles + own`). */
export const twoPlayerStyles = /* css */ `
.tp-stage {
  display: grid; gap: 0.75rem; grid-template-areas: "p2" "centre" "p1"; align-items: stretch;
}
.tp-side { grid-area: p1; position: relative; contain: layout paint; display: flex; flex-direction: column; gap: 0.5rem; padding: 0.625rem; border: 3px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); min-width: 0; }
.tp-side[data-player="2"] { grid-area: p2; }
.tp-stage[data-rotate="true"] .tp-side[data-player="2"] { transform: rotate(180deg); }
.tp-centre { grid-area: centre; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.75rem; min-width: 0; }
@container (min-width: 720px) {
  .tp-stage { grid-template-areas: "p1 centre p2"; grid-template-columns: 1fr minmax(12rem, auto) 1fr; }
}
.tp-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.875rem; font-weight: 700; font-size: 1.25rem; }
.tp-name { flex: 1 1 auto; }
.tp-score { display: inline-flex; align-items: center; gap: 0.25rem; }
.tp-score svg { width: 1.4em; height: 1.4em; fill: #f0a500; stroke: #8a5a00; }
/* The clock changes every second: a fixed box, so only it is laid out and painted again. */
.tp-clock { display: inline-block; min-width: 3.2em; text-align: center; contain: layout paint; font-variant-numeric: tabular-nums; padding: 0.125rem 0.625rem; border-radius: 999px; background: var(--_accent-soft); }
.tp-start { min-height: 3.5rem; padding-inline: 2rem; font-size: 1.375rem; }
.tp-keys { text-align: center; max-width: 22rem; }
kbd { font: inherit; font-weight: 700; }
.tp-key {
  position: absolute; inset-block-start: 2px; inset-inline-start: 2px; min-width: 1.2rem; padding: 0 0.2rem; border-radius: 4px;
  background: var(--_ink); color: var(--_surface); font-size: 0.75rem; line-height: 1.2rem; text-align: center; pointer-events: none;
}
.tp-frozen {
  position: absolute; inset: 0; z-index: 2; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.25rem;
  border-radius: var(--_radius); background: rgb(214 236 250 / 0.88); color: #0b3d5c; font-size: 1.75rem; font-weight: 800;
  border: 4px dashed #0b3d5c;
}
.tp-frozen svg { width: 3.5rem; height: 3.5rem; }
.tp-frozen[data-flash] { animation: tp-flash 300ms 3 alternate; }
@keyframes tp-flash { from { background: rgb(255 255 255 / 0.98); } to { background: rgb(150 205 240 / 0.9); } }
@media (prefers-reduced-motion: reduce) { .tp-frozen[data-flash] { animation: none; background: #fff; } }
.tp-end { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; text-align: center; }
.tp-winner { margin: 0; font-size: 1.75rem; font-weight: 800; }
.tp-scores { margin: 0; padding: 0; list-style: none; font-size: 1.25rem; }
.tp-scores [data-winner]::before { content: '★ '; color: #8a5a00; }
`;
