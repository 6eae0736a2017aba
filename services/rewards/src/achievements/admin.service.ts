import { httpErrors } from '@fc/service-kit/errors';
import type { RewardsDeps } from '../app.ts';
import { findMember, listEarnedAchievements } from '../members/members.repository.ts';
import { applyMemberChange } from '../points/rewards.engine.ts';
import { findAchievement } from './achievement-catalogue.ts';

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
    await deps.prisma.$transaction((tx) =>
      applyMemberChange(tx, deps.context, userId, {
        at: new Date(),
        reason: 'admin_award',
        awardAchievementId: achievementId,
        createdBy: adminId,
      }),
    );
    deps.relay.kick();
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
  const member = await deps.prisma.$transaction((tx) =>
    applyMemberChange(tx, deps.context, userId, {
      at: new Date(),
      reason: 'admin_set',
      setPointsTo: points,
      createdBy: adminId,
    }),
  );
  deps.relay.kick();
  return { userId, points: member.points };
}
