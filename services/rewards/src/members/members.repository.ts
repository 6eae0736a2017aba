import type { RawSqlExecutor, RawSqlQuerier } from '@fc/service-kit/db';
import type { DbOrTx, Tx } from '../db.ts';
import { Prisma, type Member } from '../generated/prisma/client.ts';
import type { ModuleProgress } from '../class/class.repository.ts';

/** A member row, created with placeholder names when an event arrives before user.registered. */
export async function ensureMember(db: RawSqlExecutor, userId: number): Promise<void> {
  await db.$executeRaw`
    INSERT INTO member (user_id, username, first_name, last_name)
    VALUES (${userId}::int, ${`member${userId}`}, 'Club', 'Member')
    ON CONFLICT (user_id) DO NOTHING`;
}

/**
 * The member, locked for the rest of the transaction: one change of their points at a time. The
 * lock and the read are one statement (lockMemberForChange); a member not known yet is made, then
 * locked.
 */
export async function lockMember(tx: Tx, userId: number): Promise<Member> {
  return (await lockMemberForChange(tx, userId)).member;
}

/** Every column of a member by its field: a raw read answers the same object as the client. */
const memberColumns = {
  userId: 'user_id',
  username: 'username',
  firstName: 'first_name',
  lastName: 'last_name',
  role: 'role',
  points: 'points',
  pointsReachedAt: 'points_reached_at',
  pointsSequence: 'points_sequence',
  streak: 'streak',
  lastActivityDay: 'last_activity_day',
  lessonsCompleted: 'lessons_completed',
  completedModules: 'completed_modules',
  passedQuizModules: 'passed_quiz_modules',
  perfectQuizModules: 'perfect_quiz_modules',
  masteredDeckModules: 'mastered_deck_modules',
  trades: 'trades',
  bestReturnBasisPoints: 'best_return_basis_points',
  plansCompleted: 'plans_completed',
  dailyGoal: 'daily_goal',
  pointsOnDay: 'points_on_day',
  pointsDay: 'points_day',
  streakFreezes: 'streak_freezes',
  reviewsDone: 'reviews_done',
  reviewStreak: 'review_streak',
  lastReviewDay: 'last_review_day',
  leaguePromotions: 'league_promotions',
  contestPodiums: 'contest_podiums',
  contestWins: 'contest_wins',
  createdAt: 'created_at',
  lastActiveAt: 'last_active_at',
  returnBasisPoints: 'return_basis_points',
  resetAt: 'reset_at',
} as const satisfies Record<keyof Member, string>;

/** `t.column AS "<prefix>field"` for each column: a raw select list answering fields by name. */
function selectList(table: string, columns: Record<string, string>, prefix = ''): Prisma.Sql {
  return Prisma.raw(
    Object.entries(columns)
      .map(([field, column]) => `${table}.${column} AS "${prefix}${field}"`)
      .join(', '),
  );
}

/** The fields of `row` that `columns` names, each read under `prefix` + its name. */
function fieldsOf<T>(
  row: Record<string, unknown>,
  columns: Record<string, string>,
  prefix = '',
): T {
  return Object.fromEntries(
    Object.keys(columns).map((field) => [field, row[`${prefix}${field}`]]),
  ) as T;
}

const memberSelectList = selectList('m', memberColumns);

/** A module's progress columns by field, as memberColumns. */
const moduleColumns = {
  lessonsCompleted: 'lessons_completed',
  quizBestPercent: 'quiz_best_percent',
  quizAttempts: 'quiz_attempts',
  quizFailures: 'quiz_failures',
  quizPassed: 'quiz_passed',
  cardsMastered: 'cards_mastered',
  cardsTotal: 'cards_total',
} as const satisfies Record<keyof ModuleProgress, string>;

const moduleSelectList = selectList('mm', moduleColumns, 'module.');

export interface LockedMember {
  member: Member;
  /** The ids of the achievements the member has earned. */
  earnedAchievementIds: string[];
  /** Their progress in the module asked for: null when they have none yet (or none was asked). */
  module: ModuleProgress | null;
}

/**
 * lockMember for a change of points, with what the change reads under the lock in the same
 * statement: the achievements earned and the progress in one module (issue #17: one round trip
 * instead of four on every event that pays).
 */
