import { toolStyles } from '../tool-kit';
import { PENS } from '../tool-kit/ink/logic';
import { paperHeight } from './logic';
import css from './styles.css?inline';

/** Each pen's colour on its swatch, and the paper's height for 5 and 10 lines: from the code's own values. */
const computed =
  PENS.map((pen) => `.pen-swatch[data-pen="${pen.name}"]{--_pen:${pen.color}}`).join('') +
  `.paper{height:${paperHeight(5)}px}.paper[data-lines="10"]{height:${paperHeight(10)}px}`;

export const styles = toolStyles + css + computed;
