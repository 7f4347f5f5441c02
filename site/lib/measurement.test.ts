// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, saveConsent } from '../../widgets/consent-banner/logic';
import type { TagIds } from '../config';
import { hashUserData, mergeAttribution, normalizeEmail, normalizePhone, sha256Hex } from './measurement';

type Measurement = typeof import('./measurement');
let m: Measurement;

const noTags: TagIds = { ga4: '', gtm: '', ads: '', adsLabels: { intake: '', consultation: '', contact: '', schedule_now: '' } };
const allTags: TagIds = {
  ga4: 'G-TEST1234',
  gtm: 'GTM-TEST12',
  ads: 'AW-123456789',
  adsLabels: { intake: 'intakeLabel', consultation: 'bookLabel', contact: 'contactLabel', schedule_now: 'scheduleLabel' },
};

const layer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;
/** gtag commands as arrays; object pushes as they are. */
const entries = () =>
  layer().map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));
const gtagCommands = () => entries().filter(Array.isArray) as unknown[][];
const events = () => entries().filter((entry) => !Array.isArray(entry)) as Record<string, unknown>[];

beforeEach(async () => {
  const win = window as unknown as Record<string | symbol, unknown>;
  delete win.dataLayer;
  delete win.gtag;
  delete win.trackConsultationBooked;
  delete win.trackIntakeSubmitted;
  delete win.trackContactSubmitted;
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  history.replaceState(null, '', '/');
  vi.resetModules();
  m = await import('./measurement');
});

describe('attribution merge rule', () => {
  const origin = 'https://verse.example';
  const visit = (search: string, referrer = '') => ({ search, referrer, origin });

  it('records the URL values, the outside referrer and the time on a first visit', () => {
    expect(
      mergeAttribution(null, visit('?gclid=abc&utm_source=google&utm_medium=cpc&utm_campaign=fall&utm_term=dyslexia+tutor&utm_content=ad1&x=1', 'https://www.google.com/'), 1000),
    ).toEqual({
      gclid: 'abc',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'fall',
      utm_term: 'dyslexia tutor',
      utm_content: 'ad1',
      referrer: 'https://www.google.com/',
      ts: 1000,
    });
  });

  it('lets new URL values override saved ones and keeps every saved one the URL does not carry', () => {
    const saved = { gclid: 'old', utm_source: 'google', utm_campaign: 'spring', referrer: 'https://www.google.com/', ts: 1 };
    expect(mergeAttribution(saved, visit('?utm_source=facebook&gclid=new'), 2000)).toEqual({
      gclid: 'new',
      utm_source: 'facebook',
      utm_campaign: 'spring',
      referrer: 'https://www.google.com/',
      ts: 2000,
    });
  });

  it('keeps the saved record untouched, timestamp included, when the visit brings nothing new', () => {
    const saved = { utm_source: 'google', ts: 1 };
    expect(mergeAttribution(saved, visit(''), 5)).toBe(saved);
    expect(mergeAttribution(saved, visit('?utm_source=&utm_medium=%20&page=2'), 5)).toBe(saved);
    expect(mergeAttribution(null, visit('?page=2'), 5)).toBeNull();
  });

  it('ignores our own pages as a referrer, and a new outside referrer replaces the saved one', () => {
    const saved = { referrer: 'https://www.google.com/', ts: 1 };
    expect(mergeAttribution(saved, visit('', 'https://verse.example/start-here'), 5)).toBe(saved);
    expect(mergeAttribution(saved, visit('', 'https://www.bing.com/'), 5)).toEqual({ referrer: 'https://www.bing.com/', ts: 5 });
  });

  it('is saved in localStorage under verse.attribution on start-up and merged on the next visit', () => {
    localStorage.setItem('verse.attribution', JSON.stringify({ utm_source: 'google', utm_campaign: 'spring', ts: 1 }));
    history.replaceState(null, '', '/dyslexia?utm_campaign=fall&gclid=G1');
    m.startMeasurement(noTags);
    const stored = JSON.parse(localStorage.getItem('verse.attribution')!);
    expect(stored).toMatchObject({ utm_source: 'google', utm_campaign: 'fall', gclid: 'G1' });
    expect(stored.ts).toBeGreaterThan(1);
  });
});

