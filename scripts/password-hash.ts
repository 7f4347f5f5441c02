// A password hash as the worker stores it (`pbkdf2-sha256$<iterations>$<salt>$<hash>`, base64, as
// worker/src/auth/password.ts writes it), for accounts that scripts seed: the demo teacher and the
// benchmark's teachers. Web Crypto only, so it runs in Node and in the worker's tests alike.
const ITERATIONS = 100_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export async function seededPasswordHash(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(16)));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS }, key, 256);
  return ['pbkdf2-sha256', ITERATIONS, toBase64(salt), toBase64(new Uint8Array(bits))].join('$');
}
