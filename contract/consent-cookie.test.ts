import { describe, expect, it } from 'vitest';
import { consentCookieLine, consentCookieSet, syncConsentCookie } from './consent-cookie';

/** A document's cookie jar, as far as one cookie goes: what was written, and what reading gives. */
function jar(initial = '') {
  const lines: string[] = [];
  let cookies = initial;
  return {
    lines,
    get cookie() {
      return cookies;
    },
    set cookie(line: string) {
      lines.push(line);
      const [pair, ...attributes] = line.split('; ');
      cookies = attributes.includes('Max-Age=0') ? '' : pair!;
    },
  };
}

describe('the consent cookie', () => {
  it('records for a year, for the whole site, sent on top-level visits, Secure over https', () => {
    expect(consentCookieLine(true, true)).toBe('verse-consent=chosen; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(consentCookieLine(true, false)).toBe('verse-consent=chosen; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookieLine(false, true)).toBe('verse-consent=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('is read among the other cookies of the page, and only with its value', () => {
    expect(consentCookieSet('a=1; verse-consent=chosen; b=2')).toBe(true);
    expect(consentCookieSet('verse-consent=chosen')).toBe(true);
    expect(consentCookieSet('verse-consent=')).toBe(false);
    expect(consentCookieSet('not-verse-consent=chosen')).toBe(false);
    expect(consentCookieSet('')).toBe(false);
  });

  it('follows the answer the device holds, writing only when they differ', () => {
    const doc = jar();
    syncConsentCookie(doc, false, true);
    expect(doc.lines).toEqual([]);
    syncConsentCookie(doc, true, true);
    expect(doc.cookie).toBe('verse-consent=chosen');
    syncConsentCookie(doc, true, true);
    expect(doc.lines).toHaveLength(1);
    syncConsentCookie(doc, false, true);
    expect(doc.cookie).toBe('');
    expect(doc.lines).toHaveLength(2);
  });
});
