import type { EventPayload } from '@fc/contracts/events';
import { afterCommit } from '@fc/service-kit/after-commit';
import { publishEvent } from '@fc/service-kit/events/publish';
import { committing } from '@fc/service-kit/sql-transaction';
import type { TimelineKind } from '@fc/contracts/class-progress';
import { MAX_STREAK_FREEZES } from '@fc/contracts/rewards';
import type { Redis } from 'ioredis';
import type { RawSqlExecutor } from '@fc/service-kit/db';
import type { SqlTx, Tx } from '../db.ts';
import type { Member } from '../generated/prisma/client.ts';
import {
  achievementCatalogue,
  findAchievement,
  type AchievementDefinition,
  type MemberStats,
} from '../achievements/achievement-catalogue.ts';
import { deleteEarnedAchievementsOf } from '../achievements/achievements.repository.ts';
import { announceClassChange } from '../class/class-notices.ts';
import {
  nextModuleProgress,
  deleteClassProgressOf,
  type ModuleProgress,
} from '../class/class.repository.ts';
import type { LeaderboardStore } from '../leaderboard/leaderboard.store.ts';
import {
  lockMember,
  lockMemberForChange,
  updateMemberStanding,
} from '../members/members.repository.ts';
import { deleteLedgerOf } from './ledger.repository.ts';
import { changeRows, type ChangeRows } from './change-rows.ts';
import { currentStreak, dayInZone, streakAfterActivity } from './streak.ts';

export interface RewardsContext {
  timeZone: string;
  leaderboard: LeaderboardStore;
  /** Where live-stream notices go (REDIS_PREFIX): the class view's `class` notices. */
  redis: Redis;
  redisPrefix: string;
}

/**
 * What a student's own activity changes in the teacher's class view (issue #23). Teachers' open
 * pages hear of it at once (a `class` notice), so frequent changes such as a portfolio's
 * valuation leave this out.
 */
export interface ClassProgressChange {
  /** The timeline entry it makes, in words, with the module (and lesson) it was about. */
  entry?: {
    kind: Exclude<TimelineKind, 'points'>;
    text: string;
    moduleId?: number;
    lessonId?: number;
  };
  /** The module whose progress it moves, and how. */
  module?: { moduleId: number; change: (progress: ModuleProgress) => Partial<ModuleProgress> };
  /** Learning, trading or planning: it is the student's latest activity (lastActiveAt). */
  isActivity?: boolean;
}

/** What happened to a member: the points it pays, the stats it moves, whether it was learning. */
export interface MemberChange {
  at: Date;
  eventId?: string;
  reason: string;
  /**
   * Points paid before multipliers, or a function of the member as it was before the change;
   * `setPointsTo` replaces the total instead (an admin's edit).
   */
  points?: number | ((member: Member) => number);
  setPointsTo?: number;
  createdBy?: number;
  /** Lesson points are doubled by the streak_multiplier unlock. */
  isLessonPoints?: boolean;
  stats?: (member: Member) => Partial<Member>;
  /** An achievement an admin awards. */
  awardAchievementId?: string;
  classProgress?: ClassProgressChange;
}

type MemberUpdate = Partial<Member> & { points: number };

/** Achievements that also give a streak freeze. */
export const STREAK_FREEZE_ACHIEVEMENTS = new Set(['streak_7']);

export function statsOf(member: Member, streak: number): MemberStats {
  return {
    points: member.points,
    streak,
    lessonsCompleted: member.lessonsCompleted,
    modulesCompleted: member.completedModules.length,
    quizzesPassed: member.passedQuizModules.length,
    perfectQuizzes: member.perfectQuizModules.length,
    decksMastered: member.masteredDeckModules.length,
    trades: member.trades,
    bestReturnBasisPoints: member.bestReturnBasisPoints,
    plansCompleted: member.plansCompleted,
    reviews: member.reviewsDone,
    reviewStreak: member.reviewStreak,
    leaguePromotions: member.leaguePromotions,
    contestPodiums: member.contestPodiums,
    contestWins: member.contestWins,
  };
}

export const withModule = (modules: number[], moduleId: number) =>
  modules.includes(moduleId) ? modules : [...modules, moduleId];

/**
 * The daily goal (issue #21): the points a member earns on a club day count toward their goal
 * (20, 50 or 100), and reaching it is what extends the streak, once a day; activity that earns
 * nothing, or less than the goal, does not. Points an admin sets and points taken away (a streak
 * freeze bought) do not count. An event of an earlier day that arrives late changes nothing here.
 */
