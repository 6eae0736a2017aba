import type { User as ApiUser, Role, SetRoleBody, SortOrder, UserSort } from '@fc/contracts/auth';
import type { RawSqlExecutor, RawSqlQuerier } from '@fc/service-kit/db';
import type { Db, DbOrTx, Tx } from '../db.ts';
import { Prisma, type User } from '../generated/prisma/client.ts';

/** The user as the API shows it: never the password hash. */
export function toApiUser(user: User): ApiUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    points: user.points,
    streak: user.streak,
    unlockedFeatures: user.unlockedFeatures,
    createdAt: user.createdAt.toISOString(),
    tutorialCompletedAt: user.tutorialCompletedAt?.toISOString() ?? null,
  };
}

export const usernameKeyOf = (username: string) => username.trim().toLowerCase();
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserById(db: DbOrTx, id: number) {
  return db.user.findUnique({ where: { id } });
}

interface ApiUserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  points: number;
  streak: number;
  unlocked_features: string[];
  created_at: Date;
  tutorial_completed_at: Date | null;
}

/**
 * The user as the API shows it, read raw (GET /api/auth/me answers it on every page, so on the
 * pool: sqlOnPool), only the columns it shows. created_at is a timestamp without time zone that
 * Prisma writes in UTC: read as UTC here too, whatever the process's time zone.
 */
export async function findApiUserById(db: RawSqlQuerier, id: number): Promise<ApiUser | undefined> {
  const [row] = await db.$queryRaw<ApiUserRow[]>`
    SELECT id, username, email, first_name, last_name, role::text AS role, points, streak,
           unlocked_features, created_at AT TIME ZONE 'UTC' AS created_at, tutorial_completed_at
    FROM "user" WHERE id = ${id}::int`;
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    points: row.points,
    streak: row.streak,
    unlockedFeatures: row.unlocked_features,
    createdAt: row.created_at.toISOString(),
    tutorialCompletedAt: row.tutorial_completed_at?.toISOString() ?? null,
  };
}

export function findUserByUsername(db: DbOrTx, username: string) {
  return db.user.findUnique({ where: { usernameKey: usernameKeyOf(username) } });
}

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.user.findUnique({ where: { email: normaliseEmail(email) } });
}

export function listUsers(db: DbOrTx) {
  return db.user.findMany({ orderBy: { id: 'asc' } });
}

export interface UserPageCriteria {
  /** Every word must be found in the first name, last name, username or e-mail (any case). */
  words: readonly string[];
  sort: UserSort;
  order: SortOrder;
  skip: number;
  take: number;
}

/**
 * The sort columns, lower-cased where people type names either way (the database sorts
 * upper case first otherwise); the id last, so that equal values keep one order across pages.
 */
const sortColumns: Record<UserSort, readonly string[]> = {
  name: ['lower(first_name)', 'lower(last_name)', 'username_key'],
  email: ['email'],
  points: ['points'],
  streak: ['streak'],
  joined: ['created_at'],
};

/** `%word%` for ILIKE, with the word's own wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** One page of the users matching the criteria (in order), and how many match in all. */
export async function findUserPage(
  db: Db,
  criteria: UserPageCriteria,
): Promise<{ users: User[]; total: number }> {
  const conditions = criteria.words.map((word) => {
    const pattern = containing(word);
    return Prisma.sql`(first_name ILIKE ${pattern} OR last_name ILIKE ${pattern}
      OR username ILIKE ${pattern} OR email ILIKE ${pattern})`;
  });
  const where = conditions.length
    ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`
    : Prisma.empty;
  // Both from closed lists above, never from the request's text.
  const direction = criteria.order === 'desc' ? 'DESC' : 'ASC';
  const orderBy = Prisma.raw(
    [...sortColumns[criteria.sort], 'id'].map((column) => `${column} ${direction}`).join(', '),
  );
  const [rows, counted] = await db.$transaction([
    db.$queryRaw<{ id: number }[]>`
      SELECT id FROM "user" ${where}
      ORDER BY ${orderBy} LIMIT ${criteria.take} OFFSET ${criteria.skip}`,
    db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM "user" ${where}`,
  ]);
  const ids = rows.map((row) => row.id);
  const found = new Map(
    (await db.user.findMany({ where: { id: { in: ids } } })).map((user) => [user.id, user]),
  );
  return {
    users: ids.flatMap((id) => found.get(id) ?? []),
    total: Number(counted[0]?.total ?? 0),
  };
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** A new account is a student, or the admin account; an admin makes teachers later. */
  role?: Extract<Role, 'student' | 'admin'>;
}

