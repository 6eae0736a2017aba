import { transactionWithAfterCommit } from '@fc/service-kit/after-commit';
import { scheduleRecurringJob } from '@fc/service-kit/recurring';
import type { Tx } from '../db.ts';
import type { RewardsDeps } from '../deps.ts';
import {
  findLapsedStreaks,
  lockMember,
  updateMemberStanding,
} from '../members/members.repository.ts';
import { placeOnLeaderboard, publishPointsChanged } from './rewards.engine.ts';
import { dayInZone, previousDay } from './streak.ts';

/**
 * Ends streaks that lapsed (no learning yesterday or today) and says so in points.changed, so
 * the projections (the header, /api/auth/me) stop showing them. Answers how many ended.
 */
export async function expireLapsedStreaks(deps: RewardsDeps, now = new Date()): Promise<number> {
  const yesterday = previousDay(dayInZone(now, deps.config.CLUB_TIMEZONE));
  const lapsed = await findLapsedStreaks(deps.prisma, yesterday);
  for (const { userId } of lapsed) {
    await transactionWithAfterCommit(deps.prisma, deps.logger, async (tx: Tx) => {
      const member = await lockMember(tx, userId);
      if (member.streak === 0 || (member.lastActivityDay ?? '') >= yesterday) return;
      const updated = await updateMemberStanding(tx, userId, { streak: 0 });
      await publishPointsChanged(tx, updated, { streak: 0, delta: 0, reason: 'streak_ended' });
      placeOnLeaderboard(deps, updated);
    });
  }
  return lapsed.length;
}

/** Runs the expiry every hour: once per hour however many replicas. */
export function scheduleStreakExpiry(deps: RewardsDeps): Promise<() => Promise<void>> {
  return scheduleRecurringJob({
    queue: 'rewards.streak-expiry',
    everyMs: 60 * 60 * 1000,
    run: async () => ({ ended: await expireLapsedStreaks(deps) }),
    redisUrl: deps.config.REDIS_URL,
    redisPrefix: deps.config.REDIS_PREFIX,
    logger: deps.logger,
  });
}
