import { createElementClass } from '../runtime';
import { attributeTypes, events } from './meta';
import { styles } from './styles';
import { SpinnerWheel } from './SpinnerWheel';

/** The `verse-spinner-wheel` class, unregistered: define.ts registers it under a tag. */
export const VerseSpinnerWheel = createElementClass(SpinnerWheel, { attributes: attributeTypes, events, styles });
