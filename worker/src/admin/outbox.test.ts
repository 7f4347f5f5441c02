import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, resetAdminState, signedInAs } from './testing';

let admin: Awaited<ReturnType<typeof signedInAs>>;

async function message(id: string, status: 'pending' | 'sent' | 'failed', minute: number) {
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, to_address, subject, text_body, status, attempts, last_error, created_at)
     VALUES (?, 'consultation_confirmation', 'family@example.com', 'Your consultation', 'See you then.', ?, ?, ?, ?)`,
  )
    .bind(id, status, status === 'failed' ? 8 : 1, status === 'failed' ? 'Resend answered 500' : null, `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`)
    .run();
}

beforeAll(async () => {
  admin = await signedInAs('admin');
});
beforeEach(async () => {
  await resetAdminState();
  await message('m1', 'sent', 1);
  await message('m2', 'failed', 2);
  await message('m3', 'pending', 3);
});

describe('GET /api/admin/outbox', () => {
  it('lists the email newest first with its delivery status, and counts each status', async () => {
    const response = await adminCall(admin.cookie, 'GET', '/outbox');
    const body = (await response.json()) as { messages: Array<{ id: string; status: string; last_error: string | null }>; counts: unknown; next: unknown };
    expect(body.messages.map((row) => [row.id, row.status])).toEqual([
      ['m3', 'pending'],
      ['m2', 'failed'],
      ['m1', 'sent'],
    ]);
    expect(body.messages[1]!.last_error).toBe('Resend answered 500');
    expect(body.counts).toEqual({ pending: 1, sent: 1, failed: 1 });
    const failed = (await (await adminCall(admin.cookie, 'GET', '/outbox?status=failed')).json()) as { messages: Array<{ id: string }> };
    expect(failed.messages.map((row) => row.id)).toEqual(['m2']);
    const first = (await (await adminCall(admin.cookie, 'GET', '/outbox?limit=2')).json()) as { messages: Array<{ id: string }>; next: string };
    const rest = (await (await adminCall(admin.cookie, 'GET', `/outbox?limit=2&cursor=${first.next}`)).json()) as { messages: Array<{ id: string }>; next: null };
    expect([...first.messages, ...rest.messages].map((row) => row.id)).toEqual(['m3', 'm2', 'm1']);
    expect(rest.next).toBeNull();
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  it('puts a failed message back in line, recorded in the audit', async () => {
    const response = await adminCall(admin.cookie, 'POST', '/outbox/m2/retry');
    expect(response.status).toBe(200);
    // Local runs send no email: the message waits as pending, with a fresh count of attempts.
    expect(await env.DB.prepare('SELECT status, attempts, last_error FROM outbox WHERE id = ?').bind('m2').first()).toEqual({ status: 'pending', attempts: 0, last_error: null });
    expect(await env.DB.prepare('SELECT actor_email, action, subject FROM admin_audit').first()).toEqual({ actor_email: admin.email, action: 'outbox.retry', subject: 'm2' });
  });

  it('retries only a failed message', async () => {
    for (const id of ['m1', 'm3']) {
      const response = await adminCall(admin.cookie, 'POST', `/outbox/${id}/retry`);
      expect(response.status).toBe(409);
    }
    expect((await adminCall(admin.cookie, 'POST', '/outbox/nope/retry')).status).toBe(404);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM admin_audit').first<{ n: number }>())!.n).toBe(0);
  });
});
