import type { EventPayload } from '@fc/contracts/events';
import { afterCommit } from '@fc/service-kit/after-commit';
import { publishEvent } from '@fc/service-kit/events/publish';
import type { Redis } from 'ioredis';
import type { Sql } from '../db.ts';
import { deleteEarnedAchievementsOf } from '../achievements/achievements.repository.ts';
import { announceClassChange } from '../class/class-notices.ts';
import { deleteClassProgressOf } from '../class/class.repository.ts';
import type { LeaderboardMember, LeaderboardStore } from '../leaderboard/leaderboard.store.ts';
import { lockMember, updateMemberStanding, type MemberRow } from '../members/members.repository.ts';
import { deleteLedgerOf } from './ledger.repository.ts';

/** What a change of a member tells besides the database: the leaderboard and teachers' pages. */
export interface RewardsContext {
  timeZone: string;
  leaderboard: LeaderboardStore;
  /** Where live-stream notices go (REDIS_PREFIX): the class view's `class` notices. */
  redis: Redis;
  redisPrefix: string;
}

const leaderboardMemberOf = (member: MemberRow): LeaderboardMember => ({
  userId: member.user_id,
  points: member.points,
  pointsReachedAt: member.points_reached_at,
  role: member.role,
  username: member.username,
  firstName: member.first_name,
  lastName: member.last_name,
  streak: member.streak,
  lastActivityDay: member.last_activity_day,
  pointsSequence: member.points_sequence,
});

/** The Redis leaderboard follows the member once the transaction commits, never before. */
export function placeOnLeaderboard(
  context: Pick<RewardsContext, 'leaderboard'>,
  member: MemberRow,
): void {
  afterCommit(() => context.leaderboard.update(leaderboardMemberOf(member)));
}

/** points.changed for a member's new total and streak, with the sequence number of the change. */
export function pointsChangedPayload(
  member: MemberRow,
  change: { streak: number; delta: number; reason: string },
): EventPayload<'points.changed'> {
  return {
    userId: member.user_id,
    points: member.points,
    streak: change.streak,
    delta: change.delta,
    reason: change.reason,
    sequence: member.points_sequence,
  };
}

/**
 * Announces a member's new total and streak (points.changed) with the sequence number that
 * updateMemberStanding gave the change.
 */
export async function publishPointsChanged(
  db: Sql,
  member: MemberRow,
  change: { streak: number; delta: number; reason: string },
): Promise<void> {
  await publishEvent(db, 'points.changed', pointsChangedPayload(member, change));
}

/** Back to a new account's state: no points, streak, stats, achievements or class progress. */
export async function resetMember(
  db: Sql,
  context: RewardsContext,
  userId: number,
  resetAt: Date,
): Promise<void> {
  await lockMember(db, userId);
  await deleteLedgerOf(db, userId);
  await deleteEarnedAchievementsOf(db, userId);
  await deleteClassProgressOf(db, userId);
  const member = await updateMemberStanding(db, userId, {
    points: 0,
    points_reached_at: new Date(),
    streak: 0,
    last_activity_day: null,
    lessons_completed: 0,
    completed_modules: [],
    passed_quiz_modules: [],
    perfect_quiz_modules: [],
    mastered_deck_modules: [],
    trades: 0,
    best_return_basis_points: 0,
    plans_completed: 0,
    last_active_at: null,
    return_basis_points: null,
    reset_at: resetAt,
  });
  await publishPointsChanged(db, member, { streak: 0, delta: 0, reason: 'progress_reset' });
  placeOnLeaderboard(context, member);
  if (member.role === 'student') announceClassChange(context, userId);
}
