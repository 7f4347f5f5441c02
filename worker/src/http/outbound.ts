import type { Bindings } from '../env';
import { readAtMost } from './body';

/**
 * Every request the worker makes to an address it was given by someone else (an LMS's
 * configuration, keys, token and score endpoints) goes through `boundedFetch`: a time limit for
 * the whole exchange, a size cap on the answer, no redirect to another origin, and outside
 * development and tests only https to a public name. A registering platform chooses these
 * addresses, so without the bounds one answer could hold a request open, fill the isolate's
 * memory, or bounce VERSE's signed requests to a host of its choosing.
 */

/** The whole exchange, answer read included. */
export const OUTBOUND_TIMEOUT_MS = 5000;
/** No configuration, key set, token or score answer comes near this. */
export const OUTBOUND_MAX_BYTES = 256 * 1024;
const MAX_REDIRECTS = 3;

/** Why an outbound request gave no usable answer: a sentence that ends the caller's own ("The platform’s key set …"). */
export class OutboundError extends Error {}

/** Development and tests reach platforms on this machine; anywhere else, only public https. */
const lenient = (env: Pick<Bindings, 'ENVIRONMENT'>) => env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test';

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Names that never lead to the public internet. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

function ipv4Private(host: string): boolean {
  const parts = host.split('.').map(Number);
  const [a, b] = parts as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && parts[2] === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

function ipv6Private(host: string): boolean {
  const address = host.slice(1, -1).toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped) return ipv4Private(mapped);
  // The URL parser writes an IPv4-mapped address in hex (::ffff:7f00:1): any of them is refused.
  if (address.startsWith('::ffff:')) return true;
  return address === '::' || address === '::1' || /^f[cd]/.test(address) || /^fe[89ab]/.test(address) || address.startsWith('ff');
}

/** A host that is not a public internet name or address (the URL parser has already normalised numeric forms). */
function privateHost(hostname: string): boolean {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return ipv4Private(hostname);
  if (hostname.startsWith('[')) return ipv6Private(hostname);
  return !hostname.includes('.') || LOCAL_NAME.test(hostname.replace(/\.$/, ''));
}

/**
 * Whether the worker may call `value`: null when it may, else what is wrong, as the end of a
 * sentence about the address ("is not an address", "must use https"…).
 */
export function outboundUrlProblem(env: Pick<Bindings, 'ENVIRONMENT'>, value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return 'is missing';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an address';
  }
  if (url.username || url.password) return 'carries a user name or password';
  if (lenient(env)) {
    if (url.protocol === 'https:') return null;
    if (url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname)) return null;
    return 'must use https (or http on 127.0.0.1 or localhost while developing)';
  }
  if (url.protocol !== 'https:') return 'must use https';
  if (privateHost(url.hostname)) return 'must be a public internet address';
  return null;
}

export type OutboundAnswer = { status: number; ok: boolean; headers: Headers; text: string };

type Bounds = { timeoutMs?: number; maxBytes?: number };

async function readBounded(response: Response, maxBytes: number, signal: AbortSignal): Promise<string> {
  if (Number(response.headers.get('Content-Length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new OutboundError('answered with more than VERSE reads');
  }
  const text = await readAtMost(response.body, maxBytes, { cancelWhenOver: true, signal });
  if (text === null) throw new OutboundError('answered with more than VERSE reads');
  return text;
}

/**
 * `fetch` within the bounds above. A redirect is followed only to the same origin, for GET and
 * HEAD (a POST's body and credentials go only where the caller sent them). Throws OutboundError
 * with a sentence that names no status and quotes nothing of the answer.
 */
export async function boundedFetch(env: Pick<Bindings, 'ENVIRONMENT'>, url: string, init: RequestInit = {}, bounds: Bounds = {}): Promise<OutboundAnswer> {
  const timeoutMs = bounds.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const controller = new AbortController();
  const timeout = new OutboundError(`did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
  // A plain timer (not AbortSignal.timeout), so tests can move time past it.
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  try {
    let target = url;
    for (let redirects = 0; ; redirects++) {
      const problem = outboundUrlProblem(env, target);
      if (problem) throw new OutboundError(`is at an address VERSE may not call (it ${problem})`);
      let response: Response;
      try {
        response = await fetch(target, { ...init, redirect: 'manual', signal: controller.signal });
      } catch (error) {
        if (controller.signal.aborted) throw timeout;
        throw new OutboundError('could not be reached', { cause: error });
      }
      const location = response.headers.get('Location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => {});
        const next = new URL(location, target);
        const method = (init.method ?? 'GET').toUpperCase();
        if (next.origin !== new URL(target).origin || (method !== 'GET' && method !== 'HEAD') || redirects >= MAX_REDIRECTS) {
          throw new OutboundError('sent VERSE on to another address');
        }
        target = next.toString();
        continue;
      }
      try {
        const text = await readBounded(response, bounds.maxBytes ?? OUTBOUND_MAX_BYTES, controller.signal);
        return { status: response.status, ok: response.ok, headers: response.headers, text };
      } catch (error) {
        if (error instanceof OutboundError) throw error;
        if (controller.signal.aborted) throw timeout;
        throw new OutboundError('broke off its answer', { cause: error });
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/** `boundedFetch` of a JSON object: the object, or null when the answer is not one. */
export async function boundedFetchJson(
  env: Pick<Bindings, 'ENVIRONMENT'>,
  url: string,
  init: RequestInit = {},
  bounds: Bounds = {},
): Promise<{ status: number; ok: boolean; body: Record<string, unknown> | null }> {
  const answer = await boundedFetch(env, url, { ...init, headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) } }, bounds);
  let body: unknown = null;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = null;
  }
  return { status: answer.status, ok: answer.ok, body: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null };
}
