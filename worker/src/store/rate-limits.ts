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
