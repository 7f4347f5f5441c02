// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY, CONSENT_SETTINGS_EVENT } from './logic';
import { defineConsentBanner } from './define';
import { mount as mountElement, tick, useFakeClock } from '../runtime/testing';

const commands = () => (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.map((entry) => Array.from(entry));

async function mount() {
  const { host } = await mountElement('verse-consent-banner', { 'privacy-url': '/privacy' });
  const button = (name: string) => [...host.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === name);
  return { host, button, region: () => host.shadowRoot!.querySelector('section') };
}

describe('<verse-consent-banner>', () => {
  useFakeClock();
  beforeEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
    const win = window as unknown as Record<string | symbol, unknown>;
    delete win.dataLayer;
    delete win.gtag;
    defineConsentBanner();
  });

  it('shows a labelled bar when nothing is stored; Accept stores, updates the tags, hides and reports', async () => {
    const { host, button, region } = await mount();
    expect(region()?.getAttribute('aria-labelledby')).toBe('consent-title');
    expect(host.shadowRoot!.getElementById('consent-title')?.textContent).toBe('Cookies and your privacy');
    expect(host.shadowRoot!.querySelector('a')?.getAttribute('href')).toBe('/privacy');
    const seen: unknown[] = [];
    document.addEventListener('consent', (event) => seen.push((event as CustomEvent).detail));

    button('Accept')!.click();
    await tick();
    expect(region()).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ ad_storage: 'granted', ad_user_data: 'granted' });
    expect(commands().map((c) => c.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect(seen).toEqual([
      {
        choice: 'granted',
        consent: { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      },
    ]);
  });

  it('stays hidden for a returning visitor, and show() or the Cookie settings event brings it back', async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', ts: 1 }),
    );
    const { host, button, region } = await mount();
    expect(region()).toBeNull();
    expect(commands()[1]).toEqual(['consent', 'update', expect.objectContaining({ ad_user_data: 'denied' })]);

    (host as HTMLElementTagNameMap['verse-consent-banner']).show();
    await tick();
    expect(region()).not.toBeNull();
    button('Deny')!.click();
    await tick();
    expect(region()).toBeNull();

    document.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT));
    await tick();
    expect(region()).not.toBeNull();
  });
});
