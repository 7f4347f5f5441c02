import { createElementClass } from '../runtime';
import { Booking } from './Booking';
import { attributeTypes } from './meta';
import { styles } from './styles';

/** The `verse-booking` class, unregistered: define.ts registers it under a tag. */
export const VerseBooking = createElementClass(Booking, {
  attributes: attributeTypes,
  events: ['onBooked', 'onHoldexpired', 'onClose'],
  styles,
});