describe('hashing for enhanced conversions', () => {
  it('is hex SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the trimmed, lower-cased email', async () => {
    expect(normalizeEmail('  Parent.Name@Example.COM ')).toBe('parent.name@example.com');
    const data = await hashUserData({ email: '  Parent.Name@Example.COM ' });
    expect(data).toEqual({ sha256_email_address: await sha256Hex('parent.name@example.com') });
  });

  it('normalises the phone to E.164 before hashing', async () => {
    expect(normalizePhone('(801) 555-0143')).toBe('+18015550143');
    expect(normalizePhone('1-801-555-0143')).toBe('+18015550143');
    expect(normalizePhone(' +44 20 7946 0958 ')).toBe('+442079460958');
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('555-01')).toBe('');
    expect(normalizePhone('')).toBe('');
    const data = await hashUserData({ email: 'a@b.co', phone: '801.555.0143' });
    expect(data.sha256_phone_number).toBe(await sha256Hex('+18015550143'));
  });

  it('leaves out what is missing or unusable', async () => {
    expect(await hashUserData({ email: 'not an email', phone: '12' })).toEqual({});
    expect(await hashUserData({})).toEqual({});
  });
});

describe('enhanced conversions and consent', () => {
  it('hashes, keeps and sends nothing unless ad_user_data is granted', async () => {
    m.startMeasurement(noTags);
    await m.trackConsultationBooked({ bookingId: 'b1' }, { email: 'p@example.com', phone: '8015550143' });
    expect(sessionStorage.getItem('verse.enhancedConversion')).toBeNull();
    expect(gtagCommands().some(([command]) => command === 'set')).toBe(false);
    expect(JSON.stringify(entries())).not.toContain(await sha256Hex('p@example.com'));
    expect(m.pushEnhancedConversion()).toBe(false);
  });

  it('with ad_user_data granted, sets the hashes before the conversion and keeps them for the thank-you page', async () => {
    saveConsent(localStorage, 'granted');
    m.startMeasurement(noTags);
    await m.trackConsultationBooked({ bookingId: 'b1' }, { email: ' P@Example.com', phone: '(801) 555-0143' });
    const userData = { sha256_email_address: await sha256Hex('p@example.com'), sha256_phone_number: await sha256Hex('+18015550143') };
    expect(JSON.parse(sessionStorage.getItem('verse.enhancedConversion')!)).toEqual(userData);
    const setAt = entries().findIndex((e) => Array.isArray(e) && e[0] === 'set' && e[1] === 'user_data');
    const conversionAt = entries().findIndex((e) => !Array.isArray(e) && (e as { event?: string }).event === 'conversion');
    expect(entries()[setAt]).toEqual(['set', 'user_data', userData]);
    expect(setAt).toBeLessThan(conversionAt);

    m.trackThankYouPage('consultation');
    expect(gtagCommands().filter(([command]) => command === 'set')).toHaveLength(2);
  });

  it('forgets the kept hashes when consent is withdrawn', async () => {
    saveConsent(localStorage, 'granted');
    m.startMeasurement(noTags);
    await m.trackIntakeSubmitted({ email: 'p@example.com' });
    expect(sessionStorage.getItem('verse.enhancedConversion')).not.toBeNull();
    saveConsent(localStorage, 'denied');
    document.dispatchEvent(new CustomEvent('consent', { detail: { choice: 'denied' } }));
    expect(sessionStorage.getItem('verse.enhancedConversion')).toBeNull();
  });

  it('records only the email after a contact message', async () => {
    saveConsent(localStorage, 'granted');
    m.startMeasurement(noTags);
    await m.trackContactSubmitted({ email: 'p@example.com', phone: '8015550143' });
    expect(JSON.parse(sessionStorage.getItem('verse.enhancedConversion')!)).toEqual({ sha256_email_address: await sha256Hex('p@example.com') });
  });
});

