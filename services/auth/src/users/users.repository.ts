import type { User as ApiUser } from '@fc/contracts/auth';
import type { DbOrTx } from '../db.ts';
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
  };
}

export const usernameKeyOf = (username: string) => username.trim().toLowerCase();
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findUserById(db: DbOrTx, id: number) {
  return db.user.findUnique({ where: { id } });
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

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role?: 'student' | 'admin';
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

/** Applies a points.changed event unless a newer one was applied already (events may arrive out of order). */
export function applyPointsProjection(
  db: DbOrTx,
  change: { userId: number; points: number; streak: number; sequence: number },
) {
  return db.user.updateMany({
    where: { id: change.userId, pointsSequence: { lt: change.sequence } },
    data: { points: change.points, streak: change.streak, pointsSequence: change.sequence },
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
export function findUnlockState(db: DbOrTx, userId: number) {
  return db.user.findUnique({
    where: { id: userId },
    select: { unlockedFeatures: true, progressResetAt: true },
  });
}

export function addUnlockedFeature(db: DbOrTx, userId: number, feature: string) {
  return db.user.update({
    where: { id: userId },
    data: { unlockedFeatures: { push: feature } },
  });
}

/** Drops every unlocked feature and remembers when, so unlocks earned before it are ignored. */
export function clearUnlockedFeatures(db: DbOrTx, userId: number, resetAt: Date) {
  return db.user.updateMany({
    where: { id: userId },
    data: { unlockedFeatures: [], progressResetAt: resetAt },
  });
}