export async function lockMemberForChange(
  tx: RawSqlQuerier,
  userId: number,
  moduleId?: number,
): Promise<LockedMember> {
  const read = () => tx.$queryRaw<Record<string, unknown>[]>`
    SELECT ${memberSelectList}, ${moduleSelectList}, mm.user_id IS NOT NULL AS "hasModule",
           ARRAY(SELECT a.achievement_id FROM user_achievement a
                 WHERE a.user_id = m.user_id ORDER BY a.earned_at) AS "earnedAchievementIds"
    FROM member m
    LEFT JOIN member_module mm ON mm.user_id = m.user_id AND mm.module_id = ${moduleId ?? null}::int
    WHERE m.user_id = ${userId}::int
    FOR UPDATE OF m`;
  let [row] = await read();
  if (!row) {
    await ensureMember(tx, userId);
    [row] = await read();
  }
  if (!row) throw new Error(`member ${userId} was not made`);
  const member = fieldsOf<Member>(row, memberColumns);
  const module = row.hasModule ? fieldsOf<ModuleProgress>(row, moduleColumns, 'module.') : null;
  return { member, earnedAchievementIds: row.earnedAchievementIds as string[], module };
}

/**
 * The UPDATE that sets these fields (those not undefined) of a locked member: one raw statement,
 * written with the rest of a change's rows (ChangeRows.member).
 */
export function memberUpdateStatement(userId: number, values: Partial<Member>): Prisma.Sql {
  const sets = (Object.keys(memberColumns) as (keyof Member)[])
    .filter((field) => field !== 'userId' && values[field] !== undefined)
    .map((field) => Prisma.sql`${Prisma.raw(memberColumns[field])} = ${values[field]}`);
  if (sets.length === 0) throw new Error('a member update needs a field to set');
  return Prisma.sql`UPDATE member m SET ${Prisma.join(sets)} WHERE m.user_id = ${userId}::int`;
}

export interface MemberProfile {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  role?: string;
  /** From user.registered: when the member joined (the class view's "joined"). */
  registeredAt?: string;
}

export function upsertMemberProfile(db: DbOrTx, profile: MemberProfile) {
  const names = {
    username: profile.username,
    firstName: profile.firstName,
    lastName: profile.lastName,
  };
  // The row may have been made earlier, when an event arrived before user.registered.
  const joined = profile.registeredAt ? { createdAt: new Date(profile.registeredAt) } : {};
  return db.member.upsert({
    where: { userId: profile.userId },
    create: { userId: profile.userId, ...names, ...joined, role: profile.role ?? 'student' },
    // A new name is a change the leaderboard shows: numbered like a change of points.
    update: {
      ...names,
      ...joined,
      ...(profile.role ? { role: profile.role } : {}),
      pointsSequence: { increment: 1 },
    },
  });
}

export function findMembers(db: DbOrTx, userIds: number[]) {
  return db.member.findMany({ where: { userId: { in: userIds } } });
}

export function findMember(db: DbOrTx, userId: number) {
  return db.member.findUnique({ where: { userId } });
}

const leaderboardFields = {
  userId: true,
  points: true,
  pointsReachedAt: true,
  role: true,
  username: true,
  firstName: true,
  lastName: true,
  streak: true,
  lastActivityDay: true,
  pointsSequence: true,
} as const;

/** Every member as the leaderboard needs them; or only these users. */
export function listLeaderboardMembers(db: DbOrTx, userIds?: number[]) {
  return db.member.findMany({
    select: leaderboardFields,
    ...(userIds ? { where: { userId: { in: userIds } } } : {}),
  });
}

/** Members whose streak has lapsed (no activity yesterday or today) but still show one. */
export function findLapsedStreaks(db: DbOrTx, yesterday: string) {
  return db.member.findMany({
    where: { streak: { gt: 0 }, lastActivityDay: { lt: yesterday } },
    select: { userId: true },
  });
}

export function updateMember(db: DbOrTx, userId: number, data: Prisma.MemberUpdateInput) {
  return db.member.update({ where: { userId }, data });
}

/**
 * Saves a change that points.changed will announce, and numbers it: the projections apply a
 * points.changed only when its sequence is newer than the last one they applied.
 */
export function updateMemberStanding(
  db: DbOrTx,
  userId: number,
  data: Prisma.MemberUpdateInput = {},
) {
  return db.member.update({
    where: { userId },
    data: { ...data, pointsSequence: { increment: 1 } },
  });
}
