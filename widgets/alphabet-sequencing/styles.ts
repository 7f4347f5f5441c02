import { toolStyles } from '../tool-kit';

export const styles =
  toolStyles +
  /* css */ `
.seq-board { display: grid; gap: 0.75rem; }
.seq-strip { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem; }
.seq-strip-letter {
  display: inline-grid; place-items: center; min-width: 1.9rem; height: 1.9rem; border-radius: 0.4rem;
  border: 2px solid var(--_line); background: var(--_surface); font-weight: 600; color: var(--_muted);
}
.seq-strip-letter[data-state="found"] { border-color: var(--_ok); background: var(--_ok-soft); color: var(--_ink); text-decoration: underline; text-decoration-thickness: 2px; }
.seq-strip-letter[data-state="next"] { border-color: var(--_accent); border-width: 3px; color: var(--_accent); font-weight: 700; }
.seq-progress { margin: 0; text-align: center; font-weight: 700; font-size: 1.25rem; color: var(--_accent); }
.seq-text {
  padding: 0.75rem; border-radius: var(--_radius); background: var(--_surface); border: 2px solid var(--_line);
  font-size: clamp(1.25rem, 1rem + 1vw, 1.75rem); line-height: 2.1;
}
.seq-word { white-space: nowrap; }
.seq-gap { white-space: pre-wrap; padding: 0 0.3em; }
.seq-letter {
  display: inline-block; min-width: 24px; min-height: 1.6em; padding: 0 0.08em; margin: 0;
  border: 0; border-radius: 0.25rem; background: none; color: inherit; font: inherit; line-height: 1.6; cursor: pointer;
}
.seq-letter:hover { background: var(--_accent-soft); }
/* Found: green, bold and underlined (not colour alone). */
.seq-letter[data-state="found"] { color: var(--_ok); font-weight: 800; text-decoration: underline; text-decoration-thickness: 3px; text-underline-offset: 0.15em; background: var(--_ok-soft); }
.seq-letter[data-state="wrong"] { opacity: 0.5; }
`;
