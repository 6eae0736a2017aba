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
export function countLedgerEntriesSince(
  db: DbOrTx,
  userId: number,
  reason: string,
  since: Date,
): Promise<number> {
  return db.pointsEntry.count({ where: { userId, reason, createdAt: { gte: since } } });
}

export function deleteLedgerOf(db: DbOrTx, userId: number) {
  return db.pointsEntry.deleteMany({ where: { userId } });
}
