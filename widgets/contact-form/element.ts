import { createElementClass } from '../runtime';
import { ContactForm } from './ContactForm';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-contact-form` class, unregistered: define.ts registers it under a tag. */
export const VerseContactForm = createElementClass(ContactForm, {
  attributes: attributeTypes,
  events,
  styles,
});
