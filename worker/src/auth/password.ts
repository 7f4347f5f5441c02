/**
 * PBKDF2-HMAC-SHA256 rounds for every new password hash. Production Workers refuse PBKDF2 above
 * 100,000 iterations (`deriveBits` throws), while local workerd and the tests accept more, so a
 * higher value would pass every test and then break sign-in in production. Keep it at the cap;
 * `password.test.ts` fails if it ever exceeds it. A stronger scheme later means a new prefix in
 * the stored hash, upgraded on the member's next sign-in (see `needsRehash`).
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS_IN_PRODUCTION = 100_000;

const SCHEME = 'pbkdf2-sha256';

/**
 * The longest new password, in UTF-8 bytes: what the hash receives. Plain letters and digits
 * count 1, accented letters 2, most other scripts 3, emoji 4. Sign-in keeps accepting up to 128
 * characters, so passwords chosen before this rule still work.
 */
export const NEW_PASSWORD_MAX_BYTES = 128;

/**
 * Why a password cannot be chosen (the body schema has already checked its type and its 8 to 128
 * characters), as a field message; null when it can. Only spaces (of any kind) is refused.
 */
export function newPasswordProblem(password: string): string | null {
  if (/^\s*$/u.test(password)) return 'This field cannot be only spaces.';
  if (new TextEncoder().encode(password).byteLength > NEW_PASSWORD_MAX_BYTES) {
    return `This field must be at most ${NEW_PASSWORD_MAX_BYTES} bytes: plain letters and digits count 1, accented letters 2, emoji 4.`;
  }
  return null;
}
const SALT_BYTES = 16;
const HASH_BYTES = 32;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>`, with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return [SCHEME, PBKDF2_ITERATIONS, toBase64(salt), toBase64(hash)].join('$');
}

/** Compares in constant time; a malformed or unknown stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rounds, salt, hash] = stored.split('$');
  const iterations = Number(rounds);
  if (scheme !== SCHEME || !Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS_IN_PRODUCTION) {
    return false;
  }
  let saltBytes: Uint8Array;
  let expected: Uint8Array;
  try {
    saltBytes = fromBase64(salt ?? '');
    expected = fromBase64(hash ?? '');
  } catch {
    return false;
  }
  const actual = await pbkdf2(password, saltBytes, iterations);
  return expected.byteLength === actual.byteLength && crypto.subtle.timingSafeEqual(expected, actual);
}

/** Whether a hash that just verified was made with other settings than today's. */
export const needsRehash = (stored: string) => !stored.startsWith(`${SCHEME}$${PBKDF2_ITERATIONS}$`);

/**
 * A real hash of no one's password. Signing in to an unknown email verifies against it, so the
 * answer takes as long as for a known email and does not tell which addresses have accounts.
 */
export const DECOY_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$${'A'.repeat(43)}=`;
