/**
 * The reader's rules (bars, page, pen, pdf.js's text layer): adopted by the reader when it first
 * shows, beside the element's own styles, so the viewer before a document opens stays small.
 */
export const readerStyles = /* css */ `
.pdf-bars { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; }
.pdf-group { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; }
.pdf-page-number { display: inline-flex; align-items: center; gap: 0.4rem; font-weight: 600; white-space: nowrap; }
.pdf-page-number input {
  width: 3.5rem; min-height: var(--_target); padding: 0.25rem 0.5rem; text-align: center;
  border: 2px solid var(--_line); border-radius: 10px; background: var(--_surface); color: var(--_ink); font: inherit;
}
.pdf-zoom { min-width: 3.5rem; text-align: center; font-weight: 600; font-variant-numeric: tabular-nums; }
.pen-swatch {
  width: var(--_target); height: var(--_target); padding: 0;
  border: 3px solid var(--_surface); border-radius: 50%; background: var(--_pen); /* the pen's colour, set on each swatch */
  box-shadow: 0 0 0 2px var(--_line);
}
.pen-swatch[aria-pressed="true"] { box-shadow: 0 0 0 3px var(--_ink); border-width: 5px; }

.pdf-stage {
  overflow: auto; max-height: max(22rem, 82vh); padding: 0.5rem 0;
  border-radius: var(--_radius); background: var(--_line);
}
.pdf-page {
  position: relative; margin: 0 auto; background: #ffffff;
  box-shadow: 0 1px 3px rgb(31 41 51 / 0.2), 0 6px 20px rgb(31 41 51 / 0.1);
  --scale-round-x: 1px; --scale-round-y: 1px;
}
.pdf-picture, .pdf-picture canvas, .pdf-ink { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
.pdf-ink { z-index: 2; touch-action: none; }
.pdf-ink[data-mode="read"] { pointer-events: none; }
.pdf-ink[data-mode="pencil"] { cursor: crosshair; }
.pdf-ink[data-mode="eraser"] { cursor: cell; }

/* pdf.js's text layer: the page's real text, transparent, laid exactly over its picture. */
.textLayer {
  position: absolute; inset: 0; overflow: clip; opacity: 1; line-height: 1; text-align: initial;
  text-size-adjust: none; forced-color-adjust: none; transform-origin: 0 0; z-index: 1;
  --min-font-size: 1; --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size)); --min-font-size-inv: calc(1 / var(--min-font-size));
}
.textLayer :is(span, br) { color: transparent; position: absolute; white-space: pre; cursor: text; transform-origin: 0% 0%; }
.textLayer > :not(.markedContent), .textLayer .markedContent span:not(.markedContent) {
  z-index: 1; --font-height: 0; font-size: calc(var(--text-scale-factor) * var(--font-height));
  --scale-x: 1; --rotate: 0deg; transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv));
}
.textLayer .markedContent { display: contents; }
.textLayer ::selection { background: rgb(0 0 255 / 0.25); }

@container (max-width: 480px) {
  .pdf-bars { gap: 0.375rem; }
  .pdf-group .tool-button.icon, .pen-swatch { min-width: 40px; min-height: 40px; width: 40px; height: 40px; }
}
`;
