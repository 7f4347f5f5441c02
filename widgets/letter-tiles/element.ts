import { createElementClass } from '../runtime';
import { LetterTiles } from './LetterTiles';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-letter-tiles` class, unregistered: define.ts registers it under a tag. */
export const VerseLetterTiles = createElementClass(LetterTiles, { attributes: attributeTypes, events, styles });
