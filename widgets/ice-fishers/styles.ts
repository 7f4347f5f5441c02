import { toolStyles } from '../tool-kit';

export const styles =
  toolStyles +
  /* css */ `
.if-stage { display: grid; gap: 0.75rem; }
.if-top { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; }
.if-prompt {
  flex: 1 1 18rem; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem;
  padding: 0.5rem 0.75rem; border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_surface);
}
.if-prompt-text { margin: 0; flex: 1 1 10rem; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.6rem; font-size: 1.25rem; font-weight: 700; }
.if-small { font-size: 1rem; font-weight: 600; color: var(--_muted); }
.if-target { font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem); color: var(--_accent); }
.if-meters { display: flex; gap: 0.5rem; }
.if-meter {
  min-height: var(--_target); display: inline-flex; align-items: center; padding: 0 0.9rem;
  border: 2px solid var(--_line); border-radius: 999px; background: var(--_surface);
  font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap;
}
.if-play { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: center; }
.if-scene {
  position: relative; flex: 1 1 20rem; max-width: 56rem; aspect-ratio: 1000 / 340;
  overflow: hidden; border-radius: var(--_radius); border: 2px solid #9cc3dd; container-type: inline-size;
}
.if-water, .if-ice { position: absolute; inset: 0; width: 100%; height: 100%; }
.if-lane { position: absolute; inset: 0; pointer-events: none; }
/* A fish: 15% of the ice wide, centred on its x (moved by translateX in cqw), on the holes' line (y 200 of 340). */
.if-swim { position: absolute; left: -7.5%; width: 15%; top: 48.5%; height: 20.6%; will-change: transform; }
.if-fish-body { position: absolute; inset: 0; width: 100%; height: 100%; }
.if-label {
  position: absolute; left: 54%; top: 50%; transform: translate(-50%, -50%);
  padding: 0 0.35rem; border-radius: 6px; background: #fffdf5; color: #1d1d1d; border: 2px solid #b8621f;
  font-size: clamp(0.875rem, 0.6rem + 1.6cqw, 1.5rem); font-weight: 700; line-height: 1.3; white-space: nowrap;
}
.if-swim[data-wrong] .if-label { border-color: var(--_error); text-decoration: line-through; }
.if-holes { position: absolute; inset: 0; }
.if-hole {
  position: absolute; top: 18%; height: 64%; width: 18%; min-height: 44px; padding: 0;
  border: 0; border-radius: 999px; background: transparent; cursor: pointer; touch-action: manipulation;
}
.if-hole:hover { background: rgb(255 255 255 / 0.12); }
.if-key {
  position: absolute; top: 0; left: 50%; transform: translateX(-50%); min-width: 1.5rem; padding: 0 0.3rem;
  border-radius: 999px; background: rgb(255 255 255 / 0.92); color: var(--_ink); font-size: 0.875rem; font-weight: 700; line-height: 1.5rem;
}
/* A cast: the line drops into the hole; green for a catch, red for a wrong fish. */
.if-hole[data-cast]::after {
  content: ''; position: absolute; left: calc(50% - 2px); top: 1.5rem; width: 4px; height: 45%;
  background: #4b4b4b; border-radius: 2px; animation: if-drop 400ms ease-out;
}
.if-hole[data-cast="caught"] { box-shadow: inset 0 0 0 4px var(--_ok); }
.if-hole[data-cast="wrong"] { box-shadow: inset 0 0 0 4px var(--_error); }
@keyframes if-drop { from { transform: scaleY(0); transform-origin: top; } to { transform: scaleY(1); transform-origin: top; } }
.if-bucket { display: grid; justify-items: center; gap: 0.25rem; }
.if-bucket-picture { width: 6.5rem; height: 6.5rem; }
.if-bucket-count { font-weight: 700; animation: if-bump 300ms ease-out; }
@keyframes if-bump { from { transform: scale(1.3); } to { transform: scale(1); } }
/* Still mode (reduced motion): fish wait in the holes; nothing moves. */
.if-stage[data-motion="still"] .if-bucket-count, .if-stage[data-motion="still"] .if-hole[data-cast]::after { animation: none; }
@container (max-width: 560px) {
  .if-play { flex-direction: column; }
  .if-scene { width: 100%; flex: none; }
  .if-bucket { grid-auto-flow: column; align-items: center; }
  .if-bucket-picture { width: 3.5rem; height: 3.5rem; }
  .if-key { font-size: 0.75rem; line-height: 1.25rem; }
}
`;
