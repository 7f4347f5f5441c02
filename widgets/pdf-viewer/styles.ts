import { toolStyles } from '../tool-kit';

/** The viewer before a document opens; the reader brings its own rules (reader-styles.ts). */
export const styles =
  toolStyles +
  /* css */ `
.pdf-viewer, .pdf-reader { display: grid; gap: 0.75rem; min-width: 0; }
.pdf-message {
  margin: 0; padding: 0.75rem 1rem; border: 2px solid var(--_error); border-radius: 10px;
  background: var(--_error-soft); color: var(--_ink); font-weight: 600;
}
.pdf-empty {
  display: grid; place-items: center; min-height: 16rem; padding: 1.5rem; text-align: center;
  border: 2px dashed var(--_line); border-radius: var(--_radius); background: var(--_surface);
}
.pdf-empty p { margin: 0; max-width: 30rem; font-size: 1.25rem; }
.file-button { position: relative; cursor: pointer; }
.file-button input { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; cursor: pointer; }
.file-button:has(input:focus-visible) { outline: 3px solid var(--_focus); outline-offset: 2px; box-shadow: 0 0 0 2px var(--_ink); }
.address-row { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem; }
.address-row label { display: grid; gap: 0.25rem; flex: 1 1 16rem; font-weight: 600; }
.address-row input {
  min-height: var(--_target); padding: 0.25rem 0.5rem;
  border: 2px solid var(--_line); border-radius: 10px; background: var(--_surface); color: var(--_ink); font: inherit;
}
.tool-button:disabled { cursor: not-allowed; }
`;
