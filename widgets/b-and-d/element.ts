import { createElementClass } from '../runtime';
import { BAndD } from './BAndD';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-b-and-d` class, unregistered: define.ts registers it under a tag. */
export const VerseBAndD = createElementClass(BAndD, { attributes: attributeTypes, events, styles });