export function createUser(db: DbOrTx, data: NewUser) {
  return db.user.create({
    data: {
      ...data,
      usernameKey: usernameKeyOf(data.username),
      email: normaliseEmail(data.email),
    },
  });
}

/**
 * Applies a points.changed event unless a newer one was applied already (events may arrive out of
 * order). One raw statement, in a Prisma transaction or a SqlTransaction (auth applies this, its
 * busiest event, on the pool: issue #17); answers how many rows changed (0 or 1).
 */
export function applyPointsProjection(
  db: RawSqlExecutor,
  change: PointsChange,
): PromiseLike<number> {
  return db.$executeRaw`${pointsProjectionStatement(change)}`;
}

type PointsChange = { userId: number; points: number; streak: number; sequence: number };

/**
 * The projection's one statement: the new total unless a newer one is there already, changed only
 * where `when` holds too (an event consumer's inbox condition, SqlStatementHandler).
 */
export function pointsProjectionStatement(change: PointsChange, when = Prisma.sql`TRUE`) {
  // updated_at as the ORM writes it: the time in UTC, in a column without a time zone.
  return Prisma.sql`
    UPDATE "user"
    SET points = ${change.points}::int, streak = ${change.streak}::int,
        points_sequence = ${change.sequence}::int, updated_at = now() AT TIME ZONE 'UTC'
    WHERE id = ${change.userId}::int AND points_sequence < ${change.sequence}::int AND ${when}`;
}

/**
 * The user, with their row locked until the transaction ends: a second change of the same user
 * waits, then sees the first one.
 */
export async function findUserForUpdate(tx: Tx, id: number) {
  await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${id} FOR UPDATE`;
  return tx.user.findUnique({ where: { id } });
}

export function updateUserRole(db: DbOrTx, id: number, role: SetRoleBody['role']) {
  return db.user.update({ where: { id }, data: { role } });
}

/** Remembers when the user first finished or skipped the dashboard tour; a later call keeps it. */
export function setTutorialCompleted(db: DbOrTx, userId: number, at: Date) {
  return db.user.updateMany({
    where: { id: userId, tutorialCompletedAt: null },
    data: { tutorialCompletedAt: at },
  });
}

/** Usernames by user id, for the ids that exist. */
export async function findUsernames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, username: true },
  });
  return new Map(users.map((user) => [user.id, user.username]));
}

/** What deciding on a newly unlocked feature needs to know about the user. */
/**
 * Adds a feature an achievement unlocked, in one raw statement (a Prisma transaction or a
 * SqlTransaction): unless the user has it already, or an admin reset their progress after the
 * achievement was earned (it no longer counts). Answers how many rows changed (0 or 1).
 */
export function addUnlockedFeature(
  db: RawSqlExecutor,
  userId: number,
  feature: string,
  earnedAt: Date,
): PromiseLike<number> {
  return db.$executeRaw`${unlockFeatureStatement(userId, feature, earnedAt)}`;
}

/**
 * Adds an unlocked feature unless the user has it, or an admin reset after it was earned voided
 * it, in one statement, changed only where `when` holds too (SqlStatementHandler).
 */
export function unlockFeatureStatement(
  userId: number,
  feature: string,
  earnedAt: Date,
  when = Prisma.sql`TRUE`,
) {
  return Prisma.sql`
    UPDATE "user"
    SET unlocked_features = array_append(unlocked_features, ${feature}),
        updated_at = now() AT TIME ZONE 'UTC'
    WHERE id = ${userId}::int AND NOT (${feature} = ANY (unlocked_features))
      AND (progress_reset_at IS NULL OR progress_reset_at <= ${earnedAt}::timestamptz)
      AND ${when}`;
}

/** Drops every unlocked feature and remembers when, so unlocks earned before it are ignored. */
export function clearUnlockedFeatures(db: DbOrTx, userId: number, resetAt: Date) {
  return db.user.updateMany({
    where: { id: userId },
    data: { unlockedFeatures: [], progressResetAt: resetAt },
  });
}
