import { toolStyles } from '../tool-kit';

export const styles =
  toolStyles +
  /* css */ `
.ao-stage {
  position: relative; overflow: hidden; isolation: isolate; border-radius: var(--_radius);
  min-height: 22rem; padding: 0.75rem; display: grid; gap: 0.75rem; align-content: start;
  background: linear-gradient(#fbe3b4, #f6caa0);
}
.ao-stage[data-theme="ocean"] { background: linear-gradient(#bfe7f7, #8fd0ec); }
.ao-stage[data-theme="winter"] { background: linear-gradient(#cfe0f0, #eef4fa); }
.ao-stage[data-theme="summer"] { background: linear-gradient(#9fd8ff, #d5f0ff); }
.ao-scenery { position: absolute; inset: auto 0 0 0; width: 100%; height: 60%; z-index: -1; }
.ao-play { display: grid; gap: 0.75rem; }
.ao-area {
  background: color-mix(in srgb, var(--_surface) 88%, transparent); border-radius: var(--_radius);
  padding: 0.5rem 0.75rem 0.75rem; border: 2px solid var(--_line);
}
.ao-heading { margin: 0 0 0.5rem; font-size: 1.0625rem; font-weight: 700; color: var(--_ink); }
.ao-deck, .ao-slots { display: flex; flex-wrap: wrap; gap: 0.5rem; min-height: 48px; }
.ao-empty { margin: 0; align-self: center; color: var(--_muted); }
.ao-card, .ao-slot {
  position: relative; min-height: 48px; min-width: 48px; padding: 0.375rem 0.75rem;
  font: inherit; font-size: clamp(1.125rem, 1rem + 0.6vw, 1.5rem); font-weight: 600; letter-spacing: 0.05em;
  cursor: pointer; flex: 0 1 auto; white-space: normal;
}
.ao-card[aria-pressed="true"] { border-width: 3px; transform: translateY(-3px); box-shadow: 0 4px 0 var(--_accent); }
.ao-slot { border-style: dashed; background: color-mix(in srgb, var(--_surface) 70%, transparent); }
.ao-play[data-groups="8"] .ao-slot { min-width: 6rem; }
.ao-play[data-groups="16"] .ao-slot { min-width: 4rem; }
.ao-play[data-groups="1"] .ao-slot, .ao-play[data-groups="2"] .ao-slot { flex: 1 1 12rem; }
.ao-play[data-groups="3"] .ao-slot, .ao-play[data-groups="4"] .ao-slot, .ao-play[data-groups="5"] .ao-slot { flex: 1 1 8rem; }
.ao-slot[data-filled] { border-style: solid; border-color: var(--_ok); background: var(--_ok-soft); cursor: default; padding-left: 1.75rem; }
.ao-slot-number { color: var(--_muted); font-size: 1rem; }
.ao-tick, .ao-cross { position: absolute; top: 50%; left: 0.3rem; width: 1.25rem; height: 1.25rem; transform: translateY(-50%); }
.ao-tick circle { fill: var(--_ok); }
.ao-tick path, .ao-cross path { stroke: #ffffff; stroke-width: 3; stroke-linecap: round; stroke-linejoin: round; }
.ao-cross { left: auto; right: 0.3rem; }
.ao-cross circle { fill: var(--_error); }
/* A wrong slot: red, a cross and a shake for 400 ms (and the live region says so). */
.ao-slot[data-flash="wrong"] { border-style: solid; border-color: var(--_error); background: var(--_error-soft); animation: ao-shake 400ms ease-in-out; }
@keyframes ao-shake { 0%, 100% { translate: 0; } 20%, 60% { translate: -6px; } 40%, 80% { translate: 6px; } }
.ao-done {
  display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: center;
  padding: 0.75rem; border-radius: var(--_radius); background: var(--_surface); border: 3px solid var(--_ok);
}
.ao-done-message { margin: 0; font-size: 1.375rem; font-weight: 700; color: var(--_ink); }
.ao-countdown {
  position: absolute; inset: 0; z-index: 3; display: grid; place-items: center;
  background: color-mix(in srgb, var(--_ink) 45%, transparent);
}
.ao-countdown span {
  display: grid; place-items: center; width: 7rem; height: 7rem; border-radius: 50%;
  background: var(--_surface); color: var(--_accent); font-size: 4rem; font-weight: 800;
  animation: ao-pop 800ms ease-out;
}
@keyframes ao-pop { from { scale: 0.6; opacity: 0.4; } to { scale: 1; opacity: 1; } }
.ao-select { min-height: 44px; font: inherit; padding: 0 0.5rem; border-radius: 0.5rem; border: 2px solid var(--_line); background: var(--_surface); color: var(--_ink); }
.ao-mascot { position: absolute; top: 0.5rem; z-index: 2; pointer-events: none; animation-timing-function: linear; animation-fill-mode: both; }
.ao-mascot[data-direction="ltr"] { left: 0; animation-name: ao-cross-ltr; }
.ao-mascot[data-direction="rtl"] { left: 0; animation-name: ao-cross-rtl; }
.ao-mascot[data-direction="rtl"] svg { transform: scaleX(-1); }
.ao-mascot[data-theme="winter"] { top: auto; bottom: 0.5rem; animation-name: ao-dance; animation-timing-function: ease-in-out; }
.ao-mascot[data-theme="winter"][data-direction="ltr"] { left: 1rem; }
.ao-mascot[data-theme="winter"][data-direction="rtl"] { left: auto; right: 1rem; }
@keyframes ao-cross-ltr { from { translate: -130px 0; } to { translate: calc(100cqw + 10px) 0; } }
@keyframes ao-cross-rtl { from { translate: calc(100cqw + 10px) 0; } to { translate: -130px 0; } }
@keyframes ao-dance { 0%, 100% { rotate: 0deg; translate: 0 0; } 15%, 55% { rotate: -10deg; translate: 0 -8px; } 35%, 75% { rotate: 10deg; translate: 0 0; } }
.ao-stage { container-type: inline-size; }
/* Reduced motion: the mascot still visits, fading in and out where it stands. */
.ao-mascot[data-motion="reduced"] { animation-name: ao-fade; animation-timing-function: ease-in-out; }
.ao-mascot[data-motion="reduced"][data-direction="ltr"] { left: 1rem; }
.ao-mascot[data-motion="reduced"][data-direction="rtl"] { left: auto; right: 1rem; }
@keyframes ao-fade { 0%, 100% { opacity: 0; } 15%, 85% { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .ao-slot[data-flash="wrong"], .ao-countdown span, .ao-card[aria-pressed="true"] { animation: none; transform: none; }
}
`;
