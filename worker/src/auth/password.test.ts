import { describe, expect, it } from 'vitest';
import { DECOY_HASH, hashPassword, needsRehash, PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS_IN_PRODUCTION, verifyPassword } from './password';

describe('password hashing', () => {
  // Local workerd accepts any count; production Workers throw above 100,000. This test is the only
  // thing between a higher constant and a sign-in that fails only in production.
  it('never asks for more PBKDF2 iterations than production Workers allow', () => {
    expect(PBKDF2_MAX_ITERATIONS_IN_PRODUCTION).toBe(100_000);
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it('stores the scheme, iterations and a 16-byte salt with the hash', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, iterations, salt, hash] = stored.split('$');
    expect(scheme).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt!)).toHaveLength(16);
    expect(atob(hash!)).toHaveLength(32);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash afresh', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies the right password and no other', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never matches a malformed, unknown or over-limit stored hash', async () => {
    const stored = await hashPassword('password1');
    const [, , salt, hash] = stored.split('$');
    expect(await verifyPassword('password1', 'garbage')).toBe(false);
    expect(await verifyPassword('password1', `bcrypt$10$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('password1', `pbkdf2-sha256$100001$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('password1', `pbkdf2-sha256$100000$!!$${hash}`)).toBe(false);
    expect(await verifyPassword('password1', DECOY_HASH)).toBe(false);
  });

  it('flags hashes made with older settings for an upgrade', () => {
    expect(needsRehash('pbkdf2-sha256$50000$AAAA$AAAA')).toBe(true);
    expect(needsRehash(DECOY_HASH)).toBe(false);
  });

  it('takes a noticeable but bearable time per hash', async () => {
    const started = performance.now();
    await hashPassword('timing the hash');
    const elapsed = performance.now() - started;
    console.info(`PBKDF2-SHA256 x ${PBKDF2_ITERATIONS}: ${elapsed.toFixed(1)} ms`);
    expect(elapsed).toBeLessThan(2_000);
  });
});
