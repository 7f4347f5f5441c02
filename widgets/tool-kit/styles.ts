import { FONT_FAMILIES, TINTS } from './comfort';

// Whole values interpolated (never inside quotes), so the build's CSS minifier sees plain CSS.
const fontStacks = {
  lexend: `'${FONT_FAMILIES.lexend}', 'Lexend Variable', 'Lexend', system-ui, sans-serif`,
  opendyslexic: `'${FONT_FAMILIES.opendyslexic}', 'OpenDyslexic', 'Comic Sans MS', system-ui, sans-serif`,
  atkinson: `'${FONT_FAMILIES.atkinson}', 'Atkinson Hyperlegible', system-ui, sans-serif`,
};

const tintRules = Object.entries(TINTS)
  .filter(([, tint]) => tint.color)
  .map(([name, tint]) => `.tool-shell[data-tint="${name}"] { --_tool-bg: ${tint.color}; }\n.swatch[data-tint="${name}"] { --_swatch: ${tint.color}; }`)
  .join('\n');

/**
 * The shell and the pieces every tool shares: buttons, tiles, panels, focus. Concatenate with a
 * tool's own CSS: `styles: toolStyles + letterTilesStyles`. Sizes are for children: every target
 * is at least 44 px, text starts at 1.125rem.
 */
