import { toolStyles } from '../tool-kit';
import { PENS } from '../tool-kit/ink/logic';
import { paperHeight } from './logic';

const penRules = PENS.map((pen) => `.pen-swatch[data-pen="${pen.name}"] { --_pen: ${pen.color}; }`).join('\n');
const hidden = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;';

export const styles =
  toolStyles +
  /* css */ `
.paper-tools { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; }
.pen-swatch {
  display: grid; place-items: center; width: var(--_target); height: var(--_target); padding: 0;
  border: 3px solid var(--_surface); border-radius: 50%; background: var(--_pen); color: #ffffff;
  box-shadow: 0 0 0 2px var(--_line);
}
.pen-swatch[aria-pressed="true"] { box-shadow: 0 0 0 3px var(--_ink); }
.pen-swatch svg { width: 1.5rem; height: 1.5rem; }
${penRules}
.tool-button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }

.paper {
  position: relative; width: 100%; height: ${paperHeight(5)}px; overflow: hidden;
  border-radius: var(--_radius); background: #ffffff; box-shadow: 0 1px 3px rgb(31 41 51 / 0.16), 0 6px 20px rgb(31 41 51 / 0.08);
}
.paper[data-lines="10"] { height: ${paperHeight(10)}px; }
.paper canvas { position: absolute; inset: 0; display: block; width: 100%; height: 100%; }
.paper-ink { touch-action: none; cursor: crosshair; user-select: none; -webkit-user-select: none; -webkit-touch-callout: none; }
.paper-ink[data-tool="eraser"] { cursor: cell; }
.paper-ink:focus { outline: none; box-shadow: none; }

@container (max-width: 480px) {
  .paper-tools .tool-button { padding: 0.4rem; }
}

/* Over a lesson slide: only the lines, the ink and a slim strip of controls. */
.tool-shell[data-bg="transparent"] { padding: 0.25rem; gap: 0.25rem; }
.tool-shell[data-bg="transparent"] .tool-title, .tool-shell[data-bg="transparent"] .label-wide { ${hidden} }
.tool-shell[data-bg="transparent"] .tool-bar { justify-content: flex-end; gap: 0.25rem; }
.tool-shell[data-bg="transparent"] :is(.tool-toolbar, .shell-actions) {
  gap: 0.25rem; padding: 0.125rem; border-radius: 1.5rem; background: rgb(255 255 255 / 0.88); box-shadow: 0 1px 4px rgb(0 0 0 / 0.18);
}
.tool-shell[data-bg="transparent"] .tool-button { padding: 0.4rem; }
.tool-shell[data-bg="transparent"] .paper { background: transparent; box-shadow: none; border-radius: 0; }
`;
