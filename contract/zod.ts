// Zod as every schema of the contract uses it: without its compiled parsers ("jitless"). They need
// `new Function`, which the pages' policy refuses (script-src without 'unsafe-eval'), and Zod's own
// check for it is already a violation the browser reports (Lighthouse: an issue in the Issues panel).
// Workers refuse `new Function` as well.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
