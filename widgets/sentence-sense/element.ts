import { createElementClass } from '../runtime';
import { SentenceSense } from './SentenceSense';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-sentence-sense` class, unregistered: define.ts registers it under a tag. */
export const VerseSentenceSense = createElementClass(SentenceSense, { attributes: attributeTypes, events, styles });
