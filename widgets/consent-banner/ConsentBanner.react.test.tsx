// The consent bar's view on React 19 itself (no preact/compat), in happy-dom. It has no text
// field: what a visitor does with it is click Accept or Deny, or reopen it from Cookie settings.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, click, failOnReactErrors, render, settle, unmount, useFakeClock } from '../runtime/testing';
import { ConsentBanner, type ConsentDetail } from './ConsentBanner';
import { CONSENT_KEY, CONSENT_SETTINGS_EVENT } from './logic';

const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };
const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const commands = () => ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry));

failOnReactErrors();
useFakeClock({ act });
beforeEach(() => {
  localStorage.clear();
  const win = window as unknown as Record<string, unknown>;
  delete win.dataLayer;
  delete win.gtag;
});
afterEach(() => unmount());

describe('ConsentBanner on React', () => {
  it('shows the bar on a first visit; Accept stores, tells the tags, hides it and calls onConsent', () => {
    const onConsent = vi.fn<(detail: ConsentDetail) => void>();
    const page = render(<ConsentBanner privacyUrl="/privacy" onConsent={onConsent} />);
    const bar = page.querySelector('section[aria-labelledby="consent-title"]');
    expect(bar?.querySelector('h2')?.textContent).toBe('Cookies and your privacy');
    expect(page.querySelector('a[part="link"]')?.getAttribute('href')).toBe('/privacy');
    expect(commands()).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]]);

    click(button(page, 'Accept'));
    expect(onConsent).toHaveBeenCalledExactlyOnceWith({ choice: 'granted', consent: granted });
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject(granted);
    expect(commands()[1]).toEqual(['consent', 'update', granted]);
    expect(page.querySelector('section')).toBeNull();
  });

  it('stays hidden for a returning visitor; Cookie settings bring it back with focus, and Deny gives focus back', async () => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...granted, ts: 1 }));
    const onConsent = vi.fn<(detail: ConsentDetail) => void>();
    const page = render(<ConsentBanner onConsent={onConsent} />);
    expect(page.querySelector('section')).toBeNull();
    expect(page.querySelector('a')).toBeNull();

    const settings = document.createElement('button');
    settings.textContent = 'Cookie settings';
    document.body.append(settings);
    settings.focus();
    act(() => void document.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT)));
    const bar = page.querySelector('section');
    expect(bar).not.toBeNull();
    await settle(() => document.activeElement === bar);

    click(button(page, 'Deny'));
    expect(onConsent).toHaveBeenCalledExactlyOnceWith({ choice: 'denied', consent: denied });
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject(denied);
    expect(page.querySelector('section')).toBeNull();
    expect(document.activeElement).toBe(settings);
    settings.remove();
  });
});
