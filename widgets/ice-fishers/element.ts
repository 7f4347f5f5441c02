import { createElementClass } from '../runtime';
import { IceFishers } from './IceFishers';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-ice-fishers` class, unregistered: define.ts registers it under a tag. */
export const VerseIceFishers = createElementClass(IceFishers, { attributes: attributeTypes, events, styles });