export const toolStyles = /* css */ `
:host {
  --_tool-font: ${fontStacks.lexend};
  --_tool-bg: var(--verse-tool-background, var(--_canvas));
  --_target: 44px;
  --_tool-gap: 0.75rem;
  container-type: inline-size;
}
.tool-shell {
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--_tool-gap);
  min-width: 0;
  padding: clamp(0.5rem, 2vw, 1.25rem);
  border-radius: var(--_radius);
  background: var(--_tool-bg);
  color: var(--_ink);
  font-family: var(--_tool-font);
  font-size: 1.125rem;
}
.tool-shell[data-font="opendyslexic"] { --_tool-font: ${fontStacks.opendyslexic}; font-size: 1.0625rem; }
.tool-shell[data-font="atkinson"] { --_tool-font: ${fontStacks.atkinson}; }
.tool-shell[data-spacing="wide"] { letter-spacing: 0.12em; word-spacing: 0.16em; line-height: 1.7; }
.tool-shell[data-bg="transparent"] { --_tool-bg: transparent; }
${tintRules}

.tool-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; }
.tool-title { margin: 0; flex: 1 1 auto; min-width: 8rem; font-size: clamp(1.375rem, 1.1rem + 1.2vw, 1.875rem); line-height: 1.2; font-weight: 700; color: var(--_ink); }
.tool-toolbar, .shell-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.shell-actions { margin-inline-start: auto; }
.tool-body { position: relative; min-width: 0; }

.tool-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.4rem;
  min-height: var(--_target); min-width: var(--_target);
  padding: 0.4rem 1rem;
  border: 2px solid var(--_accent); border-radius: 999px;
  background: var(--_surface); color: var(--_accent);
  font-weight: 600; font-size: 1rem; line-height: 1.2; text-decoration: none;
  transition: background-color 120ms, color 120ms, transform 120ms;
}
.tool-button:hover { background: var(--_accent-soft); }
.tool-button:active { transform: translateY(1px); }
.tool-button.primary { background: var(--_accent); color: var(--_accent-ink); }
.tool-button.primary:hover { filter: brightness(1.1); }
.tool-button[aria-pressed="true"], .tool-button[aria-expanded="true"] { background: var(--_accent); color: var(--_accent-ink); }
.tool-button:disabled { opacity: 0.55; }
.tool-button.icon { padding: 0.4rem; border-radius: 50%; }
.tool-button svg { width: 1.4em; height: 1.4em; flex: none; }
.tool-link { display: inline-flex; align-items: center; min-height: var(--_target); padding: 0 0.5rem; color: var(--_accent); font-size: 0.95rem; font-weight: 600; }

.tool-tile {
  display: inline-flex; align-items: center; justify-content: center;
  min-width: 48px; min-height: 48px; padding: 0.25rem 0.5rem;
  border: 2px solid var(--_line); border-radius: 10px;
  background: var(--_surface); color: var(--_ink);
  font-size: 1.5rem; font-weight: 600; line-height: 1;
  box-shadow: 0 2px 0 var(--_line);
  user-select: none; touch-action: manipulation;
}
.tool-tile[aria-pressed="true"], .tool-tile[aria-selected="true"], .tool-tile.selected { border-color: var(--_accent); background: var(--_accent-soft); box-shadow: 0 0 0 2px var(--_accent); }
.tool-tile.correct { border-color: var(--_ok); background: var(--_ok-soft); }
.tool-tile.wrong { border-color: var(--_error); background: var(--_error-soft); }

.settings-panel {
  display: grid; gap: 1rem;
  padding: 1rem; border: 2px solid var(--_line); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_ink);
}
.settings-panel[hidden] { display: none; }
.settings-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.settings-head h2, .settings-head h3 { margin: 0; font-size: 1.25rem; }
.settings-panel fieldset { margin: 0; padding: 0.75rem; border: 1px solid var(--_line); border-radius: 10px; min-width: 0; }
.settings-panel legend { padding: 0 0.25rem; font-weight: 700; }
.settings-group { display: grid; gap: 0.75rem; }
.choice-row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.choice-label { font-weight: 600; min-width: 7.5rem; }
.choice {
  position: relative; display: inline-flex; align-items: center; gap: 0.4rem;
  min-height: var(--_target); padding: 0.3rem 0.85rem;
  border: 2px solid var(--_line); border-radius: 999px; background: var(--_surface); cursor: pointer;
}
.choice input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.choice:has(input:checked) { border-color: var(--_accent); background: var(--_accent-soft); font-weight: 700; }
.choice:has(input:focus-visible) { outline: 3px solid var(--_focus); outline-offset: 2px; box-shadow: 0 0 0 2px var(--_ink); }
.swatch { width: 1.25rem; height: 1.25rem; border-radius: 50%; border: 1px solid var(--_muted); background: var(--_swatch, transparent); }
.swatch.none { background: linear-gradient(135deg, transparent 45%, var(--_muted) 45%, var(--_muted) 55%, transparent 55%), var(--_surface); }
.volume { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; min-height: var(--_target); }
.volume input[type="range"] { flex: 1 1 8rem; max-width: 24rem; min-height: var(--_target); accent-color: var(--_accent); }
.settings-panel select, .settings-panel input:is([type="text"], [type="number"]) {
  min-height: var(--_target); padding: 0.25rem 0.75rem;
  border: 2px solid var(--_line); border-radius: 10px; background: var(--_surface); color: var(--_ink);
}
.settings-panel label:has(> select, > input:is([type="text"], [type="number"])) { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; font-weight: 600; }
.share-row { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.share-fallback { display: grid; gap: 0.25rem; }
.share-fallback textarea { width: 100%; min-height: 4.5rem; padding: 0.5rem; border: 2px solid var(--_line); border-radius: 8px; font-family: ui-monospace, monospace; font-size: 0.875rem; letter-spacing: normal; resize: vertical; }
.hint { margin: 0; color: var(--_muted); font-size: 0.95rem; }

.celebration-layer { position: fixed; inset: 0; z-index: 2147483000; pointer-events: none; display: grid; place-items: center; }
.confetti-canvas { position: absolute; inset: 0; width: 100%; height: 100%; }
.still-badge { display: grid; place-items: center; width: 9rem; height: 9rem; border-radius: 50%; background: var(--_surface); border: 4px solid var(--_focus); box-shadow: 0 8px 30px rgb(0 0 0 / 0.2); }
.still-badge svg { width: 6rem; height: 6rem; }
.still-badge[hidden] { display: none; }

@container (max-width: 480px) {
  .tool-title { flex-basis: 100%; }
  .shell-actions { margin-inline-start: 0; }
  /* Narrow: icon only, the word stays for screen readers. */
  .tool-button .label-wide { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .choice-label { min-width: 100%; }
}
`;
