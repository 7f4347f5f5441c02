// Writes that belong together: statements made by the store's modules, run as one D1 batch.

/** Runs `statements` as one batch, which D1 runs as one transaction: all of them land, or none. */
export async function runTogether(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  await db.batch(statements);
}
