import { sql, type Selectable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DbOrTx, Sql } from '../db.ts';
import type { Member } from '../generated/kysely.ts';
import type { ModuleProgress } from '../class/class.repository.ts';

/** A member as a change of their points reads and writes them (Kysely's row of `member`). */
export type MemberRow = Selectable<Member>;
/** Fields of a member to set; the others stay as they are. */
export type MemberValues = Partial<Omit<MemberRow, 'user_id'>>;

/** A member row, created with placeholder names when an event arrives before user.registered. */
export async function ensureMember(db: Sql, userId: number): Promise<void> {
  await db
    .insertInto('member')
    .values({
      user_id: userId,
      username: `member${userId}`,
      first_name: 'Club',
      last_name: 'Member',
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/**
 * The member, locked for the rest of the transaction: one change of their points at a time. The
 * lock and the read are one statement (lockMemberForChange); a member not known yet is made, then
 * locked.
 */
export async function lockMember(db: Sql, userId: number): Promise<MemberRow> {
  return (await lockMemberForChange(db, userId)).member;
}

export interface LockedMember {
  member: MemberRow;
  /** The ids of the achievements the member has earned. */
  earnedAchievementIds: string[];
  /** Their progress in the module asked for: null when they have none yet (or none was asked). */
  module: ModuleProgress | null;
}

/**
 * lockMember for a change of points, with what the change reads under the lock in the same
 * statement: the achievements earned and the progress in one module (one round trip instead of
 * four on every event that pays: docs/performance.md).
 */
export async function lockMemberForChange(
  db: Sql,
  userId: number,
  moduleId?: number,
): Promise<LockedMember> {
  const read = () =>
    db
      .selectFrom('member as m')
      .selectAll('m')
      .select((eb) => [
        sql<string[]>`ARRAY(${eb
          .selectFrom('user_achievement as a')
          .select('a.achievement_id')
          .whereRef('a.user_id', '=', 'm.user_id')
          .orderBy('a.earned_at')})`.as('earned_achievement_ids'),
        moduleId === undefined
          ? sql<ModuleProgress | null>`NULL`.as('module')
          : jsonObjectFrom(
              eb
                .selectFrom('member_module as mm')
                .selectAll('mm')
                .whereRef('mm.user_id', '=', 'm.user_id')
                .where('mm.module_id', '=', moduleId),
            ).as('module'),
      ])
      .where('m.user_id', '=', userId)
      .forUpdate('m')
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    await ensureMember(db, userId);
    row = await read();
  }
  if (!row) throw new Error(`member ${userId} was not made`);
  const { earned_achievement_ids: earnedAchievementIds, module, ...member } = row;
  return { member, earnedAchievementIds, module };
}

/**
 * The UPDATE that sets these fields of a locked member, not yet run: a change writes it with its
 * other rows in one statement (change-rows.repository.ts).
 */
export function memberUpdate(db: Sql, userId: number, values: MemberValues) {
  return db.updateTable('member').set(values).where('user_id', '=', userId);
}

/** Sets these fields of a member; answers the member as they now are. */
export function updateMember(db: Sql, userId: number, values: MemberValues): Promise<MemberRow> {
  return memberUpdate(db, userId, values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Saves a change that points.changed will announce, and numbers it: the projections apply a
 * points.changed only when its sequence is newer than the last one they applied.
 */
export function updateMemberStanding(
  db: Sql,
  userId: number,
  values: MemberValues = {},
): Promise<MemberRow> {
  return db
    .updateTable('member')
    .set((eb) => ({ ...values, points_sequence: eb('points_sequence', '+', 1) }))
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
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

/** Keeps a member's names (and role, when given) from auth's events; answers the member. */
export function upsertMemberProfile(db: Sql, profile: MemberProfile): Promise<MemberRow> {
  const names = {
    username: profile.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
  };
  // The row may have been made earlier, when an event arrived before user.registered.
  const joined = profile.registeredAt ? { created_at: new Date(profile.registeredAt) } : {};
  return db
    .insertInto('member')
    .values({ user_id: profile.userId, ...names, ...joined, role: profile.role ?? 'student' })
    .onConflict((conflict) =>
      // A new name is a change the leaderboard shows: numbered like a change of points.
      conflict.column('user_id').doUpdateSet((eb) => ({
        ...names,
        ...joined,
        ...(profile.role ? { role: profile.role } : {}),
        points_sequence: eb('member.points_sequence', '+', 1),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
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
