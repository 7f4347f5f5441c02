/**
 * Counts one more hit for `client` in `bucket` during the window starting at `windowStart` (epoch
 * seconds) and returns the count so far, in one atomic upsert. Windows that began before
 * `forgetBefore` are dropped on the way.
 */
export async function countHit(db: D1Database, bucket: string, client: string, windowStart: number, forgetBefore: number): Promise<number> {
  const [, counted] = await db.batch<{ hits: number }>([
    db.prepare('DELETE FROM lead_rate_limits WHERE window_start < ?').bind(forgetBefore),
    db
      .prepare(
        `INSERT INTO lead_rate_limits (bucket, client, window_start, hits) VALUES (?, ?, ?, 1)
         ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = hits + 1
         RETURNING hits`,
      )
      .bind(bucket, client, windowStart),
  ]);
  return counted!.results[0]!.hits;
}

export type Counter = { bucket: string; client: string; limit: number };

/**
 * Counts one hit on every counter of the window starting at `windowStart`, only when each is still
 * under its limit: a refused call counts nothing, so a client that goes on calling past its limit
 * uses up nothing more, and no counter that several clients share fills with one's refusals. One
 * batch: the rows are made, then raised together by a single statement that sees them all before
 * it changes any. True when the call may go ahead.
 */
export async function takeHits(db: D1Database, counters: readonly Counter[], windowStart: number, forgetBefore: number): Promise<boolean> {
  const match = counters.map((_, i) => `(bucket = ?${3 * i + 2} AND client = ?${3 * i + 3})`).join(' OR ');
  const full = counters.map((_, i) => `(bucket = ?${3 * i + 2} AND client = ?${3 * i + 3} AND hits >= ?${3 * i + 4})`).join(' OR ');
  const values = counters.flatMap((counter) => [counter.bucket, counter.client, counter.limit]);
  const results = await db.batch<{ hits: number }>([
    db.prepare('DELETE FROM lead_rate_limits WHERE window_start < ?').bind(forgetBefore),
    ...counters.map((counter) => db.prepare('INSERT INTO lead_rate_limits (bucket, client, window_start, hits) VALUES (?, ?, ?, 0) ON CONFLICT DO NOTHING').bind(counter.bucket, counter.client, windowStart)),
    db
      .prepare(
        `UPDATE lead_rate_limits SET hits = hits + 1 WHERE window_start = ?1 AND (${match})
         AND NOT EXISTS (SELECT 1 FROM lead_rate_limits WHERE window_start = ?1 AND (${full})) RETURNING hits`,
      )
      .bind(windowStart, ...values),
  ]);
  return results.at(-1)!.results.length === counters.length;
}

/** Whether every counter is still under its limit in the window starting at `windowStart` (counting nothing). */
export async function underLimits(db: D1Database, counters: readonly Counter[], windowStart: number): Promise<boolean> {
  const full = counters.map((_, i) => `(bucket = ?${3 * i + 2} AND client = ?${3 * i + 3} AND hits >= ?${3 * i + 4})`).join(' OR ');
  const values = counters.flatMap((counter) => [counter.bucket, counter.client, counter.limit]);
  return !(await db.prepare(`SELECT 1 AS over FROM lead_rate_limits WHERE window_start = ?1 AND (${full}) LIMIT 1`).bind(windowStart, ...values).first<number>('over'));
}
