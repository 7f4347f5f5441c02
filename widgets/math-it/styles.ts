import { toolStyles } from '../tool-kit';
import { twoPlayerStyles } from '../tool-kit/two-player';

export const styles =
  toolStyles +
  twoPlayerStyles +
  /* css */ `
.mi-equation { margin: 0.25rem 0; text-align: center; font-size: clamp(2rem, 1.4rem + 3cqi, 3.25rem); font-weight: 800; font-variant-numeric: tabular-nums; }
.mi-options { display: grid; grid-template-columns: repeat(4, 1fr); gap: 0.5rem; }
.mi-option { position: relative; min-height: 4rem; font-size: clamp(1.5rem, 1.1rem + 1.5cqi, 2.25rem); font-variant-numeric: tabular-nums; cursor: pointer; }
.mi-option:hover { border-color: var(--_accent); }
.mi-operations { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 0; padding: 0; border: 0; }
.mi-operations legend { float: left; margin-inline-end: 0.5rem; }
`;
