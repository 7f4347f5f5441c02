import { formStyles } from '../forms/styles';

export const styles = /* css */ `
${formStyles}
h3 { padding-top: .5rem; border-top: 1px solid var(--_line); }
form > h3:first-child { padding-top: 0; border-top: 0; }
`;
