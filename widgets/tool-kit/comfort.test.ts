// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMFORT_KEY, FONT_FAMILIES, TINTS, readStoredComfort, resolveComfort, storeComfort } from './comfort';

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('tints', () => {
  it('keep the tool text, muted text and accent buttons above AA (4.5:1)', () => {
    const colours = { ink: '#1f2933', muted: '#52606d', accent: '#2f5d8a' };
    for (const [name, tint] of Object.entries(TINTS)) {
      if (!tint.color) continue;
      for (const [role, colour] of Object.entries(colours)) expect(contrast(colour, tint.color), `${role} on ${name}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(Object.keys(TINTS)).toEqual(expect.arrayContaining(['none', 'cream', 'blue', 'green', 'rose']));
  });
});

describe('remembered comfort', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through one localStorage key and ignores anything unknown or broken', () => {
    storeComfort({ font: 'opendyslexic', spacing: 'wide', tint: 'blue' });
    expect(JSON.parse(localStorage.getItem(COMFORT_KEY)!)).toEqual({ font: 'opendyslexic', spacing: 'wide', tint: 'blue' });
    expect(readStoredComfort()).toEqual({ font: 'opendyslexic', spacing: 'wide', tint: 'blue' });
    localStorage.setItem(COMFORT_KEY, JSON.stringify({ font: 'papyrus', spacing: 'wide', tint: 'neon' }));
    expect(readStoredComfort()).toEqual({ spacing: 'wide' });
    localStorage.setItem(COMFORT_KEY, '{oops');
    expect(readStoredComfort()).toEqual({});
  });

  it('lets valid attributes win over the device, and the device over the defaults', () => {
    const stored = { font: 'atkinson', tint: 'rose' } as const;
    expect(resolveComfort({}, {})).toEqual({ font: 'lexend', spacing: 'normal', tint: 'none' });
    expect(resolveComfort({}, stored)).toEqual({ font: 'atkinson', spacing: 'normal', tint: 'rose' });
    expect(resolveComfort({ font: 'opendyslexic', spacing: 'wide', tint: 'bogus' }, stored)).toEqual({ font: 'opendyslexic', spacing: 'wide', tint: 'rose' });
  });
});

describe('loadFont', () => {
  const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
  const loaded: string[] = [];
  let fail = false;
  beforeEach(() => {
    added.length = 0;
    loaded.length = 0;
    fail = false;
    vi.resetModules();
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(
          public family: string,
          public source: string,
          public descriptors: FontFaceDescriptors,
        ) {}
        load() {
          loaded.push(this.source);
          return fail ? Promise.reject(new Error('404')) : Promise.resolve(this);
        }
      },
    );
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (face: (typeof added)[number]) => added.push(face) } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('registers the chosen font on the document once, with woff2 files from our own build, Latin only', async () => {
    const { loadFont } = await import('./comfort');
    expect(added).toEqual([]);
    await loadFont('opendyslexic');
    await loadFont('opendyslexic');
    expect(added.map((face) => [face.family, face.descriptors.weight])).toEqual([
      [FONT_FAMILIES.opendyslexic, '400'],
      [FONT_FAMILIES.opendyslexic, '700'],
    ]);
    for (const face of added) {
      expect(face.source).toMatch(/^url\(.*opendyslexic-latin-(400|700)-normal\.woff2\) format\('woff2'\)$/);
      expect(face.descriptors.unicodeRange).toContain('U+0000-00FF');
      expect(face.descriptors.display).toBe('swap');
    }
    // The regular weight loads at once, the bold one when the text needs it.
    expect(loaded).toEqual([added[0]!.source]);
    await loadFont('lexend');
    // Lexend's core file, the only one loaded, and its whole Latin file for the other Latin characters.
    const lexend = added.slice(2);
    expect(lexend.map((face) => [face.family, face.descriptors.weight, face.source.match(/lexend-(latin-wght-normal|core)\.woff2/)?.[1]])).toEqual([
      [FONT_FAMILIES.lexend, '100 900', 'core'],
      [FONT_FAMILIES.lexend, '100 900', 'latin-wght-normal'],
    ]);
    expect(lexend[0]!.descriptors.unicodeRange).toMatch(/^U\+0020-007E,/);
    expect(lexend[1]!.descriptors.unicodeRange).toMatch(/^U\+0000-001F,U\+007F-009F,U\+00A1-00A8,/);
    expect(loaded.slice(1)).toEqual([lexend[0]!.source]);
  });

  it('warns once and carries on with a system font when a file fails', async () => {
    fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadFont } = await import('./comfort');
    await expect(loadFont('atkinson')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain('Atkinson Hyperlegible');
  });
});
