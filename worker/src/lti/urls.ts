import type { Bindings } from '../env';
import { outboundUrlProblem } from '../http/outbound';

/** The LTI addresses VERSE announces (registration, /lti, canvas.json), on the origin it is served from. */
export function toolUrls(origin: string) {
  return {
    origin,
    domain: new URL(origin).host,
    login: `${origin}/lti/login`,
    launch: `${origin}/lti/launch`,
    deepLink: `${origin}/lti/launch`,
    jwks: `${origin}/lti/jwks`,
    register: `${origin}/lti/register`,
    canvas: `${origin}/lti/canvas.json`,
    logo: `${origin}/favicon.svg`,
  };
}

/**
 * A platform's address VERSE may call (the rule of every outbound request: https to a public
 * address, and in development also http on this machine). Null when allowed, else why not.
 */
export function platformUrlProblem(env: Bindings, value: unknown): string | null {
  return outboundUrlProblem(env, value);
}
