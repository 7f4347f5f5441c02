import { isProduction, type Bindings } from '../env';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  /** A calendar invite, attached as `invite.ics`. */
  ics?: string | null;
  /** Lets the provider drop a repeat of a message it already sent (a retry after a lost answer). */
  idempotencyKey?: string;
};

/** The one thing delivery needs from an email provider. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

export const RESEND_URL = 'https://api.resend.com/emails';

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The invite's METHOD (REQUEST, CANCEL), which the attachment's content type must repeat. */
const icsMethod = (ics: string) => /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? 'REQUEST';

/** Resend's HTTP API: plain `fetch`, no SDK, works on every Workers plan. */
export class ResendSender implements EmailSender {
  constructor(
    private readonly apiKey: string,
    private readonly from: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const response = await this.fetcher(RESEND_URL, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${this.apiKey}`,
        'Content-Type': 'application/json',
        ...(message.idempotencyKey ? { 'Idempotency-Key': message.idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: this.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        ...(message.ics
          ? { attachments: [{ filename: 'invite.ics', content: base64(message.ics), content_type: `text/calendar; charset=utf-8; method=${icsMethod(message.ics)}` }] }
          : {}),
      }),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(`Resend answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
  }
}

/** Production without its key still "sends", and every attempt records why it failed. */
class MissingKeySender implements EmailSender {
  async send(): Promise<void> {
    throw new Error('EMAIL_API_KEY is not set (wrangler secret put EMAIL_API_KEY).');
  }
}

/**
 * The sender for this environment, or null outside production: local runs and tests send
 * nothing, and their email stays in the outbox as `pending`, readable at GET /api/dev/outbox.
 */
export function emailSenderFor(env: Bindings): EmailSender | null {
  if (!isProduction(env)) return null;
  return env.EMAIL_API_KEY ? new ResendSender(env.EMAIL_API_KEY, env.EMAIL_FROM) : new MissingKeySender();
}
