import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyOptions } from 'jose';
import { errors } from 'jose';
import type { Bindings } from '../env';
import { boundedFetchJson, OutboundError } from '../http/outbound';

/**
 * Each platform's public keys, cached in the isolate for CACHE_MS. A token signed with a `kid` the
 * cache does not hold makes one fresh fetch (the platform rotated its keys); still unknown, it is
 * refused.
 */
const CACHE_MS = 10 * 60_000;
const cache = new Map<string, { keys: JSONWebKeySet; fetchedAt: number }>();

async function fetchKeys(env: Bindings, jwksUri: string): Promise<JSONWebKeySet> {
  let answer: Awaited<ReturnType<typeof boundedFetchJson>>;
  try {
    answer = await boundedFetchJson(env, jwksUri);
  } catch (error) {
    if (error instanceof OutboundError) throw new PlatformKeysUnavailable(`The platform’s key set ${error.message}.`);
    throw error;
  }
  if (!answer.ok) throw new PlatformKeysUnavailable('The platform’s key set did not answer with its keys.');
  const keys = answer.body as JSONWebKeySet | null;
  if (!keys || !Array.isArray(keys.keys)) throw new PlatformKeysUnavailable('The platform’s key set is not a JSON Web Key Set.');
  cache.set(jwksUri, { keys, fetchedAt: Date.now() });
  return keys;
}

export class PlatformKeysUnavailable extends Error {}

/** Verifies `token` against the platform's keys, refetching them once when its `kid` is unknown. */
export async function verifyWithPlatformKeys(env: Bindings, token: string, jwksUri: string, options: JWTVerifyOptions): Promise<JWTPayload> {
  const cached = cache.get(jwksUri);
  const fresh = !cached || Date.now() - cached.fetchedAt > CACHE_MS;
  const keys = fresh ? await fetchKeys(env, jwksUri) : cached.keys;
  try {
    return (await jwtVerify(token, createLocalJWKSet(keys), options)).payload;
  } catch (error) {
    if (fresh || !(error instanceof errors.JWKSNoMatchingKey)) throw error;
    return (await jwtVerify(token, createLocalJWKSet(await fetchKeys(env, jwksUri)), options)).payload;
  }
}

/** Tests only: forget every cached key set. */
export function forgetPlatformKeys(): void {
  cache.clear();
}
