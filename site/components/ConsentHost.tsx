import { useRef } from 'react';
import { CONSENT_SETTINGS_EVENT, consentStorage, readConsent } from '../../widgets/consent-banner/logic';
import { syncConsentCookie } from '../../contract/consent-cookie';
import { loadElement } from '../lib/elements';
import { useLaterEffect } from '../lib/next-task';

const secure = () => window.location.protocol === 'https:';

/**
 * The cookie consent banner of every page. It comes right after the skip link, so a keyboard
 * reaches it in a few presses, and shows fixed at the bottom of the screen. While it shows, the
 * page reserves its height (`--consent-space`: padding below the page and scroll padding), and a
 * control that takes focus behind it is scrolled clear, so it hides neither the end of the page nor
 * what the keyboard is on.
 * The footer's Cookie settings dispatches `verse:consent-settings`, which the banner listens for.
 * Its first screen is drawn with the page: its code, the cookie and the space it reserves are
 * taken care of each in a task after the page's own effects.
 * A cookie tells the worker that the visitor has answered (contract/consent-cookie.ts): the pages
 * it serves them then come without the banner's first screen.
 */
export function ConsentHost() {
  const banner = useRef<HTMLElement>(null);

  useLaterEffect(() => {
    void loadElement('verse-consent-banner');
    syncConsentCookie(document, Boolean(readConsent(consentStorage())), secure());
    const answered = () => syncConsentCookie(document, true, secure());
    const element = banner.current;
    element?.addEventListener('consent', answered);
    // Cookie settings pressed before the banner's code arrived: show it as soon as it is defined.
    const early = () => {
      if (customElements.get('verse-consent-banner')) return;
      void customElements.whenDefined('verse-consent-banner').then(() => document.querySelector('verse-consent-banner')?.show());
    };
    document.addEventListener(CONSENT_SETTINGS_EVENT, early);
    return () => {
      document.removeEventListener(CONSENT_SETTINGS_EVENT, early);
      element?.removeEventListener('consent', answered);
    };
  }, []);

  useLaterEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-space', `${element.offsetHeight}px`));
    observer.observe(element);
    // A browser scrolls a focused control into view only to the screen's edge (smoothly, on this
    // site); one that ends behind the banner is scrolled clear of it here: on the next frame, and
    // again when the scroll that focusing started ends, within a second (a reader's own scrolling
    // later is left alone) (inside an element too: the event path's first node).
    let focused: Element | null = null;
    let focusedAt = 0;
    const clearOfBanner = () => {
      if (!focused?.isConnected || element.offsetHeight === 0 || performance.now() - focusedAt > 1000) return;
      const hidden = focused.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (hidden > 0) window.scrollBy({ top: hidden + 8, behavior: 'instant' });
    };
    const onFocusIn = (event: FocusEvent) => {
      const path = event.composedPath();
      focused = path[0] instanceof Element && !path.includes(element) ? path[0] : null;
      focusedAt = performance.now();
      requestAnimationFrame(clearOfBanner);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('scrollend', clearOfBanner);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('scrollend', clearOfBanner);
      observer.disconnect();
      root.style.removeProperty('--consent-space');
    };
  }, []);

  return <verse-consent-banner ref={banner} privacy-url="/privacy" />;
}
