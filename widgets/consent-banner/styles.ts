// A bottom bar: sticky rather than fixed, so at the end of a page it sits below the footer and
// never hides content for good. 44 px targets, two equal buttons, one column at 360 px.
export const styles = /* css */ `
:host { position: sticky; bottom: 0; z-index: 50; }
.bar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.5rem;
  padding: 0.9rem max(1rem, calc((100% - 1120px) / 2));
  background: var(--_surface); border-top: 3px solid var(--_accent);
  box-shadow: 0 -6px 24px rgb(31 41 51 / 12%);
}
.bar:focus { outline: none; }
.bar:focus-visible { outline: 3px solid var(--_focus); outline-offset: -3px; }
.text { flex: 1 1 22rem; }
h2 { margin: 0 0 0.2rem; font-size: 1.05rem; line-height: 1.3; }
p { margin: 0; color: var(--_muted); font-size: 0.95rem; }
a { color: var(--_accent); text-underline-offset: 0.2em; }
.buttons { display: flex; gap: 0.75rem; flex: 1 1 14rem; max-width: 20rem; }
button {
  flex: 1; min-height: 2.75rem; padding: 0.5rem 1.25rem; border-radius: 999px;
  border: 2px solid var(--_accent); background: var(--_surface); color: var(--_accent); font-weight: 600;
}
button:hover { background: var(--_accent-soft); }
.accept { background: var(--_accent); color: var(--_accent-ink); }
.accept:hover { background: var(--_accent); filter: brightness(0.9); }
`;
