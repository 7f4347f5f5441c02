import { createElementClass } from '../runtime';
import { NameIt } from './NameIt';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-name-it` class, unregistered: define.ts registers it under a tag. */
export const VerseNameIt = createElementClass(NameIt, { attributes: attributeTypes, events, styles });
