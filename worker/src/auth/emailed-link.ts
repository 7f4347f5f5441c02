import type { Context } from 'hono';
import { deliverEmailAbout } from '../email/outbox';
import type { AppEnv } from '../env';
import { limitLeads } from '../leads/rate-limit';
import { requestEmailedLink, type LinkTable } from '../store/emailed-links';
import { now } from '../time/clock';
import { hashToken, newToken } from './session';

type LinkEmail = { kind: string; subject: string; text: (link: string) => string };

/** One kind of emailed one-time link: a reset link, a sign-in link. */
export type EmailedLink = {
  table: LinkTable;
  /** The page the link opens; its token follows `#`. */
  page: string;
  linkMinutes: number;
  perAddressPerHour: number;
  /** The email's kind in the outbox, and the name of its rate limits. */
  kind: string;
  subject: string;
  /** The email's sentences: why it came, what follows "The link works once, within N minutes", and what to do if it was not asked for. */
  asked: string;
  works: string;
  ignore: string;
  /** The refusal when one connection asks for too many links. */
  tooMany: string;
};

/**
 * Per client and hour, for one kind of link: requests (each may send an email) and uses of a link.
 */
export function emailedLinkLimits(link: EmailedLink) {
  return {
    request: limitLeads({ bucket: link.kind, windowSeconds: 3600, perClient: 10, message: link.tooMany }),
    confirm: limitLeads({ bucket: `${link.kind}_confirm`, windowSeconds: 3600, perClient: 20 }),
  };
}

function linkEmail(link: EmailedLink, supportEmail: string): LinkEmail {
  return {
    kind: link.kind,
    subject: link.subject,
    text: (url: string) =>
      [
        'Hello,',
        '',
        link.asked,
        '',
        url,
        '',
        `The link works once, within ${link.linkMinutes} minutes${link.works}`,
        '',
        `${link.ignore} Questions: ${supportEmail}.`,
        '',
        'VERSE',
      ].join('\n'),
  };
}

/** Answers a request for a link of this kind, the same whether or not `email` has an account. */
export async function answerLinkRequest<E extends AppEnv>(c: Context<E>, link: EmailedLink, email: string) {
  await sendEmailedLink(c, {
    table: link.table,
    email,
    page: link.page,
    minutes: link.linkMinutes,
    perAddressPerHour: link.perAddressPerHour,
    message: linkEmail(link, c.env.SUPPORT_EMAIL),
  });
  return { sent: true as const };
}

/**
 * Emails a one-time link to the account of `email`, if there is one and it has had fewer than
 * `perAddressPerHour` links this hour. The link carries its token after `#` on `page`, so it never
 * reaches a server log, a Referer or a page-view report; only its SHA-256 is stored. The work is
 * the same whether or not the address has an account, and so is the caller's answer.
 */
async function sendEmailedLink<E extends AppEnv>(
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
