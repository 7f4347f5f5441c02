// Measurement, site side: attribution, page views, conversions, landing-page
// events and enhanced conversions, all through the tag layer (`window.dataLayer`) and only after the
// Consent Mode default is in place. What reaches the tag layer:
//   gtag('consent', 'default' | 'update', …)      widgets/consent-banner/logic.ts
//   gtag('event', 'page_view', {page_title, page_location, page_path})   every route change, by its pattern (no token, code or id)
//   {event: 'conversion', conversion_type, value?, currency?}           a lead, at the moment it succeeds
//   gtag('event', 'conversion', {send_to: 'AW-…/label', …})              the same, when Ads is configured
//   {event: 'thank_you_page', conversion_type}                          a thank-you page was shown
//   gtag('set', 'user_data', {sha256_email_address, sha256_phone_number}) only with ad_user_data granted
//   {event: 'landing_page_view' | 'cta_click', …}                       landing pages
import { consentFor, isGranted, readConsent, startConsentMode, updateConsentMode, type TagWindow } from '../../widgets/consent-banner/logic';
import { tagIds, type TagIds } from '../config';
import { forChildren } from '../../contract/for-children';

/** localStorage: where the visitor came from (the attribution record a contact message carries). */
const ATTRIBUTION_KEY = 'verse.attribution';
/** sessionStorage: the hashed email and phone of this visit's lead, for enhanced conversions. */
const ENHANCED_CONVERSION_KEY = 'verse.enhancedConversion';

const URL_FIELDS = ['gclid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type UrlField = (typeof URL_FIELDS)[number];

export type Attribution = Partial<Record<UrlField | 'referrer', string>> & { ts?: number };

/**
 * The attribution rule: a value in the new URL (or a new outside referrer) replaces the saved one;
 * every saved value the URL does not carry is kept. `ts` is when something last changed. Returns
 * `saved` itself when the visit brings nothing new.
 */
export function mergeAttribution(
  saved: Attribution | null,
  visit: { search: string; referrer: string; origin: string },
  now: number,
): Attribution | null {
  const params = new URLSearchParams(visit.search);
  const fresh: Attribution = {};
  for (const field of URL_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) fresh[field] = value.slice(0, 300);
  }
  const referrer = outsideReferrer(visit.referrer, visit.origin);
  if (referrer) fresh.referrer = referrer;
  if (Object.keys(fresh).length === 0) return saved;
  return { ...saved, ...fresh, ts: now };
}

/** Our own pages are not a source: a reload or a link from another page of the site keeps the old one. */
function outsideReferrer(referrer: string, origin: string): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).origin === origin ? '' : referrer.slice(0, 300);
  } catch {
    return '';
  }
}

function parseAttribution(text: string | null | undefined): Attribution | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return null;
    const record: Attribution = {};
    for (const field of [...URL_FIELDS, 'referrer'] as const) if (typeof value[field] === 'string') record[field] = value[field];
    if (typeof value.ts === 'number') record.ts = value.ts;
    return record;
  } catch {
    return null;
  }
}

function captureAttribution(now = Date.now()): Attribution | null {
  const store = storage('localStorage');
  const saved = parseAttribution(store?.getItem(ATTRIBUTION_KEY));
  const merged = mergeAttribution(saved, { search: location.search, referrer: document.referrer, origin: location.origin }, now);
  if (merged && merged !== saved) safely(() => store?.setItem(ATTRIBUTION_KEY, JSON.stringify(merged)));
  return merged;
}

// ── Enhanced conversions ─────────────────────────────────────────────────────────────────────────

export type LeadContact = { email?: string | null; phone?: string | null };
export type UserData = { sha256_email_address?: string; sha256_phone_number?: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * E.164 as far as the digits allow: `+` and the digits; a 10-digit number is a US/Canada one and
 * gets `+1`; `00` is an international prefix. Returns '' when there is no plausible number.
 */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.length === 10) digits = `1${digits}`;
  }
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : '';
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the trimmed, lower-cased email and of the normalised phone; absent fields are left out. */
export async function hashUserData(contact: LeadContact): Promise<UserData> {
  const data: UserData = {};
  const email = contact.email ? normalizeEmail(contact.email) : '';
  const phone = contact.phone ? normalizePhone(contact.phone) : '';
  if (email.includes('@')) data.sha256_email_address = await sha256Hex(email);
  if (phone) data.sha256_phone_number = await sha256Hex(phone);
  return data;
}

