/** Failed sign-ins since `since`: for this account and from this client. */
export async function countLoginFailures(
  db: D1Database,
  account: string,
  client: string,
  since: string,
): Promise<{ account: number; client: number }> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM login_failures WHERE account = ?1 AND failed_at > ?3) AS account,
         (SELECT COUNT(*) FROM login_failures WHERE client = ?2 AND failed_at > ?3) AS client`,
    )
    .bind(account, client, since)
    .first<{ account: number; client: number }>();
  return row ?? { account: 0, client: 0 };
}

/** Records one failure and forgets those older than `forgetBefore`. */
export async function recordLoginFailure(
  db: D1Database,
  failure: { account: string; client: string; failedAt: string },
  forgetBefore: string,
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').bind(forgetBefore),
    db.prepare('INSERT INTO login_failures (account, client, failed_at) VALUES (?, ?, ?)').bind(failure.account, failure.client, failure.failedAt),
  ]);
}

/** A successful sign-in clears the account's count; the client's count stays. */
export async function clearAccountFailures(db: D1Database, account: string): Promise<void> {
  await db.prepare('DELETE FROM login_failures WHERE account = ?').bind(account).run();
}
