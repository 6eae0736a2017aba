import { publishEvent } from '@fc/service-kit/events/publish';
import { httpErrors } from '@fc/service-kit/errors';
import { inTransaction } from '../db.ts';
import type { RewardsDeps } from '../deps.ts';
import { findMember, lockMember } from '../members/members.repository.ts';
import { applyMemberChange } from '../points/rewards.engine.ts';
import { findAchievement } from './achievement-catalogue.ts';
import { listEarnedAchievements } from './achievements.repository.ts';

async function assertMember(deps: RewardsDeps, userId: number) {
  if (!(await findMember(deps.prisma, userId)))
    throw httpErrors.notFound('User not found', 'USER_NOT_FOUND');
}

/** An admin's award: idempotent, and paid and announced like an achievement earned in play. */
export async function awardAchievement(
  deps: RewardsDeps,
  adminId: number,
  userId: number,
  achievementId: string,
) {
  if (!findAchievement(achievementId))
    throw httpErrors.notFound('Achievement not found', 'ACHIEVEMENT_NOT_FOUND');
  await assertMember(deps, userId);
  const alreadyEarned = (await listEarnedAchievements(deps.prisma, userId)).some(
    (row) => row.achievementId === achievementId,
  );
  if (!alreadyEarned) {
    await inTransaction(deps, async (trx) => {
      const at = new Date();
      // The award's record is the event that caused it: its id links the achievement's ledger
      // row to its timeline entry, so the class timeline shows the award once, with its points.
      const recorded = await publishEvent(trx, 'admin.action_recorded', {
        adminId,
        action: 'award_achievement',
        targetUserId: userId,
        oldValue: null,
        newValue: achievementId,
        at: at.toISOString(),
      });
      await applyMemberChange(trx, deps.context, userId, {
        at,
        eventId: recorded.id,
        reason: 'admin_award',
        awardAchievementId: achievementId,
        createdBy: adminId,
      });
    });
  }
  return { userId, achievementId, awarded: !alreadyEarned };
}

/** An admin sets a member's points: one ledger row for the difference, with the admin as its author. */
export async function setMemberPoints(
  deps: RewardsDeps,
  adminId: number,
  userId: number,
  points: number,
) {
  await assertMember(deps, userId);
  const member = await inTransaction(deps, async (trx) => {
    const at = new Date();
    // Locked first, so the old value recorded is the one the change replaced.
    const before = await lockMember(trx, userId);
    const changed = await applyMemberChange(trx, deps.context, userId, {
      at,
      reason: 'admin_set',
      setPointsTo: points,
      createdBy: adminId,
    });
    await publishEvent(trx, 'admin.action_recorded', {
      adminId,
      action: 'set_points',
      targetUserId: userId,
      oldValue: String(before.points),
      newValue: String(changed.points),
      at: at.toISOString(),
    });
    return changed;
  });
  return { userId, points: member.points };
}
