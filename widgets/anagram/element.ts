import { createElementClass } from '../runtime';
import { Anagram } from './Anagram';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-anagram` class, unregistered: define.ts registers it under a tag. */
export const VerseAnagram = createElementClass(Anagram, { attributes: attributeTypes, events, styles });
