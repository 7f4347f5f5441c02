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
.ni-icon {
  position: absolute; transform: translate(-50%, -50%); display: block; padding: 0; margin: 0; border: 0; border-radius: 50%;
  background: transparent; cursor: pointer; touch-action: manipulation;
}
.ni-icon > span { display: block; width: 100%; height: 100%; }
.ni-icon svg { display: block; width: 100%; height: 100%; overflow: visible; }
button.ni-icon:hover { background: var(--_accent-soft); }
button.ni-icon:active { transform: translate(-50%, -50%) scale(0.94); }
`;
