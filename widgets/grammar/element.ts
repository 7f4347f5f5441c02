import { createElementClass } from '../runtime';
import { Grammar } from './Grammar';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-grammar` class, unregistered: define.ts registers it under a tag. */
export const VerseGrammar = createElementClass(Grammar, { attributes: attributeTypes, events, styles });
