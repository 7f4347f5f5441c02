import { toolStyles } from '../tool-kit';

export const styles =
  toolStyles +
  /* css */ `
.wm-stage { display: grid; gap: 0.75rem; }
.wm-top { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; }
.wm-prompt {
  flex: 1 1 18rem; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem;
  padding: 0.5rem 0.75rem; border: 2px solid var(--_line); border-radius: var(--_radius); background: var(--_surface);
}
.wm-mallet { width: 2.25rem; height: 2.25rem; flex: none; }
.wm-prompt-text { margin: 0; flex: 1 1 10rem; display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.6rem; font-size: 1.25rem; font-weight: 700; }
.wm-small { font-size: 1rem; font-weight: 600; color: var(--_muted); }
.wm-target { font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem); color: var(--_accent); }
.wm-meters { display: flex; gap: 0.5rem; }
.wm-meter {
  min-height: var(--_target); display: inline-flex; align-items: center; padding: 0 0.9rem;
  border: 2px solid var(--_line); border-radius: 999px; background: var(--_surface);
  font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap;
}
.wm-field {
  display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: clamp(0.35rem, 1.5vw, 0.9rem);
  width: 100%; max-width: 38rem; margin: 0 auto; padding: clamp(0.4rem, 1.5vw, 0.9rem);
  border-radius: var(--_radius); background: linear-gradient(#8fcf6b, #6fb24f);
}
.wm-hole {
  position: relative; aspect-ratio: 1 / 0.82; min-height: 80px; padding: 0; overflow: hidden;
  border: 2px solid #4d8a34; border-radius: 14px; background: linear-gradient(#a6dc84, #84c463);
  color: var(--_ink); font: inherit; cursor: pointer; touch-action: manipulation; user-select: none;
}
.wm-key {
  position: absolute; top: 0.3rem; left: 0.4rem; z-index: 3; min-width: 1.5rem; padding: 0 0.3rem;
  border-radius: 999px; background: rgb(255 255 255 / 0.85); color: var(--_ink); font-size: 0.875rem; font-weight: 700; line-height: 1.5rem;
}
.wm-back { position: absolute; left: 6%; bottom: 8%; width: 88%; height: 28%; }
.wm-pit { position: absolute; left: 0; right: 0; top: 0; bottom: 20%; overflow: hidden; }
.wm-mole { position: absolute; left: 10%; bottom: -4%; width: 80%; height: 100%; animation: wm-rise 180ms ease-out; }
.wm-mole-body { position: absolute; inset: 0; width: 100%; height: 100%; }
.wm-word {
  position: absolute; left: 50%; bottom: 6%; transform: translateX(-50%); z-index: 2;
  max-width: 135%; padding: 0.1rem 0.45rem; border: 2px solid #5a3a20; border-radius: 8px;
  background: #fffdf5; color: #1d1d1d; font-size: clamp(0.95rem, 0.8rem + 0.9vw, 1.5rem); font-weight: 700; line-height: 1.25; white-space: nowrap;
}
.wm-front { position: absolute; left: 0; bottom: 0; width: 100%; height: 26%; z-index: 1; }
.wm-hole[data-state="hit"] { border-color: var(--_ok); box-shadow: inset 0 0 0 3px var(--_ok); }
.wm-hole[data-state="miss"] { border-color: var(--_error); box-shadow: inset 0 0 0 3px var(--_error); }
.wm-hole[data-state="hit"] .wm-mole, .wm-hole[data-state="miss"] .wm-mole { animation: wm-duck 350ms ease-in forwards; }
.wm-hole[data-state="hit"] .wm-word { border-color: var(--_ok); background: var(--_ok-soft); }
.wm-hole[data-state="miss"] .wm-word { border-color: var(--_error); background: var(--_error-soft); text-decoration: line-through; }
@keyframes wm-rise { from { transform: translateY(100%); } to { transform: translateY(0); } }
@keyframes wm-duck { 0%, 40% { transform: translateY(0); } 100% { transform: translateY(100%); } }
/* Still mode (reduced motion): moles appear and go without moving. */
.wm-stage[data-motion="still"] .wm-mole, .wm-stage[data-motion="still"] .wm-hole .wm-mole { animation: none; }
.wm-select { min-height: 44px; font: inherit; padding: 0 0.5rem; border-radius: 0.5rem; border: 2px solid var(--_line); background: var(--_surface); color: var(--_ink); max-width: 100%; }
@container (max-width: 480px) {
  .wm-hole { min-height: 0; }
  .wm-key { font-size: 0.75rem; line-height: 1.25rem; min-width: 1.25rem; }
}
`;
