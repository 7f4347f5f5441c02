import { toolStyles } from '../tool-kit';
import { twoPlayerStyles } from '../tool-kit/two-player';

export const styles =
  toolStyles +
  twoPlayerStyles +
  /* css */ `
.ni-card {
  position: relative; width: 100%; max-width: 24rem; margin-inline: auto; aspect-ratio: 1; border-radius: 50%;
  background: #fff; border: 3px solid var(--_line); box-shadow: 0 2px 8px rgb(31 41 51 / 0.12);
}
.ni-centre { width: min(100%, 20rem); border-color: var(--_accent); border-width: 4px; }
@container (min-width: 720px) { .ni-centre { width: clamp(11rem, 27cqi, 22rem); } }
/* The largest symbol's box (BOX in Board.tsx); each symbol is placed and sized by translate and scale. */
.ni-icon {
  position: absolute; left: 0; top: 0; width: 30%; height: 30%; display: block; padding: 0; margin: 0; border: 0; border-radius: 50%;
  background: transparent; cursor: pointer; touch-action: manipulation; scale: var(--ni-scale);
}
/* The key letter keeps its size on a smaller symbol. */
.ni-icon .tp-key { scale: calc(1 / var(--ni-scale)); transform-origin: 0 0; }
.ni-icon > span { display: block; width: 100%; height: 100%; }
.ni-icon svg { display: block; width: 100%; height: 100%; overflow: visible; }
button.ni-icon:hover { background: var(--_accent-soft); }
button.ni-icon:active { transform: scale(0.94); }
`;
