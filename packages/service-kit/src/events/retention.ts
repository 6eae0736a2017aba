import type pg from 'pg';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement: short locks, however far behind the job is. */
const BATCH = 5_000;

async function deleteInBatches(pool: pg.Pool, sql: string, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await pool.query(sql, [before, BATCH]);
    deleted += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < BATCH) return deleted;
  }
}

/**
 * Keeps the event tables of a service's schema (the pool's search_path) from growing for ever:
 * outbox rows sent more than `outboxDays` ago and inbox ids handled more than `inboxDays` ago are
 * deleted. Unsent outbox rows are never deleted. Answers how many rows went.
 */
export async function pruneEventTables(
  pool: pg.Pool,
  retention: { outboxDays: number; inboxDays: number },
  now = new Date(),
): Promise<{ outboxDeleted: number; inboxDeleted: number }> {
  const outboxDeleted = await deleteInBatches(
    pool,
    `DELETE FROM outbox_event WHERE id IN (
       SELECT id FROM outbox_event WHERE sent_at IS NOT NULL AND sent_at < $1 LIMIT $2)`,
    new Date(now.getTime() - retention.outboxDays * DAY_MS),
  );
  const inboxDeleted = await deleteInBatches(
    pool,
    `DELETE FROM inbox_event WHERE id IN (
       SELECT id FROM inbox_event WHERE handled_at < $1 LIMIT $2)`,
    new Date(now.getTime() - retention.inboxDays * DAY_MS),
  );
  return { outboxDeleted, inboxDeleted };
}
