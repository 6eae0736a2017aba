import type { DbOrTx } from '../db.ts';

export function createSession(db: DbOrTx, data: { id: string; userId: number; expiresAt: Date }) {
  return db.session.create({ data });
}

/** Marks a session revoked; answers the sessions that were live until now. */
export async function revokeSession(db: DbOrTx, sessionId: string) {
  const session = await db.session.findUnique({ where: { id: sessionId } });
  if (!session || session.revokedAt) return [];
  await db.session.update({ where: { id: sessionId }, data: { revokedAt: new Date() } });
  return [session];
}

export function revokeAllSessionsOf(db: DbOrTx, userId: number) {
  return revokeOtherSessionsOf(db, userId, undefined);
}

/** Ends every live session of a user but `keep` (the one changing the password). */
export async function revokeOtherSessionsOf(db: DbOrTx, userId: number, keep: string | undefined) {
  const live = await db.session.findMany({
    where: {
      userId,
      revokedAt: null,
      expiresAt: { gt: new Date() },
      ...(keep ? { id: { not: keep } } : {}),
    },
  });
  await db.session.updateMany({
    where: { id: { in: live.map((session) => session.id) } },
    data: { revokedAt: new Date() },
  });
  return live;
}

/** Revoked sessions whose tokens have not yet expired: Redis must know them all. */
export function findRevokedUnexpiredSessions(db: DbOrTx) {
  return db.session.findMany({
    where: { revokedAt: { not: null }, expiresAt: { gt: new Date() } },
    select: { id: true, expiresAt: true },
  });
}
