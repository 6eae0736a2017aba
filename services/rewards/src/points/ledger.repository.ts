import type { Insertable } from 'kysely';
import type { DbOrTx, Sql } from '../db.ts';
import type { PointsEntry } from '../generated/kysely.ts';

/**
 * A row of the points ledger: one change of a member's points, with the total after it, the
 * event that caused it (event_id) or the admin who made it (created_by) when there was one.
 */
export type LedgerEntry = Insertable<PointsEntry>;

export async function insertLedgerEntry(db: Sql, entry: LedgerEntry): Promise<void> {
  await db.insertInto('points_entry').values(entry).execute();
}

export function listRecentLedger(db: DbOrTx, userId: number, take: number) {
  return db.pointsEntry.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
}

export function listLedgerSince(db: DbOrTx, userId: number, since: Date) {
  return db.pointsEntry.findMany({ where: { userId, createdAt: { gte: since } } });
}

/** How many of a member's ledger rows for this reason were written since then. */
export async function countLedgerEntriesSince(
  db: Sql,
  userId: number,
  reason: string,
  since: Date,
): Promise<number> {
  const { count } = await db
    .selectFrom('points_entry')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('user_id', '=', userId)
    .where('reason', '=', reason)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  // count(*) is an int8, read as bigint.
  return Number(count);
}

export async function deleteLedgerOf(db: Sql, userId: number): Promise<void> {
  await db.deleteFrom('points_entry').where('user_id', '=', userId).execute();
}
