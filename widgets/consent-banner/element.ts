import { createElementClass } from '../runtime';
import { ConsentBanner } from './ConsentBanner';
import { CONSENT_SETTINGS_EVENT } from './logic';
import { attributeTypes, events } from './meta';
import { styles } from './styles';

const Base = createElementClass(ConsentBanner, {
  attributes: attributeTypes,
  events,
  styles,
}) as typeof HTMLElement;

/** The `verse-consent-banner` class, unregistered: define.ts registers it under a tag. */
export class VerseConsentBanner extends Base {
  /** Shows the bar again, with focus on it, whatever is stored (the footer's Cookie settings). */
  show(): void {
    this.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
  }
}
