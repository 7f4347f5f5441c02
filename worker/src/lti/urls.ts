import { isProduction, type Bindings } from '../env';

export { toolUrls } from '../../../contract/lti-urls';

const LOCAL = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A platform's address VERSE may call: https, and in development also http on this machine. Null
 * when allowed, else why not.
 */
export function platformUrlProblem(env: Bindings, value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return 'is missing';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an address';
  }
  if (url.username || url.password) return 'carries a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && !isProduction(env) && LOCAL.has(url.hostname)) return null;
  return isProduction(env) ? 'must use https' : 'must use https (or http on 127.0.0.1 or localhost while developing)';
}
