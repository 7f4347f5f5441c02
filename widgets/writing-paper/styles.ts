import { toolStyles } from '../tool-kit';
import { PENS } from '../tool-kit/ink/logic';
import { SHORT_SCREEN, paperHeight } from './logic';
import css from './styles.css?inline';

/** Each pen's colour on its swatch, and the paper's height for 5 and 10 lines (smaller on a short screen): from the code's own values. */
const computed =
  PENS.map((pen) => `.pen-swatch[data-pen="${pen.name}"]{--_pen:${pen.color}}`).join('') +
  `.paper{height:${paperHeight(5)}px}.paper[data-lines="10"]{height:${paperHeight(10)}px}` +
  `@media ${SHORT_SCREEN}{.paper{height:${paperHeight(5, true)}px}.paper[data-lines="10"]{height:${paperHeight(10, true)}px}}`;

export const styles = toolStyles + css + computed;
