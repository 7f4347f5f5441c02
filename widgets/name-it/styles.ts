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
/* Where a symbol is drawn, for tapping and focus: the largest symbol's box (BOX in Board.tsx), placed and sized by translate and scale. */
.ni-icon {
  position: absolute; left: 0; top: 0; width: 30%; height: 30%; display: block; padding: 0; margin: 0; border: 0; border-radius: 50%;
  background: transparent; cursor: pointer; touch-action: manipulation; scale: var(--ni-scale);
}
/* The key letter keeps its size on a smaller symbol. */
.ni-icon .tp-key { scale: calc(1 / var(--ni-scale)); transform-origin: 0 0; }
.ni-pictures { position: absolute; inset: 0; width: 100%; height: 100%; border-radius: 50%; pointer-events: none; }
/* Over the drawn picture: a tint, so the picture still shows. */
button.ni-icon:hover { background: rgb(47 93 138 / 0.16); }
button.ni-icon:active { transform: scale(0.94); }
`;
