import type { DbOrTx } from '../db.ts';

export function createResetToken(
  db: DbOrTx,
  data: { userId: number; tokenHash: string; expiresAt: Date },
) {
  return db.passwordResetToken.create({ data });
}

/** A token that is unused and unexpired, with its user. */
export function findUsableResetToken(db: DbOrTx, tokenHash: string) {
  return db.passwordResetToken.findFirst({
    where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() } },
    include: { user: true },
  });
}

/** Uses a token once: answers false when another request used it first. */
export async function markResetTokenUsed(db: DbOrTx, tokenId: number): Promise<boolean> {
  const { count } = await db.passwordResetToken.updateMany({
    where: { id: tokenId, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

export function invalidateResetTokensOf(db: DbOrTx, userId: number) {
  return db.passwordResetToken.updateMany({
    where: { userId, usedAt: null },
    data: { usedAt: new Date() },
  });
}

export function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  return db.user.update({ where: { id: userId }, data: { passwordHash } });
}
