import { toolStyles } from '../tool-kit';

export const styles =
  toolStyles +
  /* css */ `
.mi-stage { display: grid; gap: 0.875rem; justify-items: center; }
.mi-hud { display: flex; gap: 0.75rem; justify-content: center; flex-wrap: wrap; }
.mi-stat {
  display: inline-flex; align-items: baseline; gap: 0.5rem; margin: 0; min-width: 7.5rem; justify-content: center;
  padding: 0.35rem 1rem; border-radius: 999px; border: 2px solid var(--_line); background: var(--_surface);
}
.mi-stat-label { font-size: 1rem; font-weight: 600; color: var(--_muted); }
.mi-stat-value { font-size: 1.75rem; font-weight: 800; font-variant-numeric: tabular-nums; color: var(--_ink); }
.mi-stage[data-state="running"] [role="timer"] { border-color: var(--_accent); }
.mi-center-row { position: relative; display: grid; place-items: center; width: 100%; }
.mi-center {
  display: grid; place-items: center; width: min(15rem, 70vw); aspect-ratio: 4 / 3; border-radius: 18px;
  border: 4px solid var(--_accent); background: var(--_surface); box-shadow: 0 4px 0 var(--_accent);
}
.mi-center-text { font-size: clamp(4rem, 3rem + 4vw, 6rem); font-weight: 700; line-height: 1; color: var(--_accent); }
.mi-dots { width: 88%; height: auto; }
.mi-cell { fill: none; stroke: var(--_line); stroke-width: 1.2; }
.mi-symbol { fill: var(--_accent); }
.mi-toast {
  position: absolute; z-index: 2; display: grid; gap: 0.25rem; justify-items: center; padding: 0.75rem 1.5rem;
  border-radius: 14px; background: var(--_ink); color: var(--_surface); font-size: 1.5rem; box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
  animation: mi-pop 180ms ease-out;
}
.mi-toast[data-kind="wrong"] { background: var(--_error); color: #ffffff; }
.mi-toast span { font-size: 1.25rem; }
@keyframes mi-pop { from { scale: 0.8; opacity: 0; } }
.mi-cards { --_n: 6; display: grid; grid-template-columns: repeat(var(--_n), minmax(0, 6.5rem)); gap: 0.625rem; justify-content: center; width: 100%; }
.mi-cards[data-count="2"] { --_n: 2; }
.mi-cards[data-count="3"] { --_n: 3; }
.mi-cards[data-count="4"] { --_n: 4; }
.mi-cards[data-count="5"] { --_n: 5; }
.tool-tile.mi-card { min-height: 5rem; font: inherit; font-size: clamp(2rem, 1.5rem + 2vw, 2.75rem); font-weight: 700; cursor: pointer; }
.tool-tile.mi-card:hover { border-color: var(--_accent); }
.tool-tile.mi-card[aria-disabled="true"] { cursor: default; color: var(--_muted); background: color-mix(in srgb, var(--_surface) 70%, transparent); }
.mi-hint { text-align: center; }
.mi-bar {
  display: grid; gap: 0.5rem; width: 100%; padding: 0.75rem; margin-top: 0.25rem;
  border-top: 3px solid var(--_line); background: color-mix(in srgb, var(--_surface) 80%, transparent); border-radius: var(--_radius);
}
@container (max-width: 560px) {
  .mi-cards[data-count="4"] { --_n: 2; }
  .mi-cards[data-count="5"], .mi-cards[data-count="6"] { --_n: 3; }
}
@media (prefers-reduced-motion: reduce) { .mi-toast { animation: none; } }
`;
