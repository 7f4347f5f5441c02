import { FONT_FAMILIES, TINTS } from './comfort';
import css from './styles.css?inline';

const fontStacks = {
  lexend: `'${FONT_FAMILIES.lexend}','Lexend Variable','Lexend',system-ui,sans-serif`,
  opendyslexic: `'${FONT_FAMILIES.opendyslexic}','OpenDyslexic','Comic Sans MS',system-ui,sans-serif`,
  atkinson: `'${FONT_FAMILIES.atkinson}','Atkinson Hyperlegible',system-ui,sans-serif`,
};

/** The rules that follow comfort.ts: each reading font's stack and each tint's colour. */
const comfortRules =
  `:host{--_tool-font:${fontStacks.lexend}}` +
  `.tool-shell[data-font="opendyslexic"]{--_tool-font:${fontStacks.opendyslexic}}` +
  `.tool-shell[data-font="atkinson"]{--_tool-font:${fontStacks.atkinson}}` +
  Object.entries(TINTS)
    .filter(([, tint]) => tint.color)
    .map(([name, tint]) => `.tool-shell[data-tint="${name}"]{--_tool-bg:${tint.color}}`)
    .join('');

/**
 * The shell and the pieces every tool shares (styles.css). Concatenate with a tool's own CSS:
 * `styles: toolStyles + letterTilesStyles`.
 */
export const toolStyles: string = css + comfortRules;
