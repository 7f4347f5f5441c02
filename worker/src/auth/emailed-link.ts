import type { Context } from 'hono';
import { deliverEmailAbout } from '../email/outbox';
import type { AppEnv } from '../env';
import { requestEmailedLink, type LinkTable } from '../store/emailed-links';
import { now } from '../time/clock';
import { hashToken, newToken } from './session';

type LinkEmail = { kind: string; subject: string; text: (link: string) => string };

/**
 * Emails a one-time link to the account of `email`, if there is one and it has had fewer than
 * `perAddressPerHour` links this hour. The link carries its token after `#` on `page`, so it never
 * reaches a server log, a Referer or a page-view report; only its SHA-256 is stored. The work is
 * the same whether or not the address has an account, and so is the caller's answer.
 */
export async function sendEmailedLink<E extends AppEnv>(
  c: Context<E>,
  options: { table: LinkTable; email: string; page: string; minutes: number; perAddressPerHour: number; message: LinkEmail },
): Promise<void> {
  const { email, message } = options;
  const token = newToken();
  const at = now();
  const relatedId = crypto.randomUUID();
  await requestEmailedLink(c.env.DB, options.table, {
    email,
    tokenHash: await hashToken(token),
    createdAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + options.minutes * 60_000).toISOString(),
    since: new Date(at.getTime() - 3_600_000).toISOString(),
    perAddress: options.perAddressPerHour,
    message: {
      id: crypto.randomUUID(),
      kind: message.kind,
      to_address: email,
      subject: message.subject,
      text_body: message.text(`${new URL(c.req.url).origin}${options.page}#${token}`),
      ics: null,
      related_id: relatedId,
      created_at: at.toISOString(),
    },
  });
  c.executionCtx.waitUntil(deliverEmailAbout(c.env, relatedId));
}
