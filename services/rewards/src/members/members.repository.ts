import type { DbOrTx, Tx } from '../db.ts';
import type { Member, Prisma } from '../generated/prisma/client.ts';

/** A member row, created with placeholder names when an event arrives before user.registered. */
export async function ensureMember(db: DbOrTx, userId: number): Promise<void> {
  await db.member.createMany({
    data: [{ userId, username: `member${userId}`, firstName: 'Club', lastName: 'Member' }],
    skipDuplicates: true,
  });
}

/**
 * The member, locked for the rest of the transaction: one change of their points at a time. The
 * lock is tried first (the row nearly always exists); a member not known yet is made, then locked.
 */
export async function lockMember(tx: Tx, userId: number): Promise<Member> {
  const lock = () => tx.$executeRaw`SELECT 1 FROM member WHERE user_id = ${userId} FOR UPDATE`;
  if ((await lock()) === 0) {
    await ensureMember(tx, userId);
    await lock();
  }
  return tx.member.findUniqueOrThrow({ where: { userId } });
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
