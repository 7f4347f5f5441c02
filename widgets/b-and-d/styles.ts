import { toolStyles } from '../tool-kit';
import { PAPER_HEIGHT, PAPER_WIDTH } from './logic';

export const styles =
  toolStyles +
  /* css */ `
.bd-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.bd-letters { display: flex; gap: 0.75rem; }
.bd-letter {
  position: relative; display: inline-flex; align-items: center; gap: 0.25rem;
  min-width: 5.5rem; min-height: 4.5rem; padding: 0.375rem 0.75rem 0.375rem 0.5rem;
  border: 3px solid var(--_line); border-radius: 14px; background: var(--_surface); color: var(--_ink);
  font: inherit; cursor: pointer; touch-action: manipulation;
}
.bd-letter:hover { border-color: var(--_accent); }
.bd-letter[aria-pressed="true"] { border-color: var(--_accent); background: var(--_accent-soft); box-shadow: 0 0 0 2px var(--_accent); }
/* Chosen: a tick as well as the colour. */
.bd-letter[aria-pressed="true"]::after {
  content: ''; position: absolute; top: -0.6rem; right: -0.6rem; width: 1.5rem; height: 1.5rem; border-radius: 50%;
  background: var(--_accent) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12.5l4.5 4.5L19 7.5'/%3E%3C/svg%3E") center / 1rem no-repeat;
}
.bd-letter[aria-disabled="true"] { cursor: not-allowed; }
.bd-letter .picture { width: 3.25rem; height: 3.25rem; flex: none; }
.bd-glyph { font-size: 2.5rem; font-weight: 600; line-height: 1; }
.bd-drive { min-height: 3.5rem; padding-inline: 1.25rem; font-size: 1.125rem; }
.bd-drive svg { width: 2.25rem; height: auto; }
.tool-button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
.bd-alert:not(:empty) {
  margin: 0; padding: 0.5rem 0.875rem; border: 2px solid var(--_error); border-inline-start-width: 8px; border-radius: 10px;
  background: var(--_error-soft); color: var(--_ink); font-weight: 600;
}
.bd-emoji { position: relative; display: inline-block; width: 1.4em; height: 1.4em; vertical-align: -0.4em; }
.bd-emoji .picture { width: 100%; height: 100%; }
.bd-paper {
  position: relative; width: 100%; max-width: ${PAPER_WIDTH}px; aspect-ratio: ${PAPER_WIDTH} / ${PAPER_HEIGHT}; overflow: hidden;
  border-radius: var(--_radius); background: #ffffff; box-shadow: 0 1px 3px rgb(31 41 51 / 0.16), 0 6px 20px rgb(31 41 51 / 0.08);
}
.bd-paper canvas { position: absolute; inset: 0; display: block; width: 100%; height: 100%; }
.bd-ink { touch-action: none; cursor: crosshair; user-select: none; -webkit-user-select: none; -webkit-touch-callout: none; }
/* The car rests its wheels on the point it has reached. */
.bd-car {
  position: absolute; width: ${(36 / PAPER_WIDTH) * 100}%; pointer-events: none;
  transform-origin: 50% 90%; transform: translate(-50%, -90%) rotate(var(--turn, 0deg)) scaleX(var(--flip, 1));
}
.bd-car svg { display: block; width: 100%; height: auto; filter: drop-shadow(0 1px 1px rgb(0 0 0 / 0.3)); }
`;
