import type { DbOrTx } from '../db.ts';

export interface NewAuditEntry {
  eventId: string;
  action: string;
  adminId: number;
  targetUserId: number;
  oldValue: string | null;
  newValue: string | null;
  at: Date;
}

/** One row per admin.action_recorded event: a redelivered event writes nothing more. */
export async function insertAuditEntry(db: DbOrTx, entry: NewAuditEntry): Promise<void> {
  await db.auditEntry.upsert({ where: { eventId: entry.eventId }, create: entry, update: {} });
}

/** The newest entries first. */
export function listAuditEntries(db: DbOrTx, limit: number) {
  return db.auditEntry.findMany({ orderBy: [{ at: 'desc' }, { id: 'desc' }], take: limit });
}
