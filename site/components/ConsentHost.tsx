import { useEffect } from 'react';
import { CONSENT_SETTINGS_EVENT } from '../../widgets/consent-banner/logic';
import { loadElement } from '../lib/elements';

/**
 * The cookie consent banner of every page. It sits last in the page:
 * the bar is sticky, so at the end of a page it rests below the footer instead of covering it.
 * The footer's Cookie settings dispatches `verse:consent-settings`, which the banner listens for.
 */
export function ConsentHost() {
  useEffect(() => {
    void loadElement('verse-consent-banner');
    // Cookie settings pressed before the banner's code arrived: show it as soon as it is defined.
    const early = () => {
      if (customElements.get('verse-consent-banner')) return;
      void customElements.whenDefined('verse-consent-banner').then(() => document.querySelector('verse-consent-banner')?.show());
    };
    document.addEventListener(CONSENT_SETTINGS_EVENT, early);
    return () => document.removeEventListener(CONSENT_SETTINGS_EVENT, early);
  }, []);
  return <verse-consent-banner privacy-url="/privacy" />;
}
