import { createElementClass } from '../runtime';
import { attributeTypes, events } from './meta';
import { styles } from './styles';
import { VowelSounds } from './VowelSounds';

/** The `verse-vowel-sounds` class, unregistered: define.ts registers it under a tag. */
export const VerseVowelSounds = createElementClass(VowelSounds, { attributes: attributeTypes, events, styles });