export function towardDailyGoal(
  member: Pick<Member, 'pointsDay' | 'pointsOnDay' | 'dailyGoal' | 'streak' | 'lastActivityDay'>,
  today: string,
  pointsEarned: number,
): Partial<Member> {
  if (member.pointsDay !== null && today < member.pointsDay) return {};
  const before = member.pointsDay === today ? member.pointsOnDay : 0;
  const onDay = before + Math.max(0, pointsEarned);
  const update: Partial<Member> = { pointsDay: today, pointsOnDay: onDay };
  const isNewlyMet = onDay >= member.dailyGoal && member.lastActivityDay !== today;
  if (isNewlyMet && (member.lastActivityDay === null || member.lastActivityDay < today)) {
    update.streak = streakAfterActivity(
      currentStreak(member.streak, member.lastActivityDay, today),
      member.lastActivityDay,
      today,
    );
    update.lastActivityDay = today;
  }
  return update;
}

/**
 * Applies one change to a member inside the caller's transaction: the ledger row, the running
 * total, the streak, the stats, any achievements now earned (with their own ledger rows and
 * achievement.earned events), then one points.changed with the new total. The member row is
 * locked first, so concurrent changes to one member queue up instead of losing an update.
 * `isLastWork`: nothing runs in the transaction after this change, so its one write takes COMMIT
 * along in its round trip (committing).
 */
export async function applyMemberChange(
  tx: SqlTx,
  context: RewardsContext,
  userId: number,
  change: MemberChange,
  options: { isLastWork?: boolean } = {},
): Promise<Member> {
  // The member locked, with their achievements and their progress in the change's module, in
  // one statement.
  const locked = await lockMemberForChange(tx, userId, change.classProgress?.module?.moduleId);
  let member = locked.member;
  // An admin reset wins over activity from before it that arrives late (events from other
  // services can be delivered after the reset was handled).
  if (member.resetAt && change.at < member.resetAt) return member;
  const startingPoints = member.points;
  const today = dayInZone(change.at, context.timeZone);
  // Its ledger, timeline and achievement rows and its events, written in one statement at the end.
  const rows = changeRows();
  const earned = new Set(locked.earnedAchievementIds);

  const update: Partial<Member> = { ...(change.stats?.(member) ?? {}) };
  if (change.classProgress?.isActivity)
    update.lastActiveAt = latest(member.lastActiveAt, change.at);
  const paid = typeof change.points === 'function' ? change.points(member) : (change.points ?? 0);
  let delta = change.setPointsTo !== undefined ? change.setPointsTo - member.points : paid;
  if (change.isLessonPoints && hasUnlocked(earned, 'streak_multiplier')) delta *= 2;
  Object.assign(
    update,
    towardDailyGoal(member, today, change.setPointsTo === undefined ? delta : 0),
  );
  // A change that will be announced is numbered in this first write (see updateMemberStanding);
  // only one whose points come from achievements alone is numbered at the end.
  const isNumbered = delta !== 0 || update.streak !== undefined;
  if (isNumbered) update.pointsSequence = member.pointsSequence + 1;
  member = saveMember(rows, member, { ...update, points: member.points + delta }, delta !== 0);
  if (delta !== 0) {
    rows.ledger({
      userId,
      delta,
      balanceAfter: member.points,
      reason: change.reason,
      eventId: change.eventId,
      createdBy: change.createdBy,
    });
  }

  if (change.classProgress) {
    recordClassProgress(context, member, change, change.classProgress, rows, locked.module);
  }

  const toEarn: AchievementDefinition[] = [];
  if (change.awardAchievementId) {
    const awarded = findAchievement(change.awardAchievementId);
    if (awarded && !earned.has(awarded.id)) toEarn.push(awarded);
  }
  // Earning pays points, which may earn a points achievement in turn: look again until none.
  for (;;) {
    const stats = statsOf(member, currentStreak(member.streak, member.lastActivityDay, today));
    toEarn.push(
      ...achievementCatalogue.filter(
        (a) => !earned.has(a.id) && !toEarn.includes(a) && a.isMet(stats),
      ),
    );
    const next = toEarn.shift();
    if (!next) break;
    earned.add(next.id);
    member = earnAchievement(member, next, change, rows);
  }

  const totalDelta = member.points - startingPoints;
  if (totalDelta !== 0 || update.streak !== undefined) {
    // Numbered now (see updateMemberStanding): the member is locked, so one more than theirs.
    if (!isNumbered) member = rows.member(member, { pointsSequence: member.pointsSequence + 1 });
    rows.event(
      'points.changed',
      pointsChangedPayload(member, {
        streak: currentStreak(member.streak, member.lastActivityDay, today),
        delta: totalDelta,
        reason: change.reason,
      }),
    );
  }
  await rows.write(options.isLastWork ? committing(tx) : tx);
  placeOnLeaderboard(context, member);
  return member;
}

const latest = (known: Date | null, at: Date) => (known && known > at ? known : at);

/**
 * The class view's part of a change: the module's progress, the timeline (its entry linked to the
 * ledger row the change paid, by event and reason), the teachers' notice.
 */
