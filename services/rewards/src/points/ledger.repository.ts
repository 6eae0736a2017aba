import type { RawSqlQuerier } from '@fc/service-kit/db';
import type { DbOrTx } from '../db.ts';

/** A row of the points ledger: one change of a member's points, with the total after it. */
export interface LedgerEntry {
  userId: number;
  delta: number;
  balanceAfter: number;
  reason: string;
  /** The event that caused it, when one did. */
  eventId?: string;
  /** The admin who made it, for admin changes. */
  createdBy?: number;
}

export function insertLedgerEntry(db: DbOrTx, entry: LedgerEntry) {
  return db.pointsEntry.create({ data: entry });
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
  db: RawSqlQuerier,
  userId: number,
  reason: string,
  since: Date,
): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM points_entry
    WHERE user_id = ${userId}::int AND reason = ${reason} AND created_at >= ${since}::timestamptz`;
  return row?.count ?? 0;
}

export function deleteLedgerOf(db: DbOrTx, userId: number) {
  return db.pointsEntry.deleteMany({ where: { userId } });
}
