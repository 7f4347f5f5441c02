import type { Bindings } from '../env';
import { insertOutboxRow, type NewOutboxRow, markOutboxAttemptFailed, markOutboxSent, pendingOutboxRows } from '../store/outbox';
import { now } from '../time/clock';
import { emailSenderFor, type EmailSender } from './sender';

/** Every email the worker sends goes through here: queued with its record, delivered after. */
export type QueuedEmail = {
  /** What the message is, for staff reading the outbox: 'consultation_confirmation', … */
  kind: string;
  to: string;
  subject: string;
  text: string;
  ics?: string | null;
  /** The record it is about (a booking id, a lead id). */
  relatedId?: string | null;
};

/** After this many failed sends a message is marked `failed` and left for a person to look at. */
export const MAX_ATTEMPTS = 8;
const BATCH = 25;

/** The outbox row of an email, with a new id. */
export function insertOutboxRowFields(email: QueuedEmail, at: Date = now()): NewOutboxRow {
  return {
    id: crypto.randomUUID(),
    kind: email.kind,
    to_address: email.to,
    subject: email.subject,
    text_body: email.text,
    ics: email.ics ?? null,
    related_id: email.relatedId ?? null,
    created_at: at.toISOString(),
  };
}

/** A statement to batch with the write it reports, so both land or neither does. */
export function queueEmail(db: D1Database, email: QueuedEmail): D1PreparedStatement {
  return insertOutboxRow(db, insertOutboxRowFields(email));
}

/** Sends pending messages (those about `relatedId` only, when given), counting each attempt. */
export async function deliverOutbox(
  db: D1Database,
  sender: EmailSender,
  options: { relatedId?: string; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const rows = await pendingOutboxRows(db, options.limit ?? BATCH, options.relatedId);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      // The row id as idempotency key: a send that reached the provider but lost its answer is
      // not sent twice when the cron retries it.
      await sender.send({ to: row.to_address, subject: row.subject, text: row.text_body, ics: row.ics, idempotencyKey: row.id });
      await markOutboxSent(db, row.id, now().toISOString());
      sent++;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await markOutboxAttemptFailed(db, row.id, reason, row.attempts + 1 >= MAX_ATTEMPTS);
      failed++;
    }
  }
  return { sent, failed };
}

/** Right after a booking, its own messages (run in `waitUntil`). */
export async function deliverEmailAbout(env: Bindings, relatedId: string): Promise<void> {
  const sender = emailSenderFor(env);
  if (sender) await deliverOutbox(env.DB, sender, { relatedId });
}

/** The cron's retry of whatever is still pending. */
export async function deliverPendingEmail(env: Bindings): Promise<void> {
  const sender = emailSenderFor(env);
  if (sender) await deliverOutbox(env.DB, sender);
}
