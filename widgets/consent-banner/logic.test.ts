import { describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  consentFor,
  ensureGtag,
  isGranted,
  parseConsent,
  readConsent,
  saveConsent,
  startConsentMode,
  updateConsentMode,
  type TagWindow,
} from './logic';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

/** dataLayer entries as plain arrays (gtag pushes Arguments objects). */
const commands = (win: TagWindow) => win.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));

const allDenied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const allGranted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

describe('consent record', () => {
  it('Accept grants all four signals and Deny denies all four', () => {
    expect(consentFor('granted')).toEqual(allGranted);
    expect(consentFor('denied')).toEqual(allDenied);
  });

  it('is stored under the version-2 key with the four signals and a timestamp', () => {
    const storage = memoryStorage();
    saveConsent(storage, 'granted', 1_700_000_000_000);
    expect(CONSENT_KEY).toBe('verse.consent.v2');
    expect(JSON.parse(storage.data.get(CONSENT_KEY)!)).toEqual({ ...allGranted, ts: 1_700_000_000_000 });
    expect(readConsent(storage)).toEqual({ ...allGranted, ts: 1_700_000_000_000 });
  });

  it('treats nothing stored, broken JSON and incomplete or unknown values as no choice', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('{oops')).toBeNull();
    expect(parseConsent('"granted"')).toBeNull();
    expect(parseConsent(JSON.stringify({ ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted' }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...allGranted, ad_personalization: 'yes' }))).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readConsent(blocked)).toBeNull();
    expect(readConsent(null)).toBeNull();
    expect(saveConsent(blocked, 'denied', 5)).toEqual({ ...allDenied, ts: 5 });
  });

  it('answers per signal, denied when nothing is stored', () => {
    const storage = memoryStorage();
    expect(isGranted(storage, 'ad_user_data')).toBe(false);
    saveConsent(storage, 'granted');
    expect(isGranted(storage, 'ad_user_data')).toBe(true);
    saveConsent(storage, 'denied');
    expect(isGranted(storage, 'ad_user_data')).toBe(false);
  });
});

describe('Consent Mode v2', () => {
  it('defines the standard gtag, which pushes its Arguments object, and keeps an existing one', () => {
    const win: TagWindow = {};
    const gtag = ensureGtag(win);
    gtag('js', 1);
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
    expect(commands(win)).toEqual([['js', 1]]);
    expect(ensureGtag(win)).toBe(gtag);
  });

  it('a first visit gets the denied default with wait_for_update and no update', () => {
    const win: TagWindow = {};
    startConsentMode(win, memoryStorage());
    expect(commands(win)).toEqual([['consent', 'default', { ...allDenied, wait_for_update: 500 }]]);
  });

  it('a return visit gets the default, then the stored choice as an update', () => {
    const storage = memoryStorage();
    saveConsent(storage, 'granted');
    const win: TagWindow = {};
    startConsentMode(win, storage);
    expect(commands(win)).toEqual([
      ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
      ['consent', 'update', allGranted],
    ]);
  });

  it('runs once per page, however many bundles call it', () => {
    const win: TagWindow = {};
    startConsentMode(win, null);
    startConsentMode(win, null);
    expect(commands(win)).toHaveLength(1);
  });

  it('a page that swaps in a new dataLayer gets the default again, first in it', () => {
    const win: TagWindow = {};
    startConsentMode(win, null);
    win.dataLayer = [];
    startConsentMode(win, null);
    expect(commands(win)).toEqual([['consent', 'default', { ...allDenied, wait_for_update: 500 }]]);
  });

  it('keeps what the page queued before, and puts the update after the default', () => {
    const win: TagWindow = { dataLayer: [{ event: 'earlier' }] };
    startConsentMode(win, null);
    updateConsentMode(win, consentFor('denied'));
    expect(win.dataLayer![0]).toEqual({ event: 'earlier' });
    expect(commands({ dataLayer: win.dataLayer!.slice(1) })).toEqual([
      ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
      ['consent', 'update', allDenied],
    ]);
  });
});
