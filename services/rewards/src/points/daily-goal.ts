import { httpErrors } from '@fc/service-kit/errors';
import { type DAILY_GOALS, MAX_STREAK_FREEZES, STREAK_FREEZE_COST } from '@fc/contracts/rewards';
import { inTransaction } from '../db.ts';
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
  await inTransaction(deps, async (trx) => {
    await lockMember(trx, userId);
    await updateMember(trx, userId, { daily_goal: dailyGoal });
    await applyMemberChange(trx, deps.context, userId, {
      at: new Date(),
      reason: 'daily_goal_set',
    });
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
  const member = await inTransaction(deps, (trx) =>
    applyMemberChange(trx, deps.context, userId, {
      at: new Date(),
      reason: 'streak_freeze_bought',
      points: (locked) => {
        if (locked.streak_freezes >= MAX_STREAK_FREEZES)
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
      stats: (locked) => ({ streak_freezes: locked.streak_freezes + 1 }),
    }),
  );
  return { streakFreezes: member.streak_freezes, points: member.points };
}
