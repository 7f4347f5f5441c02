import { toolStyles } from '../tool-kit';
import { PAPER_HEIGHT, PAPER_WIDTH } from './logic';
import css from './styles.css?inline';

/** What follows the paper's size in drawing units (logic.ts): its largest width and shape, and the car's width (36 units). */
const sized = `.bd-play{--bd-paper-ratio:${PAPER_WIDTH / PAPER_HEIGHT}}.bd-paper{max-width:${PAPER_WIDTH}px;aspect-ratio:${PAPER_WIDTH}/${PAPER_HEIGHT}}.bd-car{width:${(36 / PAPER_WIDTH) * 100}%}`;

export const styles = toolStyles + css + sized;
