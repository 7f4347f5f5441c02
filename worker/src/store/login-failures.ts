// `login_failures` holds one row per sign-in attempt that may fail: the row is written before the
// password is checked and stays if it was wrong; a right password deletes that client's rows of the account.

/**
 * Reserves one attempt for this account from this client, unless the client already has
 * `perAccountAndClient` attempts on the account, or `perClient` on any, since `since`. Counting and
 * writing are one statement, so parallel attempts cannot all see a count under the limit: of any
 * number at once, at most the limit get a row. Rows older than `since` are forgotten on the way.
 * Also answers the account's failures from every client (this attempt's included), for slowing.
 */
export async function reserveLoginAttempt(
  db: D1Database,
  attempt: { account: string; client: string; at: string },
  since: string,
  limits: { perAccountAndClient: number; perClient: number },
): Promise<{ reserved: boolean; accountFailures: number }> {
  const [, reserved, count] = await db.batch<{ id?: number; n?: number }>([
    db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').bind(since),
    db
      .prepare(
        `INSERT INTO login_failures (account, client, failed_at)
         SELECT ?1, ?2, ?3
         WHERE (SELECT COUNT(*) FROM login_failures WHERE account = ?1 AND client = ?2 AND failed_at > ?4) < ?5
           AND (SELECT COUNT(*) FROM login_failures WHERE client = ?2 AND failed_at > ?4) < ?6
         RETURNING id`,
      )
      .bind(attempt.account, attempt.client, attempt.at, since, limits.perAccountAndClient, limits.perClient),
    db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE account = ? AND failed_at > ?').bind(attempt.account, since),
  ]);
  return { reserved: reserved!.results.length > 0, accountFailures: count!.results[0]?.n ?? 0 };
}

/** A successful sign-in clears this client's count on the account (its own reserved row with it). */
export async function clearFailuresOf(db: D1Database, account: string, client: string): Promise<void> {
  await db.prepare('DELETE FROM login_failures WHERE account = ? AND client = ?').bind(account, client).run();
}
