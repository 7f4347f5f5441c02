import type { QueuedEmail } from '../email/outbox';
import { insertOutboxRowUnlessSentSince } from '../store/outbox';
import { now } from '../time/clock';

/**
 * The two emails a sign-up sends, one or the other: the answer to the request is the same for a
 * new and an existing address, so only the owner of the mailbox learns which it was.
 */
export function welcomeEmail(to: string, displayName: string | null, siteOrigin: string, supportEmail: string, confirmLink?: string): QueuedEmail {
  return {
    kind: 'account_welcome',
    to,
    subject: 'Welcome to VERSE',
    text: [
      `Hello${displayName ? ` ${displayName}` : ''},`,
      '',
      `Your VERSE account for ${to} is ready. Sign in at ${siteOrigin}/login with the password you chose.`,
      '',
      ...(confirmLink ? ['Your Teacher Portal opens once you confirm this is your address. Open this link (it works for 7 days):', confirmLink, ''] : []),
      `If you did not create this account, write to ${supportEmail} and we will remove it.`,
      '',
      'VERSE',
    ].join('\n'),
  };
}

export function existingAccountNotice(to: string, siteOrigin: string, supportEmail: string): QueuedEmail {
  return {
    kind: 'account_exists_notice',
    to,
    subject: 'Someone tried to create a VERSE account with your email',
    text: [
      'Hello,',
      '',
      `Someone just tried to create a new VERSE account with this email address (${to}). You already have an account, so nothing was changed and no one was signed in.`,
      '',
      `If it was you, sign in at ${siteOrigin}/login with your password. If you have forgotten it, write to ${supportEmail} and we will help you reset it.`,
      '',
      'If it was not you, you can ignore this email: your account and your password are as they were.',
      '',
      'VERSE',
    ].join('\n'),
  };
}

/** Hours within which an address gets one email of a kind at most: sign-ups cannot flood a mailbox. */
const ONCE_PER_HOURS = 1;

/**
 * Queues the email unless the same kind went to the same address within the hour, in one
 * statement whichever email it is (so both sign-up answers cost the same). Returns the id its
 * delivery is filed under.
 */
export async function queueSignUpEmail(db: D1Database, email: QueuedEmail): Promise<string> {
  const relatedId = email.relatedId ?? crypto.randomUUID();
  const at = now();
  await insertOutboxRowUnlessSentSince(
    db,
    {
      id: crypto.randomUUID(),
      kind: email.kind,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      ics: null,
      related_id: relatedId,
      created_at: at.toISOString(),
    },
    new Date(at.getTime() - ONCE_PER_HOURS * 3_600_000).toISOString(),
  ).run();
  return relatedId;
}
