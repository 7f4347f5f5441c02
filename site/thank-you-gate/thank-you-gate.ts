/**
 * The first thing a thank-you page runs, from its head, before anything is drawn: opened without
 * the flag its form sets (a reload, a shared link), the page sends the browser on at once, so no
 * confirmation of nothing is ever painted and the page the visitor lands on loads as itself. An
 * inline classic script, so that it blocks the parser and asks for no file: `npm run
 * thank-you-gate` compiles it (contract/generated/thank-you-gate.ts, with its CSP hash) and the build names its flag and
 * where to go on the tag (scripts/vite/thank-you-gate.ts). With the flag it does nothing; the page
 * consumes it.
 */
import { hasFlag, type SessionFlag } from '../lib/session-flags';

const tag = document.currentScript as HTMLScriptElement | null;
const flag = tag?.dataset.flag as SessionFlag | undefined;
const otherwise = tag?.dataset.otherwise;
if (flag && otherwise && !hasFlag(flag)) location.replace(otherwise);
