import type { Bindings } from '../env';
import { outboundUrlProblem } from '../http/outbound';

export { toolUrls } from '../../../contract/lti-urls';

/**
 * A platform's address VERSE may call (the rule of every outbound request: https to a public
 * address, and in development also http on this machine). Null when allowed, else why not.
 */
export function platformUrlProblem(env: Bindings, value: unknown): string | null {
  return outboundUrlProblem(env, value);
}
