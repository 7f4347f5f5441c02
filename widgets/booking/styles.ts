export const styles = /* css */ `
.panel { padding: 1rem; border: 1px solid var(--_line); border-radius: var(--_radius); background: var(--_surface); }
`;
