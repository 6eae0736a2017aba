import { httpErrors } from '@fc/service-kit/errors';
import { transactionWithAfterCommit } from '@fc/service-kit/after-commit';
import { type DAILY_GOALS, MAX_STREAK_FREEZES, STREAK_FREEZE_COST } from '@fc/contracts/rewards';
import type { Tx } from '../db.ts';
import type { RewardsDeps } from '../deps.ts';
import { lockMember, updateMember } from '../members/members.repository.ts';
import { applyMemberChange } from './rewards.engine.ts';

/**
 * A member's daily goal: 20, 50 or 100 points a day. A new goal counts from now: if today's
 * points already reach it, the streak is extended today (towardDailyGoal with nothing new earned).
 */
export async function setDailyGoal(
  deps: RewardsDeps,
  userId: number,
  dailyGoal: (typeof DAILY_GOALS)[number],
): Promise<{ dailyGoal: number }> {
  await transactionWithAfterCommit(deps.prisma, deps.logger, async (tx: Tx) => {
    await lockMember(tx, userId);
    await updateMember(tx, userId, { dailyGoal });
    await applyMemberChange(tx, deps.context, userId, { at: new Date(), reason: 'daily_goal_set' });
  });
  return { dailyGoal };
}

/**
 * Buys a streak freeze for STREAK_FREEZE_COST points (a ledger row like any other change of
 * points). At most MAX_STREAK_FREEZES are held; a member without the points is refused. Both
 * checks run on the locked member, so two purchases at once cannot overdraw or overfill.
 */
export async function buyStreakFreeze(
  deps: RewardsDeps,
  userId: number,
): Promise<{ streakFreezes: number; points: number }> {
  const member = await transactionWithAfterCommit(deps.prisma, deps.logger, (tx: Tx) =>
    applyMemberChange(tx, deps.context, userId, {
      at: new Date(),
      reason: 'streak_freeze_bought',
      points: (locked) => {
        if (locked.streakFreezes >= MAX_STREAK_FREEZES)
          throw httpErrors.conflict(
            `You already hold ${MAX_STREAK_FREEZES} streak freezes, the most you can keep`,
            'STREAK_FREEZES_FULL',
          );
        if (locked.points < STREAK_FREEZE_COST)
          throw httpErrors.conflict(
            `A streak freeze costs ${STREAK_FREEZE_COST} points: you have ${locked.points}`,
            'NOT_ENOUGH_POINTS',
          );
        return -STREAK_FREEZE_COST;
      },
      stats: (locked) => ({ streakFreezes: locked.streakFreezes + 1 }),
    }),
  );
  return { streakFreezes: member.streakFreezes, points: member.points };
}
