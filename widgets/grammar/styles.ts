import { toolStyles } from '../tool-kit';
import { ICON_SIZE } from './logic';

export const styles =
  toolStyles +
  /* css */ `
.gr-activity { --icon: ${ICON_SIZE}px; display: grid; gap: var(--_tool-gap); }
.gr-legend, .gr-cards { display: grid; grid-template-columns: repeat(var(--columns, 5), minmax(0, 1fr)); gap: 0.5rem; }
/* Room above each card for its mark, which sits on the card's top edge, clear of the animals. */
.gr-cards { row-gap: 1.25rem; padding-top: 0.5rem; }
.gr-animal {
  display: flex; align-items: center; gap: 0.5rem; min-height: 3.5rem; padding: 0.375rem 0.5rem;
  border: 2px solid var(--_line); border-radius: 12px; background: var(--_surface); color: var(--_ink);
  font: inherit; text-align: start; cursor: pointer; touch-action: manipulation;
}
.gr-animal:hover { border-color: var(--_accent); }
.gr-animal[aria-pressed="true"] { border-color: var(--_accent); background: var(--_accent-soft); box-shadow: 0 0 0 2px var(--_accent); }
.gr-animal .animal-icon { width: var(--icon); height: var(--icon); flex: none; }
.gr-animal-text { display: grid; min-width: 0; }
.gr-role { font-weight: 700; font-size: 1.0625rem; overflow-wrap: break-word; hyphens: auto; }
.gr-hint { color: var(--_muted); font-size: 0.8125rem; line-height: 1.25; }
.gr-picked { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; min-height: var(--_target); }
.gr-picked .animal-icon { width: 2rem; height: 2rem; }
.gr-picked-text { font-weight: 600; }
.gr-card {
  position: relative; min-width: 0; aspect-ratio: 6 / 5; min-height: 8rem;
  border: 3px solid var(--_line); border-radius: var(--_radius); background: var(--_surface);
}
.gr-card[data-mark="right"] { border-color: var(--_ok); background: var(--_ok-soft); }
.gr-card[data-mark="wrong"] { border-color: var(--_error); background: var(--_error-soft); border-style: dashed; }
.gr-card-target {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.25rem;
  width: 100%; height: 100%; padding: 0.75rem 0.25rem 0.5rem; border: 0; border-radius: inherit;
  background: transparent; color: var(--_ink); font: inherit; cursor: pointer; touch-action: manipulation;
}
.word-picture { width: min(60%, 5.5rem); flex: 1 1 auto; min-height: 0; }
.gr-word { font-size: clamp(1.25rem, 1rem + 1vw, 1.75rem); font-weight: 700; line-height: 1.1; }
.gr-placed {
  position: absolute; z-index: 1; width: var(--icon); height: var(--icon); padding: 2px;
  transform: translate(-50%, -50%); border: 2px solid var(--_ink); border-radius: 50%;
  background: #ffffff; box-shadow: 0 2px 4px rgb(0 0 0 / 0.25); cursor: pointer; touch-action: manipulation;
}
.gr-placed .animal-icon { display: block; width: 100%; height: 100%; }
.gr-placed[aria-pressed="true"] { outline: 3px dashed var(--_accent); outline-offset: 2px; }
.gr-mark {
  position: absolute; z-index: 2; top: -0.8rem; left: 0.5rem; display: inline-flex; align-items: center; gap: 0.25rem;
  padding: 0.1rem 0.5rem 0.1rem 0.15rem; border-radius: 999px; color: #ffffff; font-size: 0.875rem; font-weight: 700; pointer-events: none;
}
.gr-mark svg { width: 1.25rem; height: 1.25rem; fill: none; stroke: currentColor; stroke-width: 3; stroke-linecap: round; }
[data-mark="right"] .gr-mark { background: var(--_ok); }
[data-mark="wrong"] .gr-mark { background: var(--_error); }
.gr-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; }
.gr-score { margin: 0; font-weight: 700; font-size: 1.25rem; }
@container (max-width: 480px) {
  .gr-hint-more { display: none; }
  .gr-animal { flex-direction: column; justify-content: center; gap: 0.125rem; text-align: center; }
  .gr-animal .animal-icon { width: 2.25rem; height: 2.25rem; }
  .gr-role { font-size: 1rem; }
  .gr-card { aspect-ratio: 1; }
}
`;
