import { createElementClass } from '../runtime';
import { AlphabetSequencing } from './AlphabetSequencing';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-alphabet-sequencing` class, unregistered: define.ts registers it under a tag. */
export const VerseAlphabetSequencing = createElementClass(AlphabetSequencing, { attributes: attributeTypes, events, styles });
