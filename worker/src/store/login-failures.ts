// `login_failures` holds one row per sign-in attempt that may fail: the row is written before the
// password is checked and stays if it was wrong; a right password deletes the account's rows.

/**
 * Reserves one attempt for this account and client, unless either already has `limits` attempts
 * since `since`. Counting and writing are one statement, so parallel attempts cannot all see a
 * count under the limit: of any number at once, at most the limit get a row. Rows older than
 * `since` are forgotten on the way. True when the attempt may go ahead.
 */
export async function reserveLoginAttempt(
  db: D1Database,
  attempt: { account: string; client: string; at: string },
  since: string,
  limits: { perAccount: number; perClient: number },
): Promise<boolean> {
  const [, reserved] = await db.batch<{ id: number }>([
    db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').bind(since),
    db
      .prepare(
        `INSERT INTO login_failures (account, client, failed_at)
         SELECT ?1, ?2, ?3
         WHERE (SELECT COUNT(*) FROM login_failures WHERE account = ?1 AND failed_at > ?4) < ?5
           AND (SELECT COUNT(*) FROM login_failures WHERE client = ?2 AND failed_at > ?4) < ?6
         RETURNING id`,
      )
      .bind(attempt.account, attempt.client, attempt.at, since, limits.perAccount, limits.perClient),
  ]);
  return reserved!.results.length > 0;
}

/** A successful sign-in clears the account's count (its own reserved row with it). */
export async function clearAccountFailures(db: D1Database, account: string): Promise<void> {
  await db.prepare('DELETE FROM login_failures WHERE account = ?').bind(account).run();
}
