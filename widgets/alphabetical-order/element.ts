import { createElementClass } from '../runtime';
import { AlphabeticalOrder } from './AlphabeticalOrder';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-alphabetical-order` class, unregistered: define.ts registers it under a tag. */
export const VerseAlphabeticalOrder = createElementClass(AlphabeticalOrder, { attributes: attributeTypes, events, styles });
