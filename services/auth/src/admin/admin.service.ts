import type { AuditEntry } from '@fc/contracts/admin';
import type { EventEnvelope } from '@fc/contracts/events';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Db, Tx } from '../db.ts';

/**
 * Admin "Reset Progress": user.progress_reset goes to learning, rewards, market and auth itself,
 * each returning the user to a new account's state (ARCHITECTURE.md decisions); the account and
 * budget plans stay. Recorded in the audit log.
 */
export async function resetProgress(
  db: Db,
  adminId: number,
  userId: number,
): Promise<{ userId: number; resetAt: string }> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw httpErrors.notFound('User not found', 'USER_NOT_FOUND');
  const resetAt = new Date().toISOString();
  await db.$transaction(async (tx) => {
    await publishEvent(tx, 'user.progress_reset', { userId, resetBy: adminId });
    await publishEvent(tx, 'admin.action_recorded', {
      adminId,
      action: 'reset_progress',
      targetUserId: userId,
      oldValue: `${user.points} points, ${user.streak}-day streak`,
      newValue: 'a new account',
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
  await tx.auditEntry.upsert({
    where: { eventId: event.id },
    create: { eventId: event.id, action, adminId, targetUserId, oldValue, newValue, at },
    update: {},
  });
}

export async function listAuditLog(db: Db, limit: number): Promise<AuditEntry[]> {
  const entries = await db.auditEntry.findMany({
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  const ids = [...new Set(entries.flatMap((entry) => [entry.adminId, entry.targetUserId]))];
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, username: true },
  });
  const usernames = new Map(users.map((user) => [user.id, user.username]));
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
