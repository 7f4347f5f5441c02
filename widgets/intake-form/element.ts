import { createElementClass } from '../runtime';
import { IntakeForm } from './IntakeForm';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-intake-form` class, unregistered: define.ts registers it under a tag. */
export const VerseIntakeForm = createElementClass(IntakeForm, {
  attributes: attributeTypes,
  events,
  styles,
});
