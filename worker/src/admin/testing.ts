// Helpers for the admin API's tests: accounts of each role, and calls as the site's own page makes them.
import { env, SELF } from 'cloudflare:test';

export const ORIGIN = 'http://verse.test';

let accounts = 0;

/**
 * A new account of that role, signed in: its session cookie (`name=value`) and id. A role other
 * than member is set in D1 directly, as `npm run grant-admin` does.
 */
export async function signedInAs(role: 'member' | 'teacher' | 'admin', email = `${role}-${++accounts}-${crypto.randomUUID().slice(0, 6)}@example.com`, displayName?: string) {
  const send = (path: 'register' | 'login') =>
    SELF.fetch(`${ORIGIN}/api/auth/${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${accounts % 250}` },
      body: JSON.stringify({ email, password: 'reading-is-fun', displayName, recaptchaToken: `local:${path}` }),
    });
  if ((await send('register')).status !== 201) throw new Error(`could not register ${email}`);
  const response = await send('login');
  if (response.status !== 200) throw new Error(`could not sign in ${email}`);
  if (role !== 'member') await env.DB.prepare('UPDATE users SET role = ? WHERE email = ?').bind(role, email).run();
  // A teacher's workspace opens once the address is confirmed (teacher/verify.test.ts goes through the link).
  if (role === 'teacher') await env.DB.prepare('UPDATE users SET email_verified_at = ? WHERE email = ?').bind(new Date(0).toISOString(), email).run();
  const { id } = (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>())!;
  return { cookie: response.headers.getSetCookie()[0]!.split(';')[0]!, id, email };
}

/** A call of /api/admin with that cookie, from the site's own origin, JSON in and out. */
export function adminCall(cookie: string | undefined, method: string, path: string, body?: unknown, origin = ORIGIN): Promise<Response> {
  const headers: Record<string, string> = { Origin: origin };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return SELF.fetch(`${ORIGIN}/api/admin${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A form as a family sends it, from its own address (the lead limits count per client). */
export function submit(call: 'intakeForms' | 'contactForms' | 'bookConsultation', body: unknown, ip: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/api/${call}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });
}

export async function resetAdminState(): Promise<void> {
  await env.DB.batch(
    ['intake_forms', 'contact_forms', 'bookings', 'leads', 'outbox', 'lead_rate_limits', 'admin_audit'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  );
}
