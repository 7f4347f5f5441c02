import { createElementClass } from '../runtime';
import { attributeTypes, events } from './meta';
import { PlaceValueShowdown } from './PlaceValueShowdown';
import { styles } from './styles';

/** The `verse-place-value-showdown` class, unregistered: define.ts registers it under a tag. */
export const VersePlaceValueShowdown = createElementClass(PlaceValueShowdown, { attributes: attributeTypes, events, styles });
