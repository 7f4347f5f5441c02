// Writes that belong together: statements made by the store's modules, run as one D1 batch.

/** Runs `statements` as one batch, which D1 runs as one transaction: all of them land, or none. */
export async function runTogether(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  await db.batch(statements);
}

/**
 * A list read with a cap: the statement is bound with `limit + 1` as its LIMIT, so one row more
 * than is answered tells whether rows were left out (`more`), which the answer then says.
 */
export async function cappedList<T>(statement: (limitPlusOne: number) => D1PreparedStatement, limit: number): Promise<{ rows: T[]; more: boolean }> {
  const { results } = await statement(limit + 1).all<T>();
  return { rows: results.slice(0, limit), more: results.length > limit };
}
