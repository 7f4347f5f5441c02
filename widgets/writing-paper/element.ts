import { createElementClass } from '../runtime';
import { attributeTypes, events } from './meta';
import { styles } from './styles';
import { WritingPaper } from './WritingPaper';

/** The `verse-writing-paper` class, unregistered: define.ts registers it under a tag. */
export const VerseWritingPaper = createElementClass(WritingPaper, { attributes: attributeTypes, events, styles });
