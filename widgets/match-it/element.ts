import { createElementClass } from '../runtime';
import { MatchIt } from './MatchIt';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-match-it` class, unregistered: define.ts registers it under a tag. */
export const VerseMatchIt = createElementClass(MatchIt, { attributes: attributeTypes, events, styles });
