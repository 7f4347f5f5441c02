import { createElementClass } from '../runtime';
import { ConsentBanner, SHOW_EVENT } from './ConsentBanner';
import { attributeTypes } from './meta';
import { styles } from './styles';

const Base = createElementClass(ConsentBanner, {
  attributes: attributeTypes,
  events: ['onConsent'],
  styles,
}) as typeof HTMLElement;

/** The `verse-consent-banner` class, unregistered: define.ts registers it under a tag. */
export class VerseConsentBanner extends Base {
  /** Shows the bar again, with focus on it, whatever is stored (the footer's Cookie settings). */
  show(): void {
    this.dispatchEvent(new Event(SHOW_EVENT));
  }
}
