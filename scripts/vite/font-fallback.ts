import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import helveticaNeue from '@capsizecss/metrics/helveticaNeue';
import helveticaNeueBold from '@capsizecss/metrics/helveticaNeue/700';
import lexend from '@capsizecss/metrics/lexend';
import lexendBold from '@capsizecss/metrics/lexend/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import type { Plugin } from 'vite';

/** The family the site's and the tools' font lists name after Lexend: a system font the size of Lexend. */
const LEXEND_FALLBACK = 'Lexend Fallback';

type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

/**
 * The system fonts Lexend's text shows in until Lexend has arrived (`font-display: swap`), each by
 * the names a device knows it by: Arial and the fonts drawn to its widths (Arimo on Chromebooks,
 * Liberation Sans on Linux), Roboto (Android), Helvetica Neue (Apple). The last that a device has
 * is used.
 */
const SYSTEM_FONTS: readonly { regular: [Metrics, string[]]; bold: [Metrics, string[]] }[] = [
  { regular: [helveticaNeue, ['Helvetica Neue', 'HelveticaNeue']], bold: [helveticaNeueBold, ['Helvetica Neue Bold', 'HelveticaNeue-Bold']] },
  { regular: [roboto, ['Roboto', 'Roboto Regular', 'Roboto-Regular']], bold: [robotoBold, ['Roboto Bold', 'Roboto-Bold']] },
  {
    regular: [arial, ['Arial', 'ArialMT', 'Arimo', 'Arimo Regular', 'Liberation Sans', 'LiberationSans']],
    bold: [arialBold, ['Arial Bold', 'Arial-BoldMT', 'Arimo Bold', 'Arimo-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold']],
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * One `@font-face` of the fallback: the system font scaled so that its average letter is as wide as
 * Lexend's, and its line as tall, the overrides capsize's metrics give (the method of Next.js's and
 * Nuxt's font fallbacks). Text laid out in it keeps its lines and breaks when Lexend swaps in.
 */
function fallbackFace(font: Metrics, system: Metrics, locals: readonly string[], weights: string): string {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return (
    `@font-face{font-family:'${LEXEND_FALLBACK}';src:${locals.map((name) => `local('${name}')`).join(',')};font-weight:${weights};` +
    `size-adjust:${percent(sizeAdjust)};ascent-override:${percent(font.ascent / em)};descent-override:${percent(Math.abs(font.descent) / em)};line-gap-override:${percent(font.lineGap / em)}}`
  );
}

/** Lexend's fallback faces: regular text (weights to 550) and bold (from 551), for each system font. */
const lexendFallbackFaces = (): string =>
  SYSTEM_FONTS.flatMap(({ regular, bold }) => [fallbackFace(lexend, regular[0], regular[1], '100 550'), fallbackFace(lexendBold, bold[0], bold[1], '551 900')]).join('\n');

/**
 * Adds Lexend's fallback faces to the site's stylesheet (every page of the site and of the tools
 * links it; a face in the document serves the tools' shadow roots too). Without them the first
 * paint on a slow network laid text out in the system font, and it moved when Lexend arrived.
 */
export function fontFallback(): Plugin {
  return {
    name: 'verse-font-fallback',
    transform(code, id) {
      if (!/\/site\/site\.css$/.test(id.replace(/\?.*$/, ''))) return;
      return { code: `${code}\n${lexendFallbackFaces()}\n`, map: null };
    },
  };
}
