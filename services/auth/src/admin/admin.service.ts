import type { AuditEntry } from '@fc/contracts/admin';
import type { EventEnvelope } from '@fc/contracts/events';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Db, Tx } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import { findUserById, findUsernames } from '../users/users.repository.ts';
import { insertAuditEntry, listAuditEntries } from './audit.repository.ts';

/**
 * Admin "Reset Progress": user.progress_reset goes to learning, rewards, market and auth itself,
 * each returning the user to a new account's state (docs/product.md section 4); the account and
 * budget plans stay. Recorded in the audit log.
 */
export async function resetProgress(
  deps: AuthDeps,
  adminId: number,
  userId: number,
): Promise<{ userId: number; resetAt: string }> {
  const user = await findUserById(deps.prisma, userId);
  if (!user) throw httpErrors.notFound('User not found', 'USER_NOT_FOUND');
  const resetAt = new Date().toISOString();
  await deps.prisma.$transaction(async (tx) => {
    await publishEvent(tx, 'user.progress_reset', { userId, resetBy: adminId });
    await publishEvent(tx, 'admin.action_recorded', {
      adminId,
      action: 'reset_progress',
      targetUserId: userId,
      // What the reset took away, as data; the admin panel words it.
      oldValue: JSON.stringify({ points: user.points, streak: user.streak }),
      newValue: null,
      at: resetAt,
    });
  });
  return { userId, resetAt };
}

/** admin.action_recorded: one row per event. */
export async function recordAdminAction(
  event: EventEnvelope<'admin.action_recorded'>,
  tx: Tx,
): Promise<void> {
  const { adminId, action, targetUserId, oldValue, newValue, at } = event.payload;
  await insertAuditEntry(tx, {
    eventId: event.id,
    action,
    adminId,
    targetUserId,
    oldValue,
    newValue,
    at: new Date(at),
  });
}

export async function listAuditLog(db: Db, limit: number): Promise<AuditEntry[]> {
  const entries = await listAuditEntries(db, limit);
  const usernames = await findUsernames(db, [
    ...new Set(entries.flatMap((entry) => [entry.adminId, entry.targetUserId])),
  ]);
  return entries.map((entry) => ({
    id: entry.id,
    action: entry.action as AuditEntry['action'],
    adminId: entry.adminId,
    adminUsername: usernames.get(entry.adminId) ?? null,
    targetUserId: entry.targetUserId,
    targetUsername: usernames.get(entry.targetUserId) ?? null,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    at: entry.at.toISOString(),
  }));
}
