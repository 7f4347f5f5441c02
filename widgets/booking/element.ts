import { createElementClass } from '../runtime';
import { Booking } from './Booking';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

/** The `verse-booking` class, unregistered: define.ts registers it under a tag. */
export const VerseBooking = createElementClass(Booking, { attributes: attributeTypes, events, styles });