/** The email and phone of a lead, from the detail of its element's success event. */
export function leadContactFrom(detail: unknown): LeadContact {
  const given = (detail && typeof detail === 'object' ? detail : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { email: text(given.email), phone: text(given.phone) };
}

/**
 * Records a lead's email and phone for enhanced conversions: hashed, kept in sessionStorage for the
 * thank-you page, and set on the tags. Without ad_user_data granted nothing is hashed, kept or sent.
 */
async function recordEnhancedConversion(contact: LeadContact): Promise<void> {
  if (!userDataAllowed()) return;
  let data: UserData;
  try {
    data = await hashUserData(contact);
  } catch {
    return; // No crypto.subtle (an insecure context): the conversion still counts, without user data.
  }
  if (!data.sha256_email_address && !data.sha256_phone_number) return;
  safely(() => storage('sessionStorage')?.setItem(ENHANCED_CONVERSION_KEY, JSON.stringify(data)));
  tagWindow().gtag!('set', 'user_data', data);
}

/** The enhanced-conversion helper of the thank-you pages: sends the stored hashes if consent allows. */
export function pushEnhancedConversion(): boolean {
  if (!userDataAllowed()) return false;
  let data: UserData | null = null;
  try {
    data = JSON.parse(storage('sessionStorage')?.getItem(ENHANCED_CONVERSION_KEY) ?? 'null') as UserData | null;
  } catch {
    return false;
  }
  if (!data || (!data.sha256_email_address && !data.sha256_phone_number)) return false;
  tagWindow().gtag!('set', 'user_data', data);
  return true;
}

function userDataAllowed(): boolean {
  return isGranted(storage('localStorage'), 'ad_user_data');
}

// ── Events ───────────────────────────────────────────────────────────────────────────────────────

export type ConversionType = 'intake' | 'consultation' | 'contact' | 'contact_fallback' | 'schedule_now';

/** Values in USD where the product gives one (section 7). */
const conversionValue: Partial<Record<ConversionType, number>> = { consultation: 100, schedule_now: 0 };

let ids: TagIds = tagIds;

/** One conversion: the tag-layer push, and the Ads conversion when its label is configured. */
function trackConversion(type: ConversionType, options: { transactionId?: string } = {}): void {
  const win = tagWindow();
  const value = conversionValue[type];
  const money = value === undefined ? {} : { value, currency: 'USD' };
  win.dataLayer!.push({ event: 'conversion', conversion_type: type, ...money });
  const label = ids.adsLabels[type === 'contact_fallback' ? 'contact' : type];
  if (ids.ads && label) {
    win.gtag!('event', 'conversion', {
      send_to: `${ids.ads}/${label}`,
      ...money,
      ...(options.transactionId ? { transaction_id: options.transactionId } : {}),
    });
  }
}

type Hook = 'trackConsultationBooked' | 'trackIntakeSubmitted' | 'trackContactSubmitted';

/** The page's own global hooks, called if defined; a broken hook never stops the visitor's flow. */
function callHook(name: Hook, detail?: unknown) {
  const hook = (window as unknown as Partial<Record<Hook, (detail?: unknown) => void>>)[name];
  if (typeof hook !== 'function') return;
  try {
    hook(detail);
  } catch (error) {
    console.warn(`VERSE: window.${name} failed`, error);
  }
}

/** A booking is confirmed: user data first (it must precede the conversion), then 100 USD. */
export async function trackConsultationBooked(
  booking: { bookingId?: string; startISO?: string; endISO?: string; label?: string },
  contact: LeadContact = {},
): Promise<void> {
  await recordEnhancedConversion(contact);
  trackConversion('consultation', { transactionId: booking.bookingId });
  callHook('trackConsultationBooked', booking);
}

export async function trackIntakeSubmitted(contact: LeadContact = {}): Promise<void> {
  await recordEnhancedConversion(contact);
  trackConversion('intake');
  callHook('trackIntakeSubmitted');
}

/** After a message is sent the visitor's email is recorded (hashed) for tracking. */
export async function trackContactSubmitted(contact: LeadContact = {}, { fallback = false } = {}): Promise<void> {
  await recordEnhancedConversion({ email: contact.email });
  trackConversion(fallback ? 'contact_fallback' : 'contact');
  callHook('trackContactSubmitted', fallback ? { submissionType: 'fallback' } : undefined);
}

/** Structured literacy's 'Schedule Now': a 0 USD conversion. */
export function trackScheduleNow(): void {
  trackConversion('schedule_now');
}

/** A thank-you page was shown; consultation and intake also resend the stored user data. */
export function trackThankYouPage(type: 'consultation' | 'intake' | 'contact'): void {
  if (type !== 'contact') pushEnhancedConversion();
  tagWindow().dataLayer!.push({ event: 'thank_you_page', conversion_type: type });
}

/**
 * What analytics may know of an address: the route's pattern, never a token, a code or a student's
 * id (`/manage/:token`, `/play/:code`), no fragment (a password reset's token travels there), and
 * of the query only the campaign fields attribution reads.
 */
export function reportedUrl(url: string, origin: string): { location: string; path: string } {
  const parsed = new URL(url, origin);
  const path = parsed.pathname
    .replace(/^\/(manage|delete-my-data|verify-email)\/.+$/, '/$1/:token')
    .replace(/^\/(embed\/)?play\/.+$/, '/$1play/:code')
    .split('/')
    .map((segment) => (segment.length >= 8 && /\d/.test(segment) ? ':id' : segment))
    .join('/');
  const query = new URLSearchParams();
  for (const field of URL_FIELDS) {
    const value = parsed.searchParams.get(field);
    if (value !== null) query.set(field, value);
  }
  const search = query.size ? `?${query}` : '';
  return { location: `${parsed.origin}${path}${search}`, path };
}

/** The page before, when it was one of ours, by its pattern too (an outside one as the browser gives it). */
function reportedReferrer(): string {
  try {
    return document.referrer && new URL(document.referrer).origin === location.origin ? reportedUrl(document.referrer, location.origin).location : document.referrer;
  } catch {
    return '';
  }
}

/**
 * Analytics page_view; call after the route's title is set. The tags' own hits carry the same
 * address. On a page for children it goes out with every signal denied, whatever a parent chose on
 * another page (the stored choice applies again when the visitor comes back to a page of theirs).
 */
export function trackPageView(): void {
  enterPage();
  const { location: pageLocation, path } = reportedUrl(location.href, location.origin);
  const gtag = tagWindow().gtag!;
  gtag('set', { page_location: pageLocation, page_path: path, page_referrer: reportedReferrer() });
  gtag('event', 'page_view', {
    page_title: document.title,
    page_location: pageLocation,
    page_path: path,
  });
}

/** A landing page (e.g. 'dyslexia') was viewed. */
export function trackLandingPageView(page: string): void {
  tagWindow().dataLayer!.push({ event: 'landing_page_view', landing_page: page, page_path: reportedUrl(location.href, location.origin).path });
}

/** A call-to-action was clicked on a landing page. */
export function trackCtaClick(label: string, destination?: string): void {
  tagWindow().dataLayer!.push({
    event: 'cta_click',
    cta_label: label,
    ...(destination ? { cta_destination: destination } : {}),
    page_path: reportedUrl(location.href, location.origin).path,
  });
}

// ── Start-up ─────────────────────────────────────────────────────────────────────────────────────

let started = false;
/** Whether the tags were last told that the page is for children (consent denied whatever is stored). */
let childrensPage = false;

/**
 * Call once, before the app renders: the Consent Mode default (and a returning visitor's choice),
 * the attribution of this visit, then the configured tag scripts, in that order. `config` is for tests.
 */
export function startMeasurement(config: TagIds = tagIds): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  ids = { ...config, ga4: validId('ga4', config.ga4), ads: validId('ads', config.ads), gtm: validId('gtm', config.gtm) };
  startConsentMode(tagWindow(), storage('localStorage'));
  // Where a visitor came from is kept for a parent's lead; a child's visit keeps nothing.
  if (!forChildren(location.pathname)) captureAttribution();
  enterPage();
  // Consent withdrawn later (Cookie settings, Deny): forget the hashes kept for this visit.
  document.addEventListener('consent', () => {
    if (!userDataAllowed()) safely(() => storage('sessionStorage')?.removeItem(ENHANCED_CONVERSION_KEY));
  });
}

