import { useEffect, useState } from 'react';
import { useSetting } from './use-setting';

/** The reading fonts a student may pick: all free, all shipped from our own origin. */
export const FONTS = ['lexend', 'opendyslexic', 'atkinson'] as const;
export type FontName = (typeof FONTS)[number];

export const FONT_LABELS: Record<FontName, string> = {
  lexend: 'Lexend',
  opendyslexic: 'OpenDyslexic',
  atkinson: 'Atkinson Hyperlegible',
};

/** The family each font is registered under (prefixed, so a host page's own faces never clash). */
export const FONT_FAMILIES: Record<FontName, string> = {
  lexend: 'VERSE Lexend',
  opendyslexic: 'VERSE OpenDyslexic',
  atkinson: 'VERSE Atkinson Hyperlegible',
};

export const SPACINGS = ['normal', 'wide'] as const;
type Spacing = (typeof SPACINGS)[number];

/**
 * Soft background tints. Each keeps the tool's text (#1f2933) and muted text (#52606d) above
 * WCAG AA (4.5:1); the unit test checks the ratios.
 */
export const TINTS = {
  none: { label: 'None', color: '' },
  cream: { label: 'Cream', color: '#fbf3dc' },
  blue: { label: 'Blue', color: '#e3eefa' },
  green: { label: 'Green', color: '#e4f3e6' },
  rose: { label: 'Rose', color: '#fbe8ec' },
  lilac: { label: 'Lilac', color: '#efe9f9' },
  grey: { label: 'Grey', color: '#eceeef' },
} as const;
type TintName = keyof typeof TINTS;

export type Comfort = { font: FontName; spacing: Spacing; tint: TintName };
export const defaultComfort: Comfort = { font: 'lexend', spacing: 'normal', tint: 'none' };

/** One device-wide key: a student who needs OpenDyslexic needs it in every tool. */
export const COMFORT_KEY = 'verse.readingComfort';

const isFont = (v: unknown): v is FontName => FONTS.includes(v as FontName);
const isSpacing = (v: unknown): v is Spacing => SPACINGS.includes(v as Spacing);
const isTint = (v: unknown): v is TintName => typeof v === 'string' && Object.hasOwn(TINTS, v);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredComfort(store: Storage | null = storage()): Partial<Comfort> {
  try {
    const saved = JSON.parse(store?.getItem(COMFORT_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!saved || typeof saved !== 'object') return {};
    return {
      ...(isFont(saved.font) ? { font: saved.font } : {}),
      ...(isSpacing(saved.spacing) ? { spacing: saved.spacing } : {}),
      ...(isTint(saved.tint) ? { tint: saved.tint } : {}),
    };
  } catch {
    return {};
  }
}

export function storeComfort(comfort: Comfort, store: Storage | null = storage()): void {
  try {
    store?.setItem(COMFORT_KEY, JSON.stringify(comfort));
  } catch {
    // Private mode or a full quota: the choice lasts for this visit only.
  }
}

/** Valid attributes win over the device's choice, which wins over the defaults. */
export function resolveComfort(attributes: { font?: string; spacing?: string; tint?: string }, stored: Partial<Comfort>): Comfort {
  return {
    font: isFont(attributes.font) ? attributes.font : (stored.font ?? defaultComfort.font),
    spacing: isSpacing(attributes.spacing) ? attributes.spacing : (stored.spacing ?? defaultComfort.spacing),
    tint: isTint(attributes.tint) ? attributes.tint : (stored.tint ?? defaultComfort.tint),
  };
}

const loading = new Map<FontName, Promise<void>>();

/**
 * Registers a reading font on the document with the FontFace API (an @font-face rule inside a
 * shadow root is ignored by browsers) and starts loading it. Files come from the kit's origin;
 * nothing is fetched until a font is chosen.
 */
export function loadFont(font: FontName): Promise<void> {
  let pending = loading.get(font);
  if (pending) return pending;
  pending = import('./fonts').then(({ addFaces, fontFiles }) => addFaces(FONT_FAMILIES[font], fontFiles[font]));
  pending = pending.catch((error: unknown) => {
    console.warn(`VERSE: the ${FONT_LABELS[font]} font did not load; a system font is used.`, error);
  });
  loading.set(font, pending);
  return pending;
}

/**
 * The reading comfort of one tool: attributes first, then the device's choice. `choose` applies
 * a change made in the settings panel and remembers it on the device; a later change of an
 * attribute wins again.
 */
const noChoice = (): Partial<Comfort> => ({});

export function useComfort(attributes: { font?: string; spacing?: string; tint?: string }): [Comfort, (change: Partial<Comfort>) => void] {
  const { font, spacing, tint } = attributes;
  const [stored] = useState(readStoredComfort);
  // The student's choices stand until a partner's attribute changes.
  const [chosen, setChosen] = useSetting(`${font}|${spacing}|${tint}`, noChoice);
  const comfort = { ...resolveComfort({ font, spacing, tint }, stored), ...chosen };

  useEffect(() => {
    void loadFont(comfort.font);
  }, [comfort.font]);

  const choose = (change: Partial<Comfort>) => {
    // Only what the student chose is remembered, never a partner's attributes.
    storeComfort({ ...defaultComfort, ...readStoredComfort(), ...change });
    setChosen({ ...chosen, ...change });
  };
  return [comfort, choose];
}
