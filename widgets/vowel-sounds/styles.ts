import { toolStyles } from '../tool-kit';

export const styles =
  toolStyles +
  /* css */ `
.vowel-board { display: grid; gap: 1rem; }
.vowel-line {
  --_cols: 14;
  display: grid; grid-template-columns: repeat(var(--_cols), minmax(0, 4rem)); gap: 0.375rem; justify-content: center;
  padding-bottom: 1rem; border-bottom: 3px solid var(--_line);
}
.vowel-board[data-columns="7"] .vowel-line { --_cols: 7; }
.vowel-line:last-of-type { border-bottom: 0; padding-bottom: 0; }
.tool-tile.vowel {
  position: relative; aspect-ratio: 1; min-width: 0; min-height: 40px; padding: 0;
  font: inherit; font-size: clamp(1.5rem, 1rem + 1.6vw, 2.25rem); font-weight: 600; cursor: pointer;
}
.tool-tile.vowel:hover { border-color: var(--_accent); }
/* Selected: a tick and a thick border as well as the colour, and the letter stays readable. */
.tool-tile.vowel[aria-pressed="true"] { border-width: 3px; cursor: default; }
.vowel-check { position: absolute; top: -0.45rem; right: -0.45rem; width: 1.35rem; height: 1.35rem; }
.vowel-check circle { fill: var(--_ok); }
.vowel-check path { stroke: #ffffff; stroke-width: 3; stroke-linecap: round; stroke-linejoin: round; }
.vowel-progress { margin: 0; text-align: center; font-weight: 600; color: var(--_muted); }
`;
