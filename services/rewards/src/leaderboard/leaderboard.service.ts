import type {
  ActivityEntry,
  LeaderboardEntry,
  RewardsSummary,
  UnlockFeature,
} from '@fc/contracts/rewards';
import { DEFAULT_DAILY_GOAL } from '@fc/contracts/rewards';
import { scheduleRecurringJob } from '@fc/service-kit/recurring';
import type { RewardsDeps } from '../deps.ts';
import { achievementCatalogue, findAchievement } from '../achievements/achievement-catalogue.ts';
import { listEarnedAchievements } from '../achievements/achievements.repository.ts';
import { findMember, listLeaderboardMembers } from '../members/members.repository.ts';
import { listLedgerSince, listRecentLedger } from '../points/ledger.repository.ts';
import { currentStreak, dayInZone } from '../points/streak.ts';

/** Redis keeps nothing on disk here: the database is the truth, the sorted set its index. */
export async function rebuildLeaderboard(deps: RewardsDeps): Promise<void> {
  await deps.leaderboard.rebuild(await listLeaderboardMembers(deps.prisma));
}

/**
 * Finds where the Redis board has drifted from the database (a write lost when Redis was down
 * after a commit, a restart without persistence, a key changed by hand) and repairs it in
 * place. Answers how many members it checked and which it fixed; drift is logged as a warning.
 */
export async function reconcileLeaderboard(
  deps: RewardsDeps,
): Promise<{ checked: number; fixed: number }> {
  const report = await deps.leaderboard.reconcile(
    await listLeaderboardMembers(deps.prisma),
    (userIds) => listLeaderboardMembers(deps.prisma, userIds),
  );
  const fixed = report.fixedUserIds.length;
  if (fixed > 0) {
    deps.logger.warn(
      { checked: report.checked, fixed, userIds: report.fixedUserIds.slice(0, 50) },
      'leaderboard drift repaired',
    );
  }
  return { checked: report.checked, fixed };
}

/** Reconciles the board every LEADERBOARD_RECONCILE_SECONDS (once per period across replicas). */
export function scheduleLeaderboardReconcile(deps: RewardsDeps): Promise<() => Promise<void>> {
  return scheduleRecurringJob({
    queue: 'rewards.leaderboard-reconcile',
    everyMs: deps.config.LEADERBOARD_RECONCILE_SECONDS * 1000,
    run: () => reconcileLeaderboard(deps),
    redisUrl: deps.config.REDIS_URL,
    redisPrefix: deps.config.REDIS_PREFIX,
    logger: deps.logger,
  });
}

/** One page of the leaderboard with the caller's rank, served from Redis alone. */
export async function getLeaderboardPage(
  deps: RewardsDeps,
  callerId: number,
  offset: number,
  limit: number,
): Promise<{ entries: LeaderboardEntry[]; total: number; callerRank: number | null }> {
  const { rows, total, callerRank } = await deps.leaderboard.pageFor(offset, limit, callerId);
  const today = dayInZone(new Date(), deps.config.CLUB_TIMEZONE);
  const entries = rows.map((row, index) => ({
    rank: offset + index + 1,
    id: row.userId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    points: row.points,
    streak: currentStreak(row.streak, row.lastActivityDay, today),
  }));
  return { entries, total, callerRank };
}

const reasonDescriptions: Record<string, string> = {
  lesson_completed: 'Completed a lesson',
  quiz_submitted: 'Improved a quiz score',
  flashcards_mastered: 'Mastered a flashcard deck',
  card_reviewed: 'Reviewed a card',
  streak_freeze_bought: 'Bought a streak freeze',
  streak_freeze_used: 'A streak freeze kept your streak going',
  trade_executed: 'Made a trade',
  budget_plan_completed: 'Completed a budget plan',
  admin_set: 'Points set by an admin',
};

export function describeReason(reason: string): string {
  if (reason.startsWith('streak_freezes_used:')) {
    return `${reason.split(':')[1]} streak freezes kept your streak going`;
  }
  if (reason.startsWith('achievement:')) {
    const achievement = findAchievement(reason.slice('achievement:'.length));
    return achievement ? `Earned the achievement "${achievement.title}"` : 'Earned an achievement';
  }
  return reasonDescriptions[reason] ?? reason.replaceAll('_', ' ');
}

/** The caller's standing: rank, points, streak, today's points and lessons, and latest activity. */
export async function getSummary(deps: RewardsDeps, userId: number): Promise<RewardsSummary> {
  const now = new Date();
  const today = dayInZone(now, deps.config.CLUB_TIMEZONE);
  const [member, rank, totalMembers, recent, earned, lastDay] = await Promise.all([
    findMember(deps.prisma, userId),
    deps.leaderboard.rankOf(userId),
    deps.leaderboard.count(),
    listRecentLedger(deps.prisma, userId, 10),
    listEarnedAchievements(deps.prisma, userId),
    listLedgerSince(deps.prisma, userId, new Date(now.getTime() - 26 * 60 * 60 * 1000)),
  ]);
  const todays = lastDay.filter(
    (entry) => dayInZone(entry.createdAt, deps.config.CLUB_TIMEZONE) === today,
  );
  const earnedIds = new Set(earned.map((row) => row.achievementId));
  const unlockedFeatures = achievementCatalogue
    .filter((achievement) => achievement.unlockFeature && earnedIds.has(achievement.id))
    .map((achievement) => achievement.unlockFeature as UnlockFeature);
  const recentActivity: ActivityEntry[] = recent.map((entry) => ({
    id: entry.id,
    delta: entry.delta,
    reason: entry.reason,
    description: describeReason(entry.reason),
    createdAt: entry.createdAt.toISOString(),
  }));
  return {
    rank,
    totalMembers,
    points: member?.points ?? 0,
    streak: member ? currentStreak(member.streak, member.lastActivityDay, today) : 0,
    pointsToday: todays.reduce((sum, entry) => sum + entry.delta, 0),
    dailyGoal: member?.dailyGoal ?? DEFAULT_DAILY_GOAL,
    goalPointsToday: member?.pointsDay === today ? member.pointsOnDay : 0,
    goalMetToday: member?.lastActivityDay === today,
    streakFreezes: member?.streakFreezes ?? 0,
    lessonsToday: todays.filter((entry) => entry.reason === 'lesson_completed').length,
    unlockedFeatures: [...new Set(unlockedFeatures)],
    recentActivity,
  };
}