const ID_PATTERNS = { ga4: /^G-[A-Z0-9]{4,}$/, gtm: /^GTM-[A-Z0-9]{4,}$/, ads: /^AW-\d{4,}$/ };

function validId(kind: keyof typeof ID_PATTERNS, id: string): string {
  if (!id) return '';
  if (ID_PATTERNS[kind].test(id)) return id;
  console.warn(`VERSE: ignoring the ${kind} tag ID "${id}", which is not of the expected form.`);
  return '';
}

const loaded = { gtag: '', ga4: false, ads: false, gtm: false };

/**
 * Consent and tags for the page now shown. A page for children: every signal denied, and GA4 alone
 * (its consent-denied page views carry no cookie or identifier); the Ads tag and Tag Manager, which
 * may carry advertising tags, load only once the visitor is on a page for grown-ups. Each tag loads
 * once per document.
 */
function enterPage(): void {
  if (!started) return;
  const children = forChildren(location.pathname);
  const win = tagWindow();
  // With no choice stored, the tags hold the default (all denied) on every page: nothing to say.
  const stored = readConsent(storage('localStorage'));
  if (children !== childrensPage && stored) updateConsentMode(win, children ? consentFor('denied') : stored);
  childrensPage = children;
  const gtag = win.gtag!;
  const { ga4, ads, gtm } = ids;
  const first = ga4 || (children ? '' : ads);
  if (first && !loaded.gtag) {
    loaded.gtag = first;
    gtag('js', new Date());
    addScript(`https://www.googletagmanager.com/gtag/js?id=${first}`);
  }
  // The route effect sends every page_view, the first one included.
  if (ga4 && !loaded.ga4) {
    loaded.ga4 = true;
    gtag('config', ga4, { send_page_view: false });
  }
  if (children) return;
  if (ads && !loaded.ads) {
    loaded.ads = true;
    gtag('config', ads, { allow_enhanced_conversions: true });
  }
  if (gtm && !loaded.gtm) {
    loaded.gtm = true;
    win.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${gtm}`);
  }
}

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

// ── Helpers ──────────────────────────────────────────────────────────────────────────────────────

/** The window's tag layer, with the consent default always the first thing in it. */
function tagWindow(): TagWindow {
  const win = window as unknown as TagWindow;
  startConsentMode(win, storage('localStorage'));
  return win;
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function safely(write: () => void) {
  try {
    write();
  } catch {
    // Full or blocked storage: measurement is best effort and never breaks the page.
  }
}
