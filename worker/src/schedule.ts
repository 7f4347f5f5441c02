import type { Bindings } from './env';
import { deliverPendingEmail } from './email/outbox';
import { queueDueReminders } from './manage/reminders';

/**
 * What the Cron Trigger runs (every 5 minutes, wrangler.toml): the reminders that have come due
 * are queued, then whatever is pending in the outbox is delivered. Locally, `npm start` runs it
 * every minute through POST /api/dev/scheduled, which calls this same function.
 */
export async function runSchedule(env: Bindings): Promise<{ reminders: number }> {
  const reminders = await queueDueReminders(env);
  await deliverPendingEmail(env);
  return { reminders };
}
