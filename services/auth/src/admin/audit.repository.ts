import type { DbOrTx, Sql } from '../db.ts';

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
export async function insertAuditEntry(db: Sql, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_entry')
    .values({
      event_id: entry.eventId,
      action: entry.action,
      admin_id: entry.adminId,
      target_user_id: entry.targetUserId,
      old_value: entry.oldValue,
      new_value: entry.newValue,
      at: entry.at,
    })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}

/** The newest entries first. */
export function listAuditEntries(db: DbOrTx, limit: number) {
  return db.auditEntry.findMany({ orderBy: [{ at: 'desc' }, { id: 'desc' }], take: limit });
}
