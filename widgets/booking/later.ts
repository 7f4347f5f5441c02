// What the booking panel needs once the visitor turns to it: the chosen day's time buttons, the
// hold on a time (its requests, countdown and bar) and the details step (the contact form and
// Confirm). The panel loads this with the visitor's first interaction with it, so the element's
// first download is the calendar alone.
import { adoptStyles } from '../runtime';
import css from './later.css?inline';

export { Details } from './Details';
export { HoldBar } from './HoldBar';
export { HoldKeeper } from './useHold';
export { SlotList } from './SlotList';

/** These parts' styles join the element's own in its shadow root. */
export const adoptLaterStyles = (root: ShadowRoot): void => adoptStyles(root, css, { more: true });
