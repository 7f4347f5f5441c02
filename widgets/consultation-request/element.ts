import { createElementClass } from '../runtime';
import { ConsultationRequest } from './ConsultationRequest';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-consultation-request` class, unregistered: define.ts registers it under a tag. */
export const VerseConsultationRequest = createElementClass(ConsultationRequest, {
  attributes: attributeTypes,
  events,
  styles,
});
