import type { User as ApiUser, Role, SetRoleBody, SortOrder, UserSort } from '@fc/contracts/auth';
import { sql } from 'kysely';
import { sqlIn, type Db, type DbOrTx, type Sql, type Tx } from '../db.ts';
import type { User } from '../generated/prisma/client.ts';

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

/**
 * The user as the API shows it, only the columns it shows (GET /api/auth/me answers it on every
 * page, so on the pool's Kysely). created_at is a timestamp without time zone that Prisma writes
 * in UTC: read as UTC here too, whatever the process's time zone.
 */
export async function findApiUserById(db: Sql, id: number): Promise<ApiUser | undefined> {
  const row = await db
    .selectFrom('user')
    .select([
      'id',
      'username',
      'email',
      'first_name',
      'last_name',
      'role',
      'points',
      'streak',
      'unlocked_features',
      'tutorial_completed_at',
      sql<Date>`created_at AT TIME ZONE 'UTC'`.as('created_at'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
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

/** The address and first name a reminder e-mail is sent to. */
export function findMailRecipient(db: Sql, id: number) {
  return db
    .selectFrom('user')
    .select(['email', 'first_name'])
    .where('id', '=', id)
    .executeTakeFirst();
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
 * The sort keys, lower-cased where people type names either way (the database sorts upper case
 * first otherwise); the id last, so that equal values keep one order across pages.
 */
const sortKeys = {
  name: [sql`lower(first_name)`, sql`lower(last_name)`, sql`username_key`],
  email: [sql`email`],
  points: [sql`points`],
  streak: [sql`streak`],
  joined: [sql`created_at`],
} satisfies Record<UserSort, unknown[]>;

/** `%word%` for ILIKE, with the word's own wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** One page of the users matching the criteria (in order), and how many match in all. */
export async function findUserPage(
  prisma: Db,
  db: Sql,
  criteria: UserPageCriteria,
): Promise<{ users: User[]; total: number }> {
  const matching = db.selectFrom('user').where((user) =>
    user.and(
      criteria.words.map((word) => {
        const pattern = containing(word);
        return user.or([
          user('first_name', 'ilike', pattern),
          user('last_name', 'ilike', pattern),
          user('username', 'ilike', pattern),
          user('email', 'ilike', pattern),
        ]);
      }),
    ),
  );
  const direction = criteria.order === 'desc' ? 'desc' : 'asc';
  const ordered = [...sortKeys[criteria.sort], sql`id`].reduce(
    (query, key) => query.orderBy(key, direction),
    matching.select('id'),
  );
  const [rows, counted] = await Promise.all([
    ordered.limit(criteria.take).offset(criteria.skip).execute(),
    matching.select((user) => user.fn.countAll<bigint>().as('total')).executeTakeFirst(),
  ]);
  const ids = rows.map((row) => row.id);
  const found = new Map(
    (await prisma.user.findMany({ where: { id: { in: ids } } })).map((user) => [user.id, user]),
  );
  return {
    users: ids.flatMap((id) => found.get(id) ?? []),
    total: Number(counted?.total ?? 0),
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
 * order). Answers how many rows changed (0 or 1).
 */
export async function applyPointsProjection(
  db: Sql,
  change: { userId: number; points: number; streak: number; sequence: number },
): Promise<number> {
  const result = await db
    .updateTable('user')
    .set({
      points: change.points,
      streak: change.streak,
      points_sequence: change.sequence,
      // updated_at as the ORM writes it: the time in UTC, in a column without a time zone.
      updated_at: sql`now() AT TIME ZONE 'UTC'`,
    })
    .where('id', '=', change.userId)
    .where('points_sequence', '<', change.sequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The user, with their row locked until the transaction ends: a second change of the same user
 * waits, then sees the first one.
 */
export async function findUserForUpdate(tx: Tx, id: number) {
  await sqlIn(tx).selectFrom('user').select('id').where('id', '=', id).forUpdate().execute();
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

/**
 * Adds a feature an achievement unlocked: unless the user has it already, or an admin reset their
 * progress after the achievement was earned (it no longer counts). Answers how many rows changed.
 */
export async function addUnlockedFeature(
  db: Sql,
  userId: number,
  feature: string,
  earnedAt: Date,
): Promise<number> {
  const result = await db
    .updateTable('user')
    .set({
      unlocked_features: sql`array_append(unlocked_features, ${feature})`,
      updated_at: sql`now() AT TIME ZONE 'UTC'`,
    })
    .where('id', '=', userId)
    .where(sql<boolean>`NOT (${feature} = ANY (unlocked_features))`)
    .where((user) =>
      user.or([user('progress_reset_at', 'is', null), user('progress_reset_at', '<=', earnedAt)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Drops every unlocked feature and remembers when, so unlocks earned before it are ignored. */
export async function clearUnlockedFeatures(db: Sql, userId: number, resetAt: Date) {
  await db
    .updateTable('user')
    .set({
      unlocked_features: [],
      progress_reset_at: resetAt,
      updated_at: sql`now() AT TIME ZONE 'UTC'`,
    })
    .where('id', '=', userId)
    .execute();
}