describe('conversions, page views and hooks', () => {
  it('pushes each conversion to the tag layer, 100 USD for a booking and 0 USD for Schedule Now', async () => {
    m.startMeasurement(noTags);
    await m.trackConsultationBooked({ bookingId: 'b1' });
    await m.trackIntakeSubmitted();
    await m.trackContactSubmitted({ email: 'p@example.com' });
    await m.trackContactSubmitted({ email: 'p@example.com' }, { fallback: true });
    m.trackScheduleNow();
    expect(events().filter((e) => e.event === 'conversion')).toEqual([
      { event: 'conversion', conversion_type: 'consultation', value: 100, currency: 'USD' },
      { event: 'conversion', conversion_type: 'intake' },
      { event: 'conversion', conversion_type: 'contact' },
      { event: 'conversion', conversion_type: 'contact_fallback' },
      { event: 'conversion', conversion_type: 'schedule_now', value: 0, currency: 'USD' },
    ]);
    // No Ads ID configured: no Ads conversion commands.
    expect(gtagCommands().some(([command, name]) => command === 'event' && name === 'conversion')).toBe(false);
  });

  it('sends Ads conversions to the configured ID and label', async () => {
    m.startMeasurement(allTags);
    await m.trackConsultationBooked({ bookingId: 'b1' });
    m.trackScheduleNow();
    await m.trackContactSubmitted({}, { fallback: true });
    expect(gtagCommands().filter(([command, name]) => command === 'event' && name === 'conversion')).toEqual([
      ['event', 'conversion', { send_to: 'AW-123456789/bookLabel', value: 100, currency: 'USD', transaction_id: 'b1' }],
      ['event', 'conversion', { send_to: 'AW-123456789/scheduleLabel', value: 0, currency: 'USD' }],
      ['event', 'conversion', { send_to: 'AW-123456789/contactLabel' }],
    ]);
  });

  it('calls the global hooks when defined, and a broken hook does not stop the flow', async () => {
    const win = window as unknown as Record<string, unknown>;
    const booked = vi.fn();
    const intake = vi.fn(() => {
      throw new Error('broken');
    });
    const contact = vi.fn();
    win.trackConsultationBooked = booked;
    win.trackIntakeSubmitted = intake;
    win.trackContactSubmitted = contact;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    m.startMeasurement(noTags);
    await m.trackConsultationBooked({ bookingId: 'b1', label: '9:00 AM' });
    await expect(m.trackIntakeSubmitted()).resolves.toBeUndefined();
    await m.trackContactSubmitted({});
    expect(booked).toHaveBeenCalledWith({ bookingId: 'b1', label: '9:00 AM' });
    expect(intake).toHaveBeenCalledOnce();
    expect(contact).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('works without any hook defined', async () => {
    m.startMeasurement(noTags);
    await expect(m.trackIntakeSubmitted()).resolves.toBeUndefined();
  });

  it('sends page_view with title, location and path', () => {
    m.startMeasurement(noTags);
    history.replaceState(null, '', '/contact?utm_source=news&x=1');
    document.title = 'Contact Us - VERSE';
    m.trackPageView();
    expect(gtagCommands().at(-1)).toEqual([
      'event',
      'page_view',
      { page_title: 'Contact Us - VERSE', page_location: `${location.origin}/contact?utm_source=news`, page_path: '/contact' },
    ]);
  });

  it.each([
    ['/manage/Xy7_kP2mQ9rT4vW8zA1bC3dE5fG6hJ0k', '/manage/:token'],
    ['/verify-email/Xy7_kP2mQ9rT4vW8zA1bC3dE5fG6hJ0k', '/verify-email/:token'],
    ['/delete-my-data/Xy7_kP2mQ9rT4vW8zA1bC3dE5fG6hJ0k?confirm=1', '/delete-my-data/:token'],
    ['/play/7K3M9QRT?student=2f1c9a52-3d4e-4b6f-9a1c-5e7d8f9a0b1c', '/play/:code'],
    ['/embed/play/7K3M9QRT?student=2f1c9a52-3d4e-4b6f-9a1c-5e7d8f9a0b1c', '/embed/play/:code'],
    ['/reset-password#Xy7_kP2mQ9rT4vW8zA1bC3dE5fG6hJ0k', '/reset-password'],
    ['/admin/leads/2f1c9a52-3d4e-4b6f-9a1c-5e7d8f9a0b1c', '/admin/leads/:id'],
  ])('sends %s as the route pattern %s, never its token, code or student', (address, pattern) => {
    m.startMeasurement(noTags);
    history.replaceState(null, '', address);
    m.trackPageView();
    const sent = JSON.stringify(gtagCommands().slice(-2));
    expect(gtagCommands().at(-1)![2]).toMatchObject({ page_location: `${location.origin}${pattern}`, page_path: pattern });
    expect(gtagCommands().at(-2)).toEqual(['set', expect.objectContaining({ page_location: `${location.origin}${pattern}`, page_path: pattern })]);
    for (const secret of ['Xy7_kP2mQ9rT4vW8zA1bC3dE5fG6hJ0k', '7K3M9QRT', '2f1c9a52', 'student']) expect(sent).not.toContain(secret);
  });

  it('pushes landing-page views, call-to-action clicks and thank-you pages', () => {
    m.startMeasurement(noTags);
    history.replaceState(null, '', '/dyslexia');
    m.trackLandingPageView('dyslexia');
    m.trackCtaClick('Book a Free Consultation', '/start-here?open=consultation');
    m.trackThankYouPage('contact');
    expect(events().slice(-3)).toEqual([
      { event: 'landing_page_view', landing_page: 'dyslexia', page_path: '/dyslexia' },
      { event: 'cta_click', cta_label: 'Book a Free Consultation', cta_destination: '/start-here?open=consultation', page_path: '/dyslexia' },
      { event: 'thank_you_page', conversion_type: 'contact' },
    ]);
  });
});

describe('start-up and tag loading', () => {
  const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  it('with no tag configured, puts the consent default first and loads no script', () => {
    m.startMeasurement(noTags);
    m.trackPageView();
    expect(scripts()).toEqual([]);
    expect(gtagCommands()[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
  });

  it('keeps the default first even if an event is tracked before start-up', () => {
    m.trackScheduleNow();
    expect(gtagCommands()[0]!.slice(0, 2)).toEqual(['consent', 'default']);
  });

  it('with tags configured, loads gtag.js and GTM only after the default and the stored choice', () => {
    saveConsent(localStorage, 'denied');
    m.startMeasurement(allTags);
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST12',
    ]);
    const commands = gtagCommands().map((c) => c.slice(0, 2));
    expect(commands.slice(0, 2)).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect(gtagCommands()).toContainEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(gtagCommands()).toContainEqual(['config', 'AW-123456789', { allow_enhanced_conversions: true }]);
    expect(events()).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('ignores a malformed tag ID instead of putting it in a script address', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    m.startMeasurement({ ...noTags, ga4: 'G-1"><script>', gtm: 'nope' });
    expect(scripts()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('starts once', () => {
    m.startMeasurement(allTags);
    m.startMeasurement(allTags);
    expect(scripts()).toHaveLength(2);
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it('on a page for children: no attribution kept, every signal denied before the page view whatever was stored, GA4 alone; back on a page for grown-ups, the stored choice and the other tags', () => {
    saveConsent(localStorage, 'granted');
    history.replaceState(null, '', '/student-apps/grammar?gclid=abc&utm_source=google');
    m.startMeasurement(allTags);
    m.trackPageView();
    expect(localStorage.getItem('verse.attribution')).toBeNull();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    const granted = { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };
    const consentAndViews = () => gtagCommands().filter((c) => c[0] === 'consent' || c[1] === 'page_view').map((c) => (c[0] === 'consent' ? c.slice(1) : [c[1], (c[2] as { page_path: string }).page_path]));
    expect(consentAndViews()).toEqual([
      ['default', { ...denied, wait_for_update: 500 }],
      ['update', granted],
      ['update', denied],
      ['page_view', '/student-apps/grammar'],
    ]);
    expect(gtagCommands()).not.toContainEqual(['config', 'AW-123456789', { allow_enhanced_conversions: true }]);
    expect(events()).not.toContainEqual(expect.objectContaining({ event: 'gtm.js' }));

    history.pushState(null, '', '/play/AB12CD34');
    m.trackPageView();
    history.pushState(null, '', '/start-here');
    m.trackPageView();
    expect(consentAndViews().slice(3)).toEqual([
      ['page_view', '/student-apps/grammar'],
      ['page_view', '/play/:code'],
      ['update', granted],
      ['page_view', '/start-here'],
    ]);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST12']);
    expect(gtagCommands()).toContainEqual(['config', 'AW-123456789', { allow_enhanced_conversions: true }]);

    history.pushState(null, '', '/student-apps/math-it');
    m.trackPageView();
    expect(consentAndViews().slice(-2)).toEqual([
      ['update', denied],
      ['page_view', '/student-apps/math-it'],
    ]);
  });

  it('with no choice stored, a page for children adds nothing to the denied default before its page view', () => {
    history.replaceState(null, '', '/play/AB12CD34');
    m.startMeasurement(noTags);
    m.trackPageView();
    expect(gtagCommands().map((c) => c.slice(0, 2))).toEqual([
      ['consent', 'default'],
      // The address the tags' own hits carry: the route's pattern, never the code.
      ['set', expect.objectContaining({ page_path: '/play/:code' })],
      ['event', 'page_view'],
    ]);
  });
});
