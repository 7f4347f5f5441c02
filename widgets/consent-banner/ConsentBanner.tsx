/**
 * `<verse-consent-banner>`: the cookie consent bar, with Google Consent Mode v2.
 * Attributes: privacy-url. Method: show(). Events (bubbling, composed): consent {choice, consent}.
 * Parts: banner, accept, deny, link. Listens on document for `verse:consent-settings`.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { AttributeProps, HostProps } from '../runtime';
import {
  CONSENT_SETTINGS_EVENT,
  consentFor,
  consentStorage as storage,
  readConsent,
  saveConsent,
  startConsentMode,
  updateConsentMode,
  type Consent,
  type ConsentState,
  type TagWindow,
} from './logic';
import type { attributeTypes } from './meta';

/** The `consent` event's detail. */
export type ConsentDetail = { choice: ConsentState; consent: Consent };

type ConsentBannerProps = AttributeProps<typeof attributeTypes> &
  HostProps & {
    onConsent?: (detail: ConsentDetail) => void;
  };

export function ConsentBanner({ container, privacyUrl, onConsent }: ConsentBannerProps) {
  const [visible, setVisible] = useState(() => !readConsent(storage()));
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Layout effect: in place as soon as the element is connected, so an early show() is not lost.
  // The element's own show() dispatches the event on its host; Cookie settings dispatch it on document.
  useLayoutEffect(() => {
    startConsentMode(window as TagWindow, storage());
    const show = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setVisible(true);
      // Re-opened on request: take focus there, so keyboard and screen-reader users land on it.
      requestAnimationFrame(() => panel.current?.focus());
    };
    const host = container?.host;
    host?.addEventListener(CONSENT_SETTINGS_EVENT, show);
    document.addEventListener(CONSENT_SETTINGS_EVENT, show);
    return () => {
      host?.removeEventListener(CONSENT_SETTINGS_EVENT, show);
      document.removeEventListener(CONSENT_SETTINGS_EVENT, show);
    };
  }, [container]);

  const choose = (choice: ConsentState) => {
    saveConsent(storage(), choice);
    const consent = consentFor(choice);
    updateConsentMode(window as TagWindow, consent);
    setVisible(false);
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    onConsent?.({ choice, consent });
  };

  if (!visible) return null;
  return (
    <section className="bar" part="banner" aria-labelledby="consent-title" tabIndex={-1} ref={panel}>
      <div className="text">
        <h2 id="consent-title">Cookies and your privacy</h2>
        <p>
          We'd like cookies to measure our site and ads. The site works either way.{' '}
          {privacyUrl && (
            <a href={privacyUrl} part="link">
              Privacy Policy
            </a>
          )}
        </p>
      </div>
      <div className="buttons">
        <button type="button" part="deny" onClick={() => choose('denied')}>
          Deny
        </button>
        <button type="button" part="accept" className="accept" onClick={() => choose('granted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