function recordClassProgress(
  context: RewardsContext,
  member: Member,
  { at, eventId, reason }: MemberChange,
  { entry, module }: ClassProgressChange,
  rows: ChangeRows,
  /** The module's progress read under the member's lock (lockMemberForChange). */
  moduleBefore: ModuleProgress | null,
): void {
  // Read under the member's lock (lockMemberForChange), written with the change's other rows.
  if (module)
    rows.moduleProgress(
      member.userId,
      module.moduleId,
      nextModuleProgress(moduleBefore, module.change),
    );
  if (entry) rows.activity({ userId: member.userId, at, eventId, reason, ...entry });
  if (member.role === 'student') announceClassChange(context, member.userId);
}

/** The Redis leaderboard follows the member once the transaction commits, never before. */
export function placeOnLeaderboard(context: Pick<RewardsContext, 'leaderboard'>, member: Member) {
  afterCommit(() => context.leaderboard.update(member));
}

/** The member's new values, written with the change's other rows at its end. */
function saveMember(
  rows: ChangeRows,
  member: Member,
  update: MemberUpdate,
  isNewTotal: boolean,
): Member {
  return rows.member(member, {
    ...update,
    ...(isNewTotal ? { pointsReachedAt: new Date() } : {}),
  });
}

function earnAchievement(
  member: Member,
  achievement: AchievementDefinition,
  change: MemberChange,
  rows: ChangeRows,
): Member {
  const awardedBy =
    change.awardAchievementId === achievement.id ? (change.createdBy ?? null) : null;
  rows.achievement({
    userId: member.userId,
    achievementId: achievement.id,
    earnedAt: change.at,
    awardedBy,
  });
  // A total an admin sets is the total the student gets (docs/product.md, admin panel): an
  // achievement it reaches is earned without its points, which would land on top of it.
  const reward =
    change.setPointsTo !== undefined ? 0 : achievement.points + achievement.bonusPoints;
  let updated = member;
  // A 7-day streak also earns a streak freeze (up to the most a member may hold).
  if (STREAK_FREEZE_ACHIEVEMENTS.has(achievement.id) && member.streakFreezes < MAX_STREAK_FREEZES) {
    updated = rows.member(updated, { streakFreezes: member.streakFreezes + 1 });
  }
  const reason = `achievement:${achievement.id}`;
  if (reward > 0) {
    updated = saveMember(rows, updated, { points: member.points + reward }, true);
    rows.ledger({
      userId: member.userId,
      delta: reward,
      balanceAfter: updated.points,
      reason,
      eventId: change.eventId,
      createdBy: awardedBy ?? undefined,
    });
  }
  rows.activity({
    userId: member.userId,
    at: change.at,
    kind: 'achievement',
    text: `Earned the achievement "${achievement.title}"`,
    eventId: change.eventId,
    reason,
  });
  rows.event('achievement.earned', {
    userId: member.userId,
    achievementId: achievement.id,
    title: achievement.title,
    points: achievement.points,
    bonusPoints: achievement.bonusPoints,
    tradingBonusCents: achievement.tradingBonus,
    unlockFeature: achievement.unlockFeature,
    earnedAt: change.at.toISOString(),
  });
  return updated;
}

/**
 * Announces a member's new total and streak (points.changed) with the sequence number that
 * updateMemberStanding gave the change.
 */
export async function publishPointsChanged(
  tx: RawSqlExecutor,
  member: Member,
  change: { streak: number; delta: number; reason: string },
): Promise<void> {
  await publishEvent(tx, 'points.changed', pointsChangedPayload(member, change));
}

function pointsChangedPayload(
  member: Member,
  change: { streak: number; delta: number; reason: string },
): EventPayload<'points.changed'> {
  return {
    userId: member.userId,
    points: member.points,
    streak: change.streak,
    delta: change.delta,
    reason: change.reason,
    sequence: member.pointsSequence,
  };
}

function hasUnlocked(earned: Set<string>, feature: string): boolean {
  return achievementCatalogue.some(
    (achievement) => achievement.unlockFeature === feature && earned.has(achievement.id),
  );
}

/** Back to a new account's state: no points, streak, stats, achievements or class progress. */
export async function resetMember(
  tx: Tx,
  context: RewardsContext,
  userId: number,
  resetAt: Date,
): Promise<void> {
  await lockMember(tx, userId);
  await deleteLedgerOf(tx, userId);
  await deleteEarnedAchievementsOf(tx, userId);
  await deleteClassProgressOf(tx, userId);
  const member = await updateMemberStanding(tx, userId, {
    points: 0,
    pointsReachedAt: new Date(),
    streak: 0,
    lastActivityDay: null,
    lessonsCompleted: 0,
    completedModules: [],
    passedQuizModules: [],
    perfectQuizModules: [],
    masteredDeckModules: [],
    trades: 0,
    bestReturnBasisPoints: 0,
    plansCompleted: 0,
    lastActiveAt: null,
    returnBasisPoints: null,
    resetAt,
  });
  await publishPointsChanged(tx, member, { streak: 0, delta: 0, reason: 'progress_reset' });
  placeOnLeaderboard(context, member);
  if (member.role === 'student') announceClassChange(context, userId);
}
