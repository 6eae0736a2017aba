import { scheduleRecurringJob } from '@fc/service-kit/recurring';
import { inTransaction } from '../db.ts';
import type { RewardsDeps } from '../deps.ts';
import {
  findLapsedStreaks,
  lockMember,
  updateMember,
  updateMemberStanding,
} from '../members/members.repository.ts';
import { insertLedgerEntry } from './ledger.repository.ts';
import { placeOnLeaderboard, publishPointsChanged } from './member-standing.ts';
import { dayInZone, previousDay } from './streak.ts';

/** Whole days from one YYYY-MM-DD day to a later one. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * Looks after streaks that lapsed (the daily goal met neither yesterday nor today): when the
 * member holds enough streak freezes for every missed day, they are used (one a day) and the
 * streak goes on, written in the activity feed; otherwise the streak ends, and points.changed
 * says so, so the projections (the header, /api/auth/me) stop showing it. Answers what it did.
 */
export async function expireLapsedStreaks(
  deps: RewardsDeps,
  now = new Date(),
): Promise<{ ended: number; frozen: number }> {
  const yesterday = previousDay(dayInZone(now, deps.config.CLUB_TIMEZONE));
  const lapsed = await findLapsedStreaks(deps.prisma, yesterday);
  let ended = 0;
  let frozen = 0;
  for (const { userId } of lapsed) {
    await inTransaction(deps, async (trx) => {
      const member = await lockMember(trx, userId);
      const lastDay = member.last_activity_day;
      if (member.streak === 0 || lastDay === null || lastDay >= yesterday) return;
      const missed = daysBetween(lastDay, yesterday);
      if (member.streak_freezes >= missed) {
        await updateMember(trx, userId, {
          streak_freezes: member.streak_freezes - missed,
          last_activity_day: yesterday,
        });
        await insertLedgerEntry(trx, {
          user_id: userId,
          delta: 0,
          balance_after: member.points,
          reason: missed === 1 ? 'streak_freeze_used' : `streak_freezes_used:${missed}`,
        });
        frozen += 1;
        return;
      }
      const updated = await updateMemberStanding(trx, userId, { streak: 0 });
      await publishPointsChanged(trx, updated, { streak: 0, delta: 0, reason: 'streak_ended' });
      placeOnLeaderboard(deps, updated);
      ended += 1;
    });
  }
  return { ended, frozen };
}

/** Runs the expiry every hour: once per hour however many replicas. */
export function scheduleStreakExpiry(deps: RewardsDeps): Promise<() => Promise<void>> {
  return scheduleRecurringJob({
    queue: 'rewards.streak-expiry',
    everyMs: 60 * 60 * 1000,
    run: () => expireLapsedStreaks(deps),
    redisUrl: deps.config.REDIS_URL,
    redisPrefix: deps.config.REDIS_PREFIX,
    logger: deps.logger,
  });
}
