import { createElementClass } from '../runtime';
import { MathIt } from './MathIt';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-math-it` class, unregistered: define.ts registers it under a tag. */
export const VerseMathIt = createElementClass(MathIt, { attributes: attributeTypes, events, styles });
