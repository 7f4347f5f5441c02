import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Bindings } from '../env';
import type { OutboxRow } from '../store/outbox';
import { deliverOutbox, deliverPendingEmail, MAX_ATTEMPTS, queueEmail } from './outbox';
import { emailSenderFor, RESEND_URL, ResendSender, type EmailMessage, type EmailSender } from './sender';

const ICS = 'BEGIN:VCALENDAR\r\nSUMMARY:Renée\r\nEND:VCALENDAR\r\n';

async function queue(relatedId = 'booking-1', ics: string | null = ICS) {
  await queueEmail(env.DB, { kind: 'consultation_confirmation', to: 'p@example.com', subject: 'S', text: 'T', ics, relatedId }).run();
}

const rows = async () => (await env.DB.prepare('SELECT * FROM outbox ORDER BY created_at').all<OutboxRow>()).results;

class RecordingSender implements EmailSender {
  sent: EmailMessage[] = [];
  constructor(private failures = 0) {}
  async send(message: EmailMessage) {
    if (this.failures-- > 0) throw new Error('provider is down');
    this.sent.push(message);
  }
}

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM outbox').run();
});

describe('outbox delivery', () => {
  it('sends pending messages and marks them sent', async () => {
    await queue();
    const sender = new RecordingSender();
    expect(await deliverOutbox(env.DB, sender)).toEqual({ sent: 1, failed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row!.sent_at).not.toBeNull();
    expect(sender.sent).toEqual([{ to: 'p@example.com', subject: 'S', text: 'T', ics: ICS, idempotencyKey: row!.id }]);
    expect(await deliverOutbox(env.DB, sender)).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps a failed message pending, counting attempts, until it goes through', async () => {
    await queue();
    const sender = new RecordingSender(2);
    await deliverOutbox(env.DB, sender);
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 1, last_error: 'provider is down' }]);
    await deliverOutbox(env.DB, sender);
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 2 }]);
    await deliverOutbox(env.DB, sender);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    await queue();
    const sender = new RecordingSender(Infinity);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await deliverOutbox(env.DB, sender);
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: MAX_ATTEMPTS }]);
  });

  it('delivers only the messages about one record when asked', async () => {
    await queue('booking-1');
    await queue('booking-2');
    const sender = new RecordingSender();
    await deliverOutbox(env.DB, sender, { relatedId: 'booking-2' });
    expect((await rows()).map((r) => [r.related_id, r.status])).toEqual([
      ['booking-1', 'pending'],
      ['booking-2', 'sent'],
    ]);
  });

  it('sends nothing outside production and leaves the rows readable', async () => {
    await queue();
    expect(emailSenderFor(env as Bindings)).toBeNull();
    await deliverPendingEmail(env as Bindings);
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 0, ics: ICS }]);
  });
});

describe('the Resend sender', () => {
  it('posts the message with the key, an idempotency key and the invite as a base64 text/calendar attachment', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"id":"x"}', { status: 200 });
    }) as unknown as typeof fetch;
    await new ResendSender('re_key', 'VERSE <hello@verse.example>', fetcher).send({ to: 'p@example.com', subject: 'S', text: 'T', ics: ICS, idempotencyKey: 'row-1' });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(RESEND_URL);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer re_key');
    expect(headers['Idempotency-Key']).toBe('row-1');
    const body = JSON.parse(calls[0]!.init.body as string);
    expect(body).toMatchObject({ from: 'VERSE <hello@verse.example>', to: ['p@example.com'], subject: 'S', text: 'T' });
    expect(body.attachments[0].filename).toBe('invite.ics');
    expect(body.attachments[0].content_type).toMatch(/^text\/calendar/);
    const bytes = Uint8Array.from(atob(body.attachments[0].content), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(ICS);
  });

  it('sends no attachment without an invite, and fails loudly on a refusal', async () => {
    let body: Record<string, unknown> = {};
    const refusing = (async (_url: string, init: RequestInit) => {
      body = JSON.parse(init.body as string);
      return new Response('{"message":"domain not verified"}', { status: 403 });
    }) as unknown as typeof fetch;
    const sending = new ResendSender('re_key', 'hello@verse.example', refusing).send({ to: 'p@example.com', subject: 'S', text: 'T' });
    await expect(sending).rejects.toThrow('Resend answered 403: {"message":"domain not verified"}');
    expect(body).not.toHaveProperty('attachments');
  });

  it('is the production sender; without its key every attempt records why', async () => {
    const production = { ...(env as Bindings), ENVIRONMENT: 'production' };
    expect(emailSenderFor({ ...production, EMAIL_API_KEY: 're_key' })).toBeInstanceOf(ResendSender);
    await queue();
    await deliverPendingEmail(production);
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 1, last_error: 'EMAIL_API_KEY is not set (wrangler secret put EMAIL_API_KEY).' }]);
  });
});
