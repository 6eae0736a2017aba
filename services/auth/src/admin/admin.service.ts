import type { AuditEntry } from '@fc/contracts/admin';
import type { SetRoleBody, User } from '@fc/contracts/auth';
import type { EventEnvelope } from '@fc/contracts/events';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import { revokeSessions } from '@fc/service-kit/session';
import { revokeAllSessionsOf } from '../accounts/sessions.repository.ts';
import { sqlIn, type Db, type Sql } from '../db.ts';
import type { AuthDeps } from '../deps.ts';
import {
  findUserById,
  findUserForUpdate,
  findUsernames,
  toApiUser,
  updateUserRole,
} from '../users/users.repository.ts';
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
    const sql = sqlIn(tx);
    await publishEvent(sql, 'user.progress_reset', { userId, resetBy: adminId });
    await publishEvent(sql, 'admin.action_recorded', {
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

/**
 * The admin makes a student a teacher, or a teacher a student again. The role is in
 * the session token, so every session of theirs ends: they sign in again with the new role.
 * user.role_changed tells rewards. The same role again changes nothing and announces nothing.
 */
export async function setRole(
  deps: AuthDeps,
  adminId: number,
  userId: number,
  { role }: SetRoleBody,
): Promise<User> {
  const { user, endedSessions, isChanged } = await deps.prisma.$transaction(async (tx) => {
    const user = await findUserForUpdate(tx, userId);
    if (!user) throw httpErrors.notFound(`There is no user ${userId}`, 'USER_NOT_FOUND');
    if (user.role === 'admin' || user.id === adminId) {
      throw httpErrors.badRequest("The admin account's role cannot be changed", 'ADMIN_ROLE_FIXED');
    }
    if (user.role === role) return { user, endedSessions: [], isChanged: false };
    const changed = await updateUserRole(tx, userId, role);
    const endedSessions = await revokeAllSessionsOf(tx, userId);
    const sql = sqlIn(tx);
    const event = await publishEvent(sql, 'user.role_changed', {
      userId,
      role,
      changedBy: adminId,
      changedAt: changed.updatedAt.toISOString(),
    });
    // The audit log's row, under the event's id (as the other admin actions' rows are).
    await insertAuditEntry(sql, {
      eventId: event.id,
      action: 'set_role',
      adminId,
      targetUserId: userId,
      oldValue: user.role,
      newValue: role,
      at: changed.updatedAt,
    });
    return { user: changed, endedSessions, isChanged: true };
  });
  if (isChanged) {
    await revokeSessions(deps.redis, deps.config.REDIS_PREFIX, endedSessions);
    deps.logger.info(
      {
        event: 'role_changed',
        userId,
        role,
        changedBy: adminId,
        endedSessions: endedSessions.length,
      },
      'role changed',
    );
  }
  return toApiUser(user);
}

/** admin.action_recorded: one row per event. */
export async function recordAdminAction(
  event: EventEnvelope<'admin.action_recorded'>,
  tx: Sql,
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
