import { createElementClass } from '../runtime';
import { attributeTypes, events } from './meta';
import { styles } from './styles';
import { WhackAMole } from './WhackAMole';

/** The `verse-whack-a-mole` class, unregistered: define.ts registers it under a tag. */
export const VerseWhackAMole = createElementClass(WhackAMole, { attributes: attributeTypes, events, styles });
