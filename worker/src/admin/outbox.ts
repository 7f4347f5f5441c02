import { emailSenderFor } from '../email/sender';
import { apiError } from '../http/errors';
import { RouteTable } from '../http/route';
import { countOutboxByStatus, findOutboxRow, listOutbox, requeueFailedStatement } from '../store/admin-outbox';
import { markOutboxAttemptFailed, markOutboxSent } from '../store/outbox';
import { now } from '../time/clock';
import { audit, type SignedInEnv } from './guard';
import { decodeCursor, encodeCursor } from './query';

const PAGE_SIZE = 25;

/** The emails the worker queued and sent, and a retry of one that failed. */
export const outboxAdminRoutes = new RouteTable<SignedInEnv>('/api/admin/outbox')
  .serve('GET /api/admin/outbox', async (c) => {
    const query = c.get('query');
    const limit = query.limit ?? PAGE_SIZE;
    const [{ messages, more }, counts] = await Promise.all([
      listOutbox(c.env.DB, { status: query.status, before: decodeCursor(query.cursor), limit }),
      countOutboxByStatus(c.env.DB),
    ]);
    const last = messages.at(-1);
    return { messages, counts, next: more && last ? encodeCursor(last.created_at, last.id) : null };
  })
  /**
   * Puts a failed message back in line and tries it once now (where this environment sends email;
   * locally it stays pending, as all local email does). 409 when the message is not failed.
   */
  .serve('POST /api/admin/outbox/:id/retry', async (c) => {
    const id = c.req.param('id');
    const row = await findOutboxRow(c.env.DB, id);
    if (!row) return apiError(c, 404, 'There is no such message.');
    const requeued = await requeueFailedStatement(c.env.DB, id).run();
    if (!requeued.meta.changes) return apiError(c, 409, 'Only a message that failed can be retried.');
    await audit(c, 'outbox.retry', { messageId: id, kind: row.kind }, id);
    const sender = emailSenderFor(c.env);
    if (sender) {
      try {
        await sender.send({ to: row.to_address, subject: row.subject, text: row.text_body, ics: row.ics, idempotencyKey: row.id });
        await markOutboxSent(c.env.DB, id, now().toISOString());
      } catch (error) {
        // Still pending after this first attempt: the cron goes on trying, as for any new message.
        await markOutboxAttemptFailed(c.env.DB, id, (error instanceof Error ? error.message : String(error)).slice(0, 500), false);
      }
    }
    return { message: (await findOutboxRow(c.env.DB, id))! };
  });
