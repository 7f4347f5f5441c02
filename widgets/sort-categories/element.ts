import { createElementClass } from '../runtime';
import { SortCategories } from './SortCategories';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-sort-categories` class, unregistered: define.ts registers it under a tag. */
export const VerseSortCategories = createElementClass(SortCategories, { attributes: attributeTypes, events, styles });
