import type { TimelineKind } from '@fc/contracts/class-progress';
import { MAX_STREAK_FREEZES } from '@fc/contracts/rewards';
import type { Sql } from '../db.ts';
import { achievementCatalogue, findAchievement } from '../achievements/achievement-catalogue.ts';
import type { AchievementDefinition } from '../achievements/achievement-definition.ts';
import { announceClassChange } from '../class/class-notices.ts';
import { nextModuleProgress, type ModuleProgress } from '../class/class.repository.ts';
import {
  lockMemberForChange,
  type MemberRow,
  type MemberValues,
} from '../members/members.repository.ts';
import { changeRows, type ChangeRows } from './change-rows.repository.ts';
import { statsOf, towardDailyGoal } from './member-rules.ts';
import {
  placeOnLeaderboard,
  pointsChangedPayload,
  type RewardsContext,
} from './member-standing.ts';
import { currentStreak, dayInZone } from './streak.ts';

/**
 * What a student's own activity changes in the teacher's class view (docs/product.md "For
 * teachers"). Teachers' open pages hear of it at once (a `class` notice), so frequent changes
 * such as a portfolio's valuation leave this out.
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
  /** Learning, trading or planning: it is the student's latest activity (last_active_at). */
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
  points?: number | ((member: MemberRow) => number);
  setPointsTo?: number;
  createdBy?: number;
  /** Lesson points are doubled by the streak_multiplier unlock. */
  isLessonPoints?: boolean;
  stats?: (member: MemberRow) => MemberValues;
  /** An achievement an admin awards. */
  awardAchievementId?: string;
  classProgress?: ClassProgressChange;
}

/** Achievements that also give a streak freeze. */
export const STREAK_FREEZE_ACHIEVEMENTS = new Set(['streak_7']);

/**
 * Applies one change to a member inside the caller's transaction: the ledger row, the running
 * total, the streak, the stats, any achievements now earned (with their own ledger rows and
 * achievement.earned events), then one points.changed with the new total. The member row is
 * locked first, so concurrent changes to one member queue up instead of losing an update.
 */
export async function applyMemberChange(
  db: Sql,
  context: RewardsContext,
  userId: number,
  change: MemberChange,
): Promise<MemberRow> {
  // The member locked, with their achievements and their progress in the change's module, in
  // one statement.
  const locked = await lockMemberForChange(db, userId, change.classProgress?.module?.moduleId);
  let member = locked.member;
  // An admin reset wins over activity from before it that arrives late (events from other
  // services can be delivered after the reset was handled).
  if (member.reset_at && change.at < member.reset_at) return member;
  const startingPoints = member.points;
  const today = dayInZone(change.at, context.timeZone);
  // Its member, ledger, timeline and achievement rows, written in one statement at the end.
  const rows = changeRows();
  const earned = new Set(locked.earnedAchievementIds);

  const update: MemberValues = { ...(change.stats?.(member) ?? {}) };
  if (change.classProgress?.isActivity)
    update.last_active_at = latest(member.last_active_at, change.at);
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
  if (isNumbered) update.points_sequence = member.points_sequence + 1;
  member = saveMember(rows, member, { ...update, points: member.points + delta }, delta !== 0);
  if (delta !== 0) {
    rows.ledger({
      user_id: userId,
      delta,
      balance_after: member.points,
      reason: change.reason,
      event_id: change.eventId ?? null,
      created_by: change.createdBy ?? null,
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
    const stats = statsOf(member, currentStreak(member.streak, member.last_activity_day, today));
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
    if (!isNumbered) member = rows.member(member, { points_sequence: member.points_sequence + 1 });
    rows.event(
      'points.changed',
      pointsChangedPayload(member, {
        streak: currentStreak(member.streak, member.last_activity_day, today),
        delta: totalDelta,
        reason: change.reason,
      }),
    );
  }
  await rows.write(db);
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
  member: MemberRow,
  { at, eventId, reason }: MemberChange,
  { entry, module }: ClassProgressChange,
  rows: ChangeRows,
  /** The module's progress read under the member's lock (lockMemberForChange). */
  moduleBefore: ModuleProgress | null,
): void {
  // Read under the member's lock (lockMemberForChange), written with the change's other rows.
  if (module)
    rows.moduleProgress(
      member.user_id,
      module.moduleId,
      nextModuleProgress(moduleBefore, module.change),
    );
  if (entry) {
    rows.activity({
      user_id: member.user_id,
      at,
      kind: entry.kind,
      text: entry.text,
      module_id: entry.moduleId ?? null,
      lesson_id: entry.lessonId ?? null,
      event_id: eventId ?? null,
      reason,
    });
  }
  if (member.role === 'student') announceClassChange(context, member.user_id);
}

/** The member's new values, written with the change's other rows at its end. */
function saveMember(
  rows: ChangeRows,
  member: MemberRow,
  update: MemberValues,
  isNewTotal: boolean,
): MemberRow {
  return rows.member(member, {
    ...update,
    ...(isNewTotal ? { points_reached_at: new Date() } : {}),
  });
}

function earnAchievement(
  member: MemberRow,
  achievement: AchievementDefinition,
  change: MemberChange,
  rows: ChangeRows,
): MemberRow {
  const awardedBy =
    change.awardAchievementId === achievement.id ? (change.createdBy ?? null) : null;
  rows.achievement({
    user_id: member.user_id,
    achievement_id: achievement.id,
    earned_at: change.at,
    awarded_by: awardedBy,
  });
  // A total an admin sets is the total the student gets (docs/product.md, admin panel): an
  // achievement it reaches is earned without its points, which would land on top of it.
  const reward =
    change.setPointsTo !== undefined ? 0 : achievement.points + achievement.bonusPoints;
  let updated = member;
  // A 7-day streak also earns a streak freeze (up to the most a member may hold).
  if (
    STREAK_FREEZE_ACHIEVEMENTS.has(achievement.id) &&
    member.streak_freezes < MAX_STREAK_FREEZES
  ) {
    updated = rows.member(updated, { streak_freezes: member.streak_freezes + 1 });
  }
  const reason = `achievement:${achievement.id}`;
  if (reward > 0) {
    updated = saveMember(rows, updated, { points: member.points + reward }, true);
    rows.ledger({
      user_id: member.user_id,
      delta: reward,
      balance_after: updated.points,
      reason,
      event_id: change.eventId ?? null,
      created_by: awardedBy,
    });
  }
  rows.activity({
    user_id: member.user_id,
    at: change.at,
    kind: 'achievement',
    text: `Earned the achievement "${achievement.title}"`,
    event_id: change.eventId ?? null,
    reason,
  });
  rows.event('achievement.earned', {
    userId: member.user_id,
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

function hasUnlocked(earned: Set<string>, feature: string): boolean {
  return achievementCatalogue.some(
    (achievement) => achievement.unlockFeature === feature && earned.has(achievement.id),
  );
}
